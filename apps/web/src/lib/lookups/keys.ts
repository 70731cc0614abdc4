/**
 * The root of every lookup key: the option lists (departments, companies, divisions, services,
 * locations, reps) and company label settings that several features read. A screen that
 * changes one of them invalidates below it.
 */
export const lookupsQueryRoot = ['lookups'] as const;
