import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTaskListParams, writeTaskListParams, type TaskListParams } from '../utils/task-list-params';

/**
 * The task list's filters and page, kept in the URL so a reload or a shared link shows the same
 * list. Changing a filter goes back to page 1.
 */
export function useTaskListParams() {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readTaskListParams(query), [query]);
  const update = useCallback(
    (change: Partial<TaskListParams>) => {
      setQuery(
        (current) => {
          const before = readTaskListParams(current);
          const isPaging = Object.keys(change).every((k) => k === 'page');
          return writeTaskListParams({ ...before, ...(isPaging ? {} : { page: 1 }), ...change });
        },
        { replace: true },
      );
    },
    [setQuery],
  );
  return [params, update] as const;
}
