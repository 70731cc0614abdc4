import { AWAITING_REP_STATUSES, type TaskStatus } from '@casecover/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern as like } from '../../db/like';
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

export type NewTask = typeof tasks.$inferInsert;

/**
 * When the task was booked, or last reopened. A task whose start came before this is a record
 * of a case that already happened: the sweep leaves it alone.
 */
const bookedAt = sql<Date>`greatest(${tasks.createdAt}, (select max(h.created_at) from ${taskHistory} h where h.task_id = ${tasks.id} and h.action = 'reopen'))`;

export async function insertTask(db: DbOrTx, t: NewTask) {
  const [row] = await db.insert(tasks).values(t).returning({ id: tasks.id });
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

/** What the list selects, paging aside: the download reads the same. */
export type ListSelection = Omit<ListFilters, 'limit' | 'offset' | 'countCap'>;

export interface ListFilters {
  scope: TaskScope;
  statuses: TaskStatus[] | null;
  upcomingFrom: Date | null;
  companyId: string;
  departmentId: string;
  search: string;
  emergency: '' | 'emergency' | 'normal';
  patient: { text: string; type: number } | null;
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
  /** Count matches only up to this many; the pager then says "more than". */
  countCap: number;
  /** Companies whose name holds the search text; looked up first so the task search stays index-friendly. */
  searchCompanyIds: string[];
}

export function listWhere(f: ListSelection) {
  const searchCompanyIds = f.searchCompanyIds;
  const patient = f.patient?.text.toLowerCase();
  return and(
    scopeCondition(f.scope),
    f.statuses ? inArray(tasks.status, f.statuses) : undefined,
    f.upcomingFrom ? gte(tasks.endDate, f.upcomingFrom) : undefined,
    f.companyId ? eq(tasks.companyId, f.companyId) : undefined,
    f.departmentId ? eq(tasks.departmentId, f.departmentId) : undefined,
    f.emergency === 'emergency'
      ? eq(tasks.isEmergency, true)
      : f.emergency === 'normal'
        ? eq(tasks.isEmergency, false)
        : undefined,
    f.from ? gte(tasks.startDate, f.from) : undefined,
    f.to ? lte(tasks.startDate, f.to) : undefined,
    f.search
      ? searchCompanyIds.length
        ? or(ilike(tasks.name, like(f.search)), inArray(tasks.companyId, searchCompanyIds))
        : ilike(tasks.name, like(f.search))
      : undefined,
    patient
      ? f.patient?.type === 1
        ? eq(sql`lower(${tasks.patientName})`, patient)
        : f.patient?.type === 2
          ? eq(sql`lower(${tasks.caseNumber})`, patient)
          : or(eq(sql`lower(${tasks.patientName})`, patient), eq(sql`lower(${tasks.caseNumber})`, patient))
      : undefined,
  );
}

export async function listTasks(db: DbOrTx, f: ListFilters) {
  const where = listWhere(f);
  const order = f.upcomingFrom ? [asc(tasks.startDate), asc(tasks.id)] : [desc(tasks.startDate), desc(tasks.id)];
  // A capped count: an exact count(*) grows with the table, this one stops at the cap. In the
  // list's order, so it walks the same index as the page itself, whatever the heap's layout.
  const capped = db
    .select({ one: sql`1` })
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(f.countCap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const n = counted?.n ?? 0;
  const rows = await db
    .select({
      _id: tasks.id,
      taskName: tasks.name,
      taskStatus: tasks.status,
      isEmergency: tasks.isEmergency,
      companyName: companies.name,
      departmentName: departments.name,
      startDate: tasks.startDate,
      endDate: tasks.endDate,
      timeZone: tasks.timeZone,
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .where(where)
    .orderBy(...order)
    .limit(f.limit)
    .offset(f.offset);
  const reps = await firstAssignees(
    db,
    rows.map((r) => r._id),
  );
  return {
    total: Math.min(n, f.countCap),
    totalExact: n <= f.countCap,
    rows: rows.map((r) => ({ ...r, repName: reps.get(r._id) ?? null })),
  };
}

async function firstAssignees(db: DbOrTx, taskIds: string[]) {
  const map = new Map<string, string>();
  if (!taskIds.length) return map;
  const rows = await db
    .select({ taskId: taskAssignees.taskId, name: users.name })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(inArray(taskAssignees.taskId, taskIds))
    .orderBy(asc(taskAssignees.createdAt));
  for (const r of rows) if (!map.has(r.taskId)) map.set(r.taskId, r.name);
  return map;
}

/** One task inside the scope; anything else is null. */
export async function findTask(db: DbOrTx, p: { scope: TaskScope; taskId: string }) {
  const [row] = await db
    .select({
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
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .innerJoin(services, eq(services.id, tasks.serviceId))
    .leftJoin(companyUnits, eq(companyUnits.id, tasks.divisionId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .where(and(eq(tasks.id, p.taskId), scopeCondition(p.scope)));
  return row ?? null;
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

export async function productsOf(db: DbOrTx, task: ScopedTask) {
  const rows = await db
    .select({
      no: taskProducts.no,
      name: taskProducts.name,
      price: taskProducts.price,
      quantity: taskProducts.quantity,
    })
    .from(taskProducts)
    .where(eq(taskProducts.taskId, task.id))
    .orderBy(asc(taskProducts.no));
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

export async function historyOf(db: DbOrTx, task: ScopedTask) {
  return db
    .select({
      _id: taskHistory.id,
      action: taskHistory.action,
      field: taskHistory.field,
      from: taskHistory.fromValue,
      to: taskHistory.toValue,
      note: taskHistory.note,
      by: users.name,
      at: taskHistory.createdAt,
    })
    .from(taskHistory)
    .leftJoin(users, eq(users.id, taskHistory.actorId))
    .where(eq(taskHistory.taskId, task.id))
    .orderBy(desc(taskHistory.createdAt), desc(taskHistory.id));
}

export async function updateTask(db: DbOrTx, taskId: string, set: Partial<typeof tasks.$inferInsert>) {
  await db
    .update(tasks)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(tasks.id, taskId));
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
