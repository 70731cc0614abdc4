import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, unique, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { taskStatus } from './tasks';

/** The columns of a facts table: the day, what reports group and filter by, and the counts. */
const factColumns = {
  /** The UTC calendar day of the task's date (start for report_task_facts, booking for report_booking_facts). */
  day: date({ mode: 'string' }).notNull(),
  accountId: uuid().notNull(),
  departmentId: uuid().notNull(),
  companyId: uuid().notNull(),
  divisionId: uuid(),
  serviceId: uuid().notNull(),
  status: taskStatus().notNull(),
  tasks: integer().notNull(),
  /** Sum and count of the Patient Survey scores that are a whole 1–5. */
  surveySum: integer().notNull(),
  surveyCount: integer().notNull(),
  /** Sum of end_date − start_date, in whole minutes. */
  minutes: integer().notNull(),
};

type FactTable = { [K in keyof typeof factColumns]: ExtraConfigColumn };

/**
 * A facts table's readers go by account or by company and a range of days, and find every
 * column they filter, group or sum in the index: an index-only scan, no heap page per row
 * (rows are not stored in day order).
 */
function coveringFactIndexes(table: string, t: FactTable) {
  const rest = [t.status, t.serviceId, t.divisionId, t.tasks, t.surveySum, t.surveyCount, t.minutes] as const;
  return [
    index(`${table}_account_day_idx`).on(t.accountId, t.day, t.departmentId, t.companyId, ...rest),
    index(`${table}_company_day_idx`).on(t.companyId, t.day, t.departmentId, t.accountId, ...rest),
  ];
}

/**
 * Tasks counted per UTC day of their start (or booking) and per the columns the reports group and
 * filter by. Kept by statement triggers on `tasks` (migrations 0009, 0011): every insert, update
 * and delete adds its rows' difference, so a report over a long range reads a few rows a day
 * instead of every task. No foreign keys: a cascade deleting an account's tasks must be able to write the
 * decrements of rows whose account is already gone (they end at zero and are removed).
 */
export const reportTaskFacts = pgTable('report_task_facts', factColumns, (t) => [
  unique('report_task_facts_key')
    .on(t.day, t.accountId, t.departmentId, t.companyId, t.divisionId, t.serviceId, t.status)
    .nullsNotDistinct(),
  ...coveringFactIndexes('report_task_facts', t),
]);

/** The same counts by the UTC day the task was booked (tasks.created_at), for the Pipeline report. */
export const reportBookingFacts = pgTable('report_booking_facts', factColumns, (t) => [
  unique('report_booking_facts_key')
    .on(t.day, t.accountId, t.departmentId, t.companyId, t.divisionId, t.serviceId, t.status)
    .nullsNotDistinct(),
  ...coveringFactIndexes('report_booking_facts', t),
]);

/**
 * A task counted once per rep on it (task_assignees), per UTC day of its start and per account,
 * department, company and status, with the time the rep was busy on it (end − start, in
 * milliseconds): Most Active reps, the Sales Reps popup and Sales Rep Utilization read it.
 * Kept by triggers on `tasks` and `task_assignees` (see the migration `report-rep-facts`).
 */
export const reportRepFacts = pgTable(
  'report_rep_facts',
  {
    day: date({ mode: 'string' }).notNull(),
    userId: uuid().notNull(),
    accountId: uuid().notNull(),
    departmentId: uuid().notNull(),
    companyId: uuid().notNull(),
    status: taskStatus().notNull(),
    tasks: integer().notNull(),
    busyMs: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    unique('report_rep_facts_key').on(t.day, t.userId, t.accountId, t.departmentId, t.companyId, t.status),
    index('report_rep_facts_account_day_idx').on(
      t.accountId,
      t.day,
      t.departmentId,
      t.companyId,
      t.status,
      t.userId,
      t.tasks,
      t.busyMs,
    ),
    index('report_rep_facts_company_day_idx').on(
      t.companyId,
      t.day,
      t.departmentId,
      t.accountId,
      t.status,
      t.userId,
      t.tasks,
      t.busyMs,
    ),
    index('report_rep_facts_empty_idx')
      .on(t.day)
      .where(sql`${t.tasks} = 0`),
  ],
);

/**
 * Tasks per UTC day of their start, per person who booked them (tasks.created_by) and per
 * account, department and company: Most Active employees reads it. Kept by triggers on `tasks`.
 */
export const reportBookerFacts = pgTable(
  'report_booker_facts',
  {
    day: date({ mode: 'string' }).notNull(),
    userId: uuid().notNull(),
    accountId: uuid().notNull(),
    departmentId: uuid().notNull(),
    companyId: uuid().notNull(),
    tasks: integer().notNull(),
  },
  (t) => [
    unique('report_booker_facts_key').on(t.day, t.userId, t.accountId, t.departmentId, t.companyId),
    index('report_booker_facts_account_day_idx').on(t.accountId, t.day, t.departmentId, t.companyId, t.userId, t.tasks),
    index('report_booker_facts_company_day_idx').on(t.companyId, t.day, t.departmentId, t.accountId, t.userId, t.tasks),
  ],
);

/**
 * The products of completed tasks per UTC day of the task's start, per account, department and
 * company and per product name: the cases that used it (a task counts once per name, however
 * many lines name it), the quantity and the revenue in cents (price × quantity). The Products
 * Breakdown reads it. Kept by triggers on `tasks` and `task_products` (migration 0013).
 */
export const reportProductFacts = pgTable(
  'report_product_facts',
  {
    day: date({ mode: 'string' }).notNull(),
    accountId: uuid().notNull(),
    departmentId: uuid().notNull(),
    companyId: uuid().notNull(),
    name: text().notNull(),
    cases: integer().notNull(),
    quantity: bigint({ mode: 'number' }).notNull(),
    revenueCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    unique('report_product_facts_key').on(t.day, t.accountId, t.departmentId, t.companyId, t.name),
    index('report_product_facts_account_day_idx').on(
      t.accountId,
      t.day,
      t.departmentId,
      t.companyId,
      t.name,
      t.cases,
      t.quantity,
      t.revenueCents,
    ),
    index('report_product_facts_company_day_idx').on(
      t.companyId,
      t.day,
      t.departmentId,
      t.accountId,
      t.name,
      t.cases,
      t.quantity,
      t.revenueCents,
    ),
    index('report_product_facts_empty_idx')
      .on(t.day)
      .where(sql`${t.cases} = 0`),
  ],
);

/**
 * Every set of people a task has been offered or assigned to (task_assignees' users, sorted;
 * empty for none), under an id derived from the set itself (`report_rep_set_id`: the MD5 of the
 * sorted ids). report_placement_facts names a set by this id: a set can be as large as a company
 * (an emergency broadcast's last wave offers the task to every rep), too large for a btree key,
 * while the id keeps the facts' keys and covering indexes small. Written by the placement
 * triggers as sets appear; never updated.
 */
export const reportRepSets = pgTable('report_rep_sets', {
  id: uuid().primaryKey(),
  repIds: uuid().array().notNull(),
});

/**
 * Tasks per UTC day of their start and per where they sit for the Task Summary workbook:
 * account, department, company, division, status and the set of people the task is offered or
 * assigned to (`rep_set`, a report_rep_sets id). The workbook counts a task once for every unit
 * and rep its division and people reach, so it needs the set itself, not one row per rep. Kept by
 * triggers on `tasks` and `task_assignees` (migration `report-placement-facts`).
 */
export const reportPlacementFacts = pgTable(
  'report_placement_facts',
  {
    day: date({ mode: 'string' }).notNull(),
    accountId: uuid().notNull(),
    departmentId: uuid().notNull(),
    companyId: uuid().notNull(),
    divisionId: uuid(),
    status: taskStatus().notNull(),
    repSet: uuid().notNull(),
    tasks: integer().notNull(),
  },
  (t) => [
    unique('report_placement_facts_key')
      .on(t.day, t.accountId, t.departmentId, t.companyId, t.divisionId, t.status, t.repSet)
      .nullsNotDistinct(),
    index('report_placement_facts_account_day_idx').on(
      t.accountId,
      t.day,
      t.departmentId,
      t.companyId,
      t.status,
      t.divisionId,
      t.repSet,
      t.tasks,
    ),
    index('report_placement_facts_company_day_idx').on(
      t.companyId,
      t.day,
      t.departmentId,
      t.accountId,
      t.status,
      t.divisionId,
      t.repSet,
      t.tasks,
    ),
    index('report_placement_facts_empty_idx')
      .on(t.day)
      .where(sql`${t.tasks} = 0`),
  ],
);

/**
 * Open tasks (the Incomplete report's statuses) per UTC day of their start and of their end, and
 * per account, department, company and status. The Incomplete report counts open tasks that
 * started in its range and have ended: a task whose end day is before today has ended, so whole
 * days come from here and only the tasks ending today (and the partial days at the range's edges)
 * from `tasks`. Kept by statement triggers on `tasks` (migration `report-open-facts`).
 */
export const reportOpenFacts = pgTable(
  'report_open_facts',
  {
    day: date({ mode: 'string' }).notNull(),
    endDay: date({ mode: 'string' }).notNull(),
    accountId: uuid().notNull(),
    departmentId: uuid().notNull(),
    companyId: uuid().notNull(),
    status: taskStatus().notNull(),
    tasks: integer().notNull(),
  },
  (t) => [
    unique('report_open_facts_key').on(t.day, t.endDay, t.accountId, t.departmentId, t.companyId, t.status),
    index('report_open_facts_account_day_idx').on(
      t.accountId,
      t.day,
      t.endDay,
      t.departmentId,
      t.companyId,
      t.status,
      t.tasks,
    ),
    index('report_open_facts_company_day_idx').on(
      t.companyId,
      t.day,
      t.endDay,
      t.departmentId,
      t.accountId,
      t.status,
      t.tasks,
    ),
  ],
);
