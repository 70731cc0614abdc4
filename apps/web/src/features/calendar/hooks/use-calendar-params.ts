import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CALENDAR_VIEWS, readCalendarParams, writeCalendarParams, type CalendarParams } from '../utils/calendar-params';

/**
 * The calendar's view, day and department filter, kept in the URL so a reload shows the same page;
 * the third value says whether the URL names a view (else the screen's default applies).
 */
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
  const hasView = (CALENDAR_VIEWS as readonly string[]).includes(query.get('view') ?? '');
  return [params, update, hasView] as const;
}
