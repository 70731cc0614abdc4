import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './tasks';

// Coverage's facts (the Uncovered Tasks view of the reports): tasks and uncovered tasks by hour,
// each task's first acceptance, and their rollups per hospital and per company.

/**
 * Tasks per UTC hour of their start and per account, department and company, with how many of
 * them are uncovered: Coverage's periods (local days, weeks or months of any zone) read it.
 */
export const reportHourFacts = pgTable(
  'report_hour_facts',
  {
    hour: timestamp({ withTimezone: true }).notNull(),
    accountId: uuid().notNull(),
    departmentId: uuid().notNull(),
    companyId: uuid().notNull(),
    tasks: integer().notNull(),
    uncovered: integer().notNull(),
  },
  (t) => [
    unique('report_hour_facts_key').on(t.hour, t.accountId, t.departmentId, t.companyId),
    index('report_hour_facts_account_hour_idx').on(
      t.accountId,
      t.hour,
      t.departmentId,
      t.companyId,
      t.tasks,
      t.uncovered,
    ),
    index('report_hour_facts_company_hour_idx').on(
      t.companyId,
      t.hour,
      t.departmentId,
      t.accountId,
      t.tasks,
      t.uncovered,
    ),
  ],
);

/**
 * report_hour_facts summed per UTC hour for each account and, apart, for each company (the
 * owner: an account's or a company's id): Coverage's periods for a hospital's or a vendor's
 * whole scope read one row an hour, however many departments and companies the tasks spread
 * over. Kept by triggers on `report_hour_facts`.
 */
export const reportHourTotals = pgTable(
  'report_hour_totals',
  {
    ownerId: uuid().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    tasks: integer().notNull(),
    uncovered: integer().notNull(),
  },
  (t) => [
    unique('report_hour_totals_key').on(t.ownerId, t.hour),
    index('report_hour_totals_owner_hour_idx').on(t.ownerId, t.hour, t.tasks, t.uncovered),
  ],
);

/** Seconds from booking to acceptance, as the generated columns below read them. */
const delaySeconds = 'extract(epoch from (accepted_at - booked_at))';

/** How wide a delay bucket is: each holds delays up to 1.25 times its lower bound. */
export const DELAY_BUCKET_RATIO = 1.25;

/**
 * Each task's first acceptance by a rep (the history row `accept` → `assigned`) with what the
 * reports filter by, so the median time from booking to acceptance reads covering indexes
 * instead of every task's history. Kept by triggers on `task_history` and `tasks`.
 *
 * `delay_bucket` orders the delays coarsely (0 under a minute, then buckets 1.25 times as wide
 * as the one before, see DELAY_BUCKET_RATIO): report_acceptance_days counts them per day, so the
 * median is found by counting buckets and reading the delays of the one or two it falls in.
 */
export const reportAcceptances = pgTable(
  'report_acceptances',
  {
    taskId: uuid()
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    accountId: uuid().notNull(),
    departmentId: uuid().notNull(),
    companyId: uuid().notNull(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    bookedAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
    delayMinutes: doublePrecision()
      .notNull()
      .generatedAlwaysAs(sql.raw(`${delaySeconds} / 60`)),
    delayBucket: smallint()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `case when ${delaySeconds} < 60 then 0 else least(99, 1 + floor(ln(${delaySeconds} / 60) / ln(${DELAY_BUCKET_RATIO}))) end`,
        ),
      ),
  },
  (t) => [
    index('report_acceptances_account_idx').on(
      t.accountId,
      t.startDate,
      t.departmentId,
      t.companyId,
      t.delayBucket,
      t.delayMinutes,
    ),
    index('report_acceptances_company_idx').on(
      t.companyId,
      t.startDate,
      t.departmentId,
      t.accountId,
      t.delayBucket,
      t.delayMinutes,
    ),
    index('report_acceptances_account_bucket_idx').on(
      t.accountId,
      t.delayBucket,
      t.startDate,
      t.departmentId,
      t.companyId,
      t.delayMinutes,
    ),
    index('report_acceptances_company_bucket_idx').on(
      t.companyId,
      t.delayBucket,
      t.startDate,
      t.departmentId,
      t.accountId,
      t.delayMinutes,
    ),
  ],
);

/**
 * Acceptances per UTC day of the task's start and per delay bucket (see reportAcceptances), for
 * each account and, apart, for each company (the owner: an account's or a company's id). Kept by
 * triggers on `report_acceptances`.
 */
export const reportAcceptanceDays = pgTable(
  'report_acceptance_days',
  {
    ownerId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    bucket: smallint().notNull(),
    accepted: integer().notNull(),
  },
  (t) => [
    unique('report_acceptance_days_key').on(t.ownerId, t.day, t.bucket),
    index('report_acceptance_days_owner_day_idx').on(t.ownerId, t.day, t.bucket, t.accepted),
  ],
);
