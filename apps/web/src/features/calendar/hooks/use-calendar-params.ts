import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readCalendarParams, writeCalendarParams, type CalendarParams } from '../utils/calendar-params';

/** The calendar's view, day and department filter, kept in the URL so a reload shows the same page. */
export function useCalendarParams() {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readCalendarParams(query), [query]);
  const update = useCallback(
    (change: Partial<CalendarParams>) => {
      setQuery((current) => writeCalendarParams({ ...readCalendarParams(current), ...change }, current), {
        replace: true,
      });
    },
    [setQuery],
  );
  return [params, update] as const;
}
