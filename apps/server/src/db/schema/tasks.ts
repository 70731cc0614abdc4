import { TASK_STATUSES } from '@casecover/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { companies, companyUnits } from './companies';
import { departments } from './departments';
import { locations } from './locations';
import { services } from './services';
import { users } from './users';

export const taskStatus = pgEnum('task_status', TASK_STATUSES);

/** A clinical case or visit: where (account, department, location), who covers it (company, division, service), when. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    departmentId: uuid()
      .notNull()
      .references(() => departments.id),
    locationId: uuid().references(() => locations.id),
    companyId: uuid()
      .notNull()
      .references(() => companies.id),
    divisionId: uuid().references(() => companyUnits.id),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    timeZone: text().notNull(),
    isEmergency: boolean().notNull().default(false),
    patientName: text().notNull().default(''),
    caseNumber: text().notNull().default(''),
    patientSurvey: text().notNull().default(''),
    /**
     * The Patient Survey as a satisfaction score when it is a whole 1–5, else null (as the facts'
     * triggers read it): stored so the reports' covering indexes can carry it.
     */
    surveyScore: smallint().generatedAlwaysAs(
      sql`case when btrim(patient_survey) ~ '^[1-5]$' then btrim(patient_survey)::smallint end`,
    ),
    ccEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: taskStatus().notNull().default('unassigned'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Each list index ends in (start_date, id), the list's order, so a filtered first page is
  // read in order and stops at the page size instead of sorting every match.
  (t) => [
    // name, department and company ride along so the pager's capped count of a text search
    // (and a scheduler's) is an index-only scan, with no heap page read per candidate row.
    index('tasks_account_start_idx').on(t.accountId, t.startDate, t.id, t.name, t.departmentId, t.companyId),
    index('tasks_account_status_start_idx').on(t.accountId, t.status, t.startDate, t.id),
    index('tasks_account_department_start_idx').on(t.accountId, t.departmentId, t.startDate, t.id),
    index('tasks_account_company_start_idx').on(t.accountId, t.companyId, t.startDate, t.id),
    index('tasks_account_emergency_start_idx').on(t.accountId, t.isEmergency, t.startDate, t.id),
    index('tasks_company_start_idx').on(t.companyId, t.startDate, t.id),
    index('tasks_account_patient_idx').on(t.accountId, sql`lower(${t.patientName})`),
    index('tasks_account_case_idx').on(t.accountId, sql`lower(${t.caseNumber})`),
    index('tasks_open_start_idx')
      .on(t.startDate)
      .where(sql`${t.status} in ('unassigned', 'pending')`),
    // The default "upcoming" list walks these in start order: closed tasks are not in them. The
    // end closes the key so that its capped count ("not ended yet") reads them alone, index-only:
    // without it the planner counted through the covering report index below, from the first
    // task of the year (7,800 pages at a million tasks, not 6).
    index('tasks_account_upcoming_start_idx')
      .on(t.accountId, t.startDate, t.id, t.endDate)
      .where(sql`${t.status} in ('unassigned', 'pending', 'assigned', 'inprogress')`),
    index('tasks_company_upcoming_start_idx')
      .on(t.companyId, t.startDate, t.id, t.endDate)
      .where(sql`${t.status} in ('unassigned', 'pending', 'assigned', 'inprogress')`),
    // Trigram index (pg_trgm) for the list's text search, `name ILIKE '%…%'`.
    index('tasks_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('tasks_location_idx').on(t.locationId),
    // The reports that read tasks one by one (incomplete, coverage periods and acceptance, rep
    // and booker counts, team summary) scan a hospital's or a company's tasks by start and find
    // every column they filter or group by in the index: an index-only scan, no heap page read
    // per task, which is what keeps them flat as the table grows (tasks are not stored in start order).
    index('tasks_report_account_idx').on(
      t.accountId,
      t.startDate,
      t.status,
      t.departmentId,
      t.companyId,
      t.divisionId,
      t.endDate,
      t.createdAt,
      t.createdBy,
      t.id,
      t.serviceId,
      t.surveyScore,
    ),
    index('tasks_report_company_idx').on(
      t.companyId,
      t.startDate,
      t.status,
      t.departmentId,
      t.accountId,
      t.divisionId,
      t.endDate,
      t.createdAt,
      t.createdBy,
      t.id,
      t.serviceId,
      t.surveyScore,
    ),
    // The Incomplete report reads only the tasks still open (its statuses): once a range's past
    // is done, a small part of its tasks.
    index('tasks_report_open_account_idx')
      .on(t.accountId, t.startDate, t.endDate, t.status, t.departmentId, t.companyId, t.surveyScore)
      .where(sql`${t.status} in ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered')`),
    index('tasks_report_open_company_idx')
      .on(t.companyId, t.startDate, t.endDate, t.status, t.departmentId, t.accountId, t.surveyScore)
      .where(sql`${t.status} in ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered')`),
    // Its open tasks that end today, the part of a range's whole days its facts cannot answer.
    index('tasks_report_open_end_account_idx')
      .on(t.accountId, t.endDate, t.startDate, t.status, t.departmentId, t.companyId)
      .where(sql`${t.status} in ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered')`),
    index('tasks_report_open_end_company_idx')
      .on(t.companyId, t.endDate, t.startDate, t.status, t.departmentId, t.accountId)
      .where(sql`${t.status} in ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered')`),
    // The Pipeline report reads tasks by when they were booked.
    index('tasks_account_created_idx').on(t.accountId, t.createdAt, t.status, t.departmentId, t.companyId),
    index('tasks_company_created_idx').on(t.companyId, t.createdAt, t.status, t.departmentId, t.accountId),
  ],
);

/** The reps a task is offered to or assigned to. */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index().on(t.userId)],
);

/** Products used on a case. */
export const taskProducts = pgTable(
  'task_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    no: integer().notNull(),
    name: text().notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    quantity: integer().notNull(),
  },
  (t) => [index().on(t.taskId, t.no)],
);

/** Every change to a task: who, when, what, from, to, note. */
export const taskHistory = pgTable(
  'task_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    field: text(),
    fromValue: text(),
    toValue: text(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.taskId, t.createdAt),
    // A rep's acceptance, read per task by the coverage report's time to acceptance.
    index('task_history_accept_idx')
      .on(t.taskId, t.createdAt)
      .where(sql`${t.action} = 'accept' and ${t.toValue} = 'assigned'`),
  ],
);

/** Per-company labels and visibility of optional task fields (the CMS). */
export const cmsLabels = pgTable('cms_labels', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  labels: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
