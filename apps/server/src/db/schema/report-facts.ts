import { date, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { taskStatus } from './tasks';

/**
 * Tasks counted per UTC day of their start and per the columns the reports group and filter by.
 * Kept by statement triggers on `tasks` (migration 0009): every insert, update and delete adds
 * its rows' difference, so a report over a long range reads a few rows a day instead of every
 * task. No foreign keys: a cascade deleting an account's tasks must be able to write the
 * decrements of rows whose account is already gone (they end at zero and are removed).
 */
export const reportTaskFacts = pgTable(
  'report_task_facts',
  {
    /** The UTC calendar day of tasks.start_date. */
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
  },
  (t) => [
    unique('report_task_facts_key')
      .on(t.day, t.accountId, t.departmentId, t.companyId, t.divisionId, t.serviceId, t.status)
      .nullsNotDistinct(),
    index('report_task_facts_account_day_idx').on(t.accountId, t.day),
    index('report_task_facts_company_day_idx').on(t.companyId, t.day),
  ],
);
