/** The root of every calendar query key. */
export const calendarQueryRoot = ['calendar'] as const;

/** Everything that shows tasks (ranges, days, popups): adding or changing a task invalidates below it. */
export const calendarTasksQueryKey = [...calendarQueryRoot, 'tasks'] as const;
