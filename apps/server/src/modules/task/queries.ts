import { AWAITING_REP_STATUSES, type TaskStatus } from '@casecover/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type DbOrTx } from '../../db/client';
import {
  companies,
  companyUnits,
  departments,
  locations,
  services,
  taskAssignees,
  taskHistory,
  taskProducts,
  tasks,
  users,
} from '../../db/schema/index';
import { scopeCondition, type TaskScope } from '../../scope/task-scope';
import { noticeWrites, type Notice } from '../notifications/queries';
import { preparedCache, preparedScope, type PreparedScope } from '../../scope/task-scope-prepared';

export type NewTask = typeof tasks.$inferInsert;

/**
 * When the task was booked, or last reopened. A task whose start came before this is a record
 * of a case that already happened: the sweep leaves it alone.
 */
const bookedAt = sql<Date>`greatest(${tasks.createdAt}, (select max(h.created_at) from ${taskHistory} h where h.task_id = ${tasks.id} and h.action = 'reopen'))`;

/**
 * Books a task in one statement: the task, its first history entry ("created") and the notice
 * to its audience with their deliveries. Run on its own it commits as it ends, so the report
 * facts rows the task's insert updates (its day, hour and owners, the same for every booking of
 * that slot) are locked only while PostgreSQL finishes it, never across a round trip to the app.
 */
export async function insertBookedTask(
  db: DbOrTx,
  p: { task: NewTask; actorId: string; status: TaskStatus; notice: Notice },
): Promise<{ id: string }> {
  const insert = db.insert(tasks).values(p.task).returning({ id: tasks.id }).getSQL();
  const booked = sql`(select id from booked)`;
  const result = await db.execute(sql`
    with booked as (${insert}),
    booked_history as (
      insert into ${taskHistory} (task_id, actor_id, action, to_value)
      values (${booked}, ${p.actorId}::uuid, 'created', ${p.status}::text)
    ),
    ${noticeWrites(booked, p.notice)}
    select id from booked`);
  const [row] = rowsOf<{ id: string }>(result);
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

export async function addHistory(
  db: DbOrTx,
  h: {
    taskId: string;
    actorId: string | null;
    action: string;
    field?: string;
    fromValue?: string | null;
    toValue?: string | null;
    note?: string | null;
  },
) {
  await db.insert(taskHistory).values(h);
}

export { listTasks, listWhere, type ListFilters, type ListSelection } from './list-queries';

const taskColumns = {
  id: tasks.id,
  accountId: tasks.accountId,
  departmentId: tasks.departmentId,
  companyId: tasks.companyId,
  name: tasks.name,
  description: tasks.description,
  status: tasks.status,
  isEmergency: tasks.isEmergency,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  timeZone: tasks.timeZone,
  patientName: tasks.patientName,
  caseNumber: tasks.caseNumber,
  patientSurvey: tasks.patientSurvey,
  ccEmails: tasks.ccEmails,
  bookedAt: bookedAt.mapWith(tasks.createdAt),
  companyName: companies.name,
  companySize: companies.size,
  departmentName: departments.name,
  serviceId: services.id,
  serviceName: services.name,
  divisionId: companyUnits.id,
  divisionName: companyUnits.name,
  locationId: locations.id,
  locationName: locations.name,
  locationAddress: locations.formattedAddress,
};

/** The people on a task, first assigned first, as a JSON array (one subselect of the detail). */
const assignedJson = sql<
  { _id: string; name: string; phone: string | null; email: string; profilePath: string | null }[]
>`coalesce((select json_agg(json_build_object('_id', u.id, 'name', u.name, 'phone', u.phone, 'email', u.email, 'profilePath', u.profile_path) order by ta.created_at) from ${taskAssignees} ta join ${users} u on u.id = ta.user_id where ta.task_id = ${tasks.id}), '[]'::json)`;

const productsJson = sql<
  { no: number; name: string; price: number | string; quantity: number }[]
>`coalesce((select json_agg(json_build_object('no', p.no, 'name', p.name, 'price', p.price, 'quantity', p.quantity) order by p.no) from ${taskProducts} p where p.task_id = ${tasks.id}), '[]'::json)`;

const historyJson = sql<
  {
    _id: string;
    action: string;
    field: string | null;
    from: string | null;
    to: string | null;
    note: string | null;
    by: string | null;
    at: string;
  }[]
>`coalesce((select json_agg(json_build_object('_id', h.id, 'action', h.action, 'field', h.field, 'from', h.from_value, 'to', h.to_value, 'note', h.note, 'by', u.name, 'at', h.created_at) order by h.created_at desc, h.id desc) from ${taskHistory} h left join ${users} u on u.id = h.actor_id where h.task_id = ${tasks.id}), '[]'::json)`;

const byIdInScope = (scope: PreparedScope) => and(eq(tasks.id, sql.placeholder('taskId')), scope.condition);

/** One task by id inside a scope; prepared per scope shape. */
function taskStatement(db: Db, scope: PreparedScope) {
  return db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .innerJoin(services, eq(services.id, tasks.serviceId))
    .leftJoin(companyUnits, eq(companyUnits.id, tasks.divisionId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .where(byIdInScope(scope))
    .prepare(`cc_task_${scope.shape}`);
}

/** The same with the task's people, products and history as JSON arrays from subselects. */
function detailStatement(db: Db, scope: PreparedScope) {
  return db
    .select({ ...taskColumns, assigned: assignedJson, products: productsJson, history: historyJson })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .innerJoin(services, eq(services.id, tasks.serviceId))
    .leftJoin(companyUnits, eq(companyUnits.id, tasks.divisionId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .where(byIdInScope(scope))
    .prepare(`cc_task_detail_${scope.shape}`);
}

const rowStatements = preparedCache<ReturnType<typeof taskStatement>>();
const detailStatements = preparedCache<ReturnType<typeof detailStatement>>();

/** One task inside the scope; anything else is null. One prepared statement. */
export async function findTask(db: Db, p: { scope: TaskScope; taskId: string }) {
  const scope = preparedScope(p.scope);
  const statement = rowStatements(db, scope.shape, () => taskStatement(db, scope));
  const [row] = await statement.execute({ taskId: p.taskId, ...scope.params });
  return row ?? null;
}

/**
 * A task inside the scope with its people, products and history (newest first), read in one
 * round trip: the children come as JSON arrays from subselects of the same prepared statement.
 */
export async function findTaskDetail(db: Db, p: { scope: TaskScope; taskId: string }) {
  const scope = preparedScope(p.scope);
  const statement = detailStatements(db, scope.shape, () => detailStatement(db, scope));
  const [row] = await statement.execute({ taskId: p.taskId, ...scope.params });
  if (!row) return null;
  return {
    ...row,
    products: row.products.map((r) => ({ ...r, price: Number(r.price) })),
    history: row.history.map((h) => ({ ...h, at: new Date(h.at) })),
  };
}

/**
 * A task row loaded through the caller's scope by `findTask`. The child reads and writes
 * (assignees, products, history) take this row, never an id from the request.
 */
export type ScopedTask = NonNullable<Awaited<ReturnType<typeof findTask>>>;

export async function assigneesOf(db: DbOrTx, task: ScopedTask) {
  return db
    .select({ _id: users.id, name: users.name, phone: users.phone, email: users.email, profilePath: users.profilePath })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(eq(taskAssignees.taskId, task.id))
    .orderBy(asc(taskAssignees.createdAt));
}

/**
 * A task's fields changed and the change's history written in one statement (the update runs in
 * a data-modifying WITH, which PostgreSQL runs once whether read or not): the two commit or fail
 * together without a transaction of their own.
 */
export async function updateTaskWithHistory(
  db: DbOrTx,
  taskId: string,
  set: Partial<typeof tasks.$inferInsert>,
  history: (typeof taskHistory.$inferInsert)[],
) {
  const updated = db.$with('updated').as(
    db
      .update(tasks)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(tasks.id, taskId))
      .returning({ id: tasks.id }),
  );
  await db.with(updated).insert(taskHistory).values(history);
}

/** The fields an edit may change without reading the task first, by their columns' names. */
const PLAIN_FIELDS = {
  description: 'description',
  patientName: 'patient_name',
  caseNumber: 'case_number',
  patientSurvey: 'patient_survey',
} as const;
export type PlainEdit = Partial<Record<keyof typeof PLAIN_FIELDS, string>>;

/**
 * An edit of plain fields in one statement: the task is found through the caller's scope and
 * locked, changed only while its status is one of `editable`, and each field's value before and
 * after goes to its history. Answers null when the scope holds no such task, else whether it was
 * changed (false: its status allows no edit).
 */
export async function editPlainFields(
  db: DbOrTx,
  p: { scope: TaskScope; taskId: string; editable: TaskStatus[]; set: PlainEdit; actorId: string },
): Promise<boolean | null> {
  const fields = (Object.keys(PLAIN_FIELDS) as (keyof typeof PLAIN_FIELDS)[]).flatMap((field) => {
    const value = p.set[field];
    return value === undefined ? [] : [{ field, column: sql.identifier(PLAIN_FIELDS[field]), value }];
  });
  if (!fields.length) throw new Error('editPlainFields needs a field to change');
  const result = await db.execute(sql`
    with old as (
      select ${tasks.id} as id, ${tasks.status} as status,
             ${sql.join(
               fields.map((f) => sql`${tasks}.${f.column}`),
               sql`, `,
             )}
      from ${tasks}
      where ${tasks.id} = ${p.taskId} and ${scopeCondition(p.scope) ?? sql`true`}
      for update
    ),
    updated as (
      update ${tasks}
      set ${sql.join(
        fields.map((f) => sql`${f.column} = ${f.value}::text`),
        sql`, `,
      )}, updated_at = now()
      from old
      where ${tasks.id} = old.id and old.status = any(${sql.param(p.editable)}::task_status[])
      returning ${tasks.id}
    ),
    written as (
      insert into ${taskHistory} (task_id, actor_id, action, field, from_value, to_value)
      select old.id, ${p.actorId}::uuid, 'edit', c.field, c.from_value, c.to_value
      from old
      join updated on updated.id = old.id
      cross join lateral (values ${sql.join(
        fields.map((f) => sql`(${f.field}::text, old.${f.column}, ${f.value}::text)`),
        sql`, `,
      )}) as c(field, from_value, to_value)
    )
    select (select count(*) from updated)::int as changed from old`);
  const [row] = rowsOf<{ changed: number }>(result);
  return row ? row.changed > 0 : null;
}

/** Moves a task's status only if it is still what the caller saw; false when it raced. */
export async function moveStatus(db: DbOrTx, p: { taskId: string; from: TaskStatus; to: TaskStatus }) {
  const rows = await db
    .update(tasks)
    .set({ status: p.to, updatedAt: new Date() })
    .where(and(eq(tasks.id, p.taskId), eq(tasks.status, p.from)))
    .returning({ id: tasks.id });
  return rows.length === 1;
}

/**
 * Marks tasks uncovered that were open and waiting for a rep when their start passed: the start
 * is before `now` and not before the task was booked (or reopened). A record booked after its
 * start is left alone. Idempotent.
 */
export async function sweepUncovered(db: DbOrTx, now: Date) {
  const moved = await db
    .update(tasks)
    .set({ status: 'uncovered', updatedAt: now })
    .where(
      and(
        inArray(tasks.status, [...AWAITING_REP_STATUSES]),
        sql`${tasks.startDate} < ${now.toISOString()}`,
        sql`${tasks.startDate} >= ${bookedAt}`,
      ),
    )
    .returning({ id: tasks.id, name: tasks.name, startDate: tasks.startDate, timeZone: tasks.timeZone });
  if (moved.length) {
    await db.insert(taskHistory).values(
      moved.map((m) => ({
        taskId: m.id,
        actorId: null,
        action: 'status',
        field: 'taskStatus',
        toValue: 'uncovered',
        note: 'Start time passed without a rep',
      })),
    );
  }
  return moved;
}

export async function setAssignee(db: DbOrTx, p: { task: ScopedTask; userId: string | null }) {
  await db.delete(taskAssignees).where(eq(taskAssignees.taskId, p.task.id));
  if (p.userId) await db.insert(taskAssignees).values({ taskId: p.task.id, userId: p.userId });
}

export async function insertProducts(
  db: DbOrTx,
  task: ScopedTask,
  products: { name: string; price: number; quantity: number }[],
) {
  if (!products.length) return;
  await db.insert(taskProducts).values(
    products.map((p, i) => ({
      taskId: task.id,
      no: i + 1,
      name: p.name,
      price: p.price.toFixed(2),
      quantity: p.quantity,
    })),
  );
}
