/** The root of every task query key; a mutation that changes tasks invalidates below it. */
export const tasksQueryRoot = ['tasks'] as const;

export const taskListsQueryKey = [...tasksQueryRoot, 'list'] as const;

export const taskDetailsQueryKey = [...tasksQueryRoot, 'detail'] as const;
