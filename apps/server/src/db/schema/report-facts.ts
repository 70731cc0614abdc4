import { date, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
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
  index('report_task_facts_account_day_idx').on(t.accountId, t.day),
  index('report_task_facts_company_day_idx').on(t.companyId, t.day),
]);

/** The same counts by the UTC day the task was booked (tasks.created_at), for the Pipeline report. */
export const reportBookingFacts = pgTable('report_booking_facts', factColumns, (t) => [
  unique('report_booking_facts_key')
    .on(t.day, t.accountId, t.departmentId, t.companyId, t.divisionId, t.serviceId, t.status)
    .nullsNotDistinct(),
  index('report_booking_facts_account_day_idx').on(t.accountId, t.day),
  index('report_booking_facts_company_day_idx').on(t.companyId, t.day),
]);
