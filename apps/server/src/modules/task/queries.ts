import { localDays, type CmsEntry, type TaskStatus } from '@casecover/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountCompanies,
  accounts,
  cmsLabels,
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
import type { TaskScope } from './policy';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function scopeCondition(scope: TaskScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'account':
      if (scope.departmentIds && scope.departmentIds.length === 0) return sql`false`;
      return and(
        eq(tasks.accountId, scope.accountId),
        scope.departmentIds ? inArray(tasks.departmentId, scope.departmentIds) : undefined,
      );
    case 'company':
      return and(
        eq(tasks.companyId, scope.companyId),
        scope.divisionId ? eq(tasks.divisionId, scope.divisionId) : undefined,
        scope.repId
          ? inArray(
              tasks.id,
              sql`(select ${taskAssignees.taskId} from ${taskAssignees} where ${taskAssignees.userId} = ${scope.repId})`,
            )
          : undefined,
      );
  }
}

// ---- options for the Add Task dialog and the filters ----

export async function departmentOptions(
  db: DbOrTx,
  p: { accountId: string; departmentIds: string[] | null; search: string },
) {
  return db
    .select({ _id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.accountId, p.accountId),
        p.departmentIds ? (p.departmentIds.length ? inArray(departments.id, p.departmentIds) : sql`false`) : undefined,
        p.search ? ilike(departments.name, like(p.search)) : undefined,
      ),
    )
    .orderBy(asc(departments.name))
    .limit(50);
}

export async function companyOptions(db: DbOrTx, p: { accountId: string; search: string }) {
  return db
    .select({ _id: companies.id, name: companies.name, size: companies.size })
    .from(accountCompanies)
    .innerJoin(companies, eq(companies.id, accountCompanies.companyId))
    .where(
      and(eq(accountCompanies.accountId, p.accountId), p.search ? ilike(companies.name, like(p.search)) : undefined),
    )
    .orderBy(asc(companies.name))
    .limit(50);
}

export async function linkedCompany(db: DbOrTx, p: { accountId: string; companyId: string }) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, size: companies.size })
    .from(accountCompanies)
    .innerJoin(companies, eq(companies.id, accountCompanies.companyId))
    .where(and(eq(accountCompanies.accountId, p.accountId), eq(accountCompanies.companyId, p.companyId)));
  return row ?? null;
}

export async function companyExists(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

export async function divisionOptions(db: DbOrTx, p: { companyId: string; search: string }) {
  return db
    .select({ _id: companyUnits.id, name: companyUnits.name })
    .from(companyUnits)
    .where(
      and(
        eq(companyUnits.companyId, p.companyId),
        eq(companyUnits.level, 'division'),
        p.search ? ilike(companyUnits.name, like(p.search)) : undefined,
      ),
    )
    .orderBy(asc(companyUnits.name));
}

export async function serviceOptions(db: DbOrTx, p: { companyId: string; divisionId: string | null; search: string }) {
  return db
    .select({ _id: services.id, service: services.name })
    .from(services)
    .where(
      and(
        eq(services.companyId, p.companyId),
        p.divisionId ? or(eq(services.divisionId, p.divisionId), isNull(services.divisionId)) : undefined,
        p.search ? ilike(services.name, like(p.search)) : undefined,
      ),
    )
    .orderBy(asc(services.name))
    .limit(50);
}

export async function locationOptions(
  db: DbOrTx,
  p: { accountId: string; search: string; limit: number; offset: number },
) {
  return db
    .select({ _id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.accountId, p.accountId),
        eq(locations.deleted, false),
        p.search ? ilike(locations.name, like(p.search)) : undefined,
      ),
    )
    .orderBy(asc(locations.name))
    .limit(p.limit)
    .offset(p.offset);
}

export async function findDepartment(db: DbOrTx, p: { accountId: string; departmentId: string }) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, p.departmentId), eq(departments.accountId, p.accountId)));
  return row ?? null;
}

export async function findLocation(db: DbOrTx, p: { accountId: string; locationId: string }) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, p.locationId), eq(locations.accountId, p.accountId), eq(locations.deleted, false)));
  return row ?? null;
}

export async function findDivision(db: DbOrTx, p: { companyId: string; divisionId: string }) {
  const [row] = await db
    .select({ id: companyUnits.id })
    .from(companyUnits)
    .where(
      and(
        eq(companyUnits.id, p.divisionId),
        eq(companyUnits.companyId, p.companyId),
        eq(companyUnits.level, 'division'),
      ),
    );
  return row ?? null;
}

export async function findService(db: DbOrTx, p: { companyId: string; serviceId: string }) {
  const [row] = await db
    .select({ id: services.id, name: services.name, divisionId: services.divisionId })
    .from(services)
    .where(and(eq(services.id, p.serviceId), eq(services.companyId, p.companyId)));
  return row ?? null;
}

export async function accountTaskLocation(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ taskLocation: accounts.taskLocation })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.taskLocation ?? false;
}

export async function cmsFor(db: DbOrTx, companyId: string): Promise<CmsEntry[] | null> {
  const [row] = await db.select({ labels: cmsLabels.labels }).from(cmsLabels).where(eq(cmsLabels.companyId, companyId));
  return row ? (row.labels as CmsEntry[]) : null;
}

// ---- tasks ----

export type NewTask = typeof tasks.$inferInsert;

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
}

/** Companies whose name holds the search text; looked up first so the task search stays index-friendly. */
async function companiesNamed(db: DbOrTx, search: string) {
  if (!search) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, like(search)));
  return rows.map((r) => r.id);
}

function listWhere(f: ListFilters, searchCompanyIds: string[]) {
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
  const where = listWhere(f, await companiesNamed(db, f.search));
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

export async function assigneesOf(db: DbOrTx, taskId: string) {
  return db
    .select({ _id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(eq(taskAssignees.taskId, taskId))
    .orderBy(asc(taskAssignees.createdAt));
}

export async function productsOf(db: DbOrTx, taskId: string) {
  const rows = await db
    .select({
      no: taskProducts.no,
      name: taskProducts.name,
      price: taskProducts.price,
      quantity: taskProducts.quantity,
    })
    .from(taskProducts)
    .where(eq(taskProducts.taskId, taskId))
    .orderBy(asc(taskProducts.no));
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

export async function historyOf(db: DbOrTx, taskId: string) {
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
    .where(eq(taskHistory.taskId, taskId))
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

/** Marks open tasks whose start has passed as uncovered, with a history row each. Idempotent. */
export async function sweepUncovered(db: DbOrTx, now: Date) {
  const moved = await db
    .update(tasks)
    .set({ status: 'uncovered', updatedAt: now })
    .where(and(inArray(tasks.status, ['unassigned', 'pending']), sql`${tasks.startDate} < ${now.toISOString()}`))
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

export async function companyReps(db: DbOrTx, companyId: string) {
  return db
    .select({ _id: users.id, name: users.name, territory: companyUnits.name })
    .from(users)
    .leftJoin(companyUnits, eq(companyUnits.id, users.unitId))
    .where(
      and(eq(users.companyId, companyId), eq(users.role, 'rep'), eq(users.suspended, false), eq(users.deleted, false)),
    )
    .orderBy(asc(users.name));
}

export async function setAssignee(db: DbOrTx, p: { taskId: string; userId: string | null }) {
  await db.delete(taskAssignees).where(eq(taskAssignees.taskId, p.taskId));
  if (p.userId) await db.insert(taskAssignees).values({ taskId: p.taskId, userId: p.userId });
}

export async function insertProducts(
  db: DbOrTx,
  taskId: string,
  products: { name: string; price: number; quantity: number }[],
) {
  if (!products.length) return;
  await db
    .insert(taskProducts)
    .values(
      products.map((p, i) => ({ taskId, no: i + 1, name: p.name, price: p.price.toFixed(2), quantity: p.quantity })),
    );
}

// ---- calendar dashboard ----

const firstAssigneeName = sql<
  string | null
>`(select u.name from ${taskAssignees} ta join ${users} u on u.id = ta.user_id where ta.task_id = ${tasks.id} order by ta.created_at limit 1)`;

/** What a calendar event needs; the query joins companies. */
const eventColumns = {
  id: tasks.id,
  name: tasks.name,
  status: tasks.status,
  isEmergency: tasks.isEmergency,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  companyName: companies.name,
  repName: firstAssigneeName,
};

/** A stretch of one local day to look for task starts in; `needsEnd` stretches lie before the range. */
interface DayPiece {
  day: string;
  start: Date;
  end: Date;
  needsEnd: boolean;
}

/**
 * The local days whose tasks can overlap [from, to): a task lasts at most a day, so starts
 * from a day before `from`. A day crossing `from` is split there: starts before it count only
 * when the task ends after `from`.
 */
function dayPieces(from: Date, to: Date, timeZone: string): DayPiece[] {
  const lookback = new Date(from.getTime() - 86_400_000);
  return localDays(lookback, to, timeZone).flatMap(({ day, start, end }) => {
    const s = start < lookback ? lookback : start;
    const e = end > to ? to : end;
    if (s < from && e > from) {
      return [
        { day, start: s, end: from, needsEnd: true },
        { day, start: from, end: e, needsEnd: false },
      ];
    }
    return [{ day, start: s, end: e, needsEnd: e <= from }];
  });
}

/** `(values …) as piece(day, s, e)`, for a lateral join per stretch of a day. */
function piecesTable(pieces: DayPiece[]) {
  const rows = pieces.map(
    (x) => sql`(${x.day}::text, ${x.start.toISOString()}::timestamptz, ${x.end.toISOString()}::timestamptz)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as piece(day, s, e)`;
}

/**
 * The calendar's events: per local day of the start, at most `perDay` (by start time), plus
 * how many each crowded day left out. Each day is read through the list index on its own:
 * its first `perDay` starts, and a count of the rest (index-only where the scope allows), so
 * a crowded month costs a walk over index entries, not a sort of every task in it.
 */
export async function calendarEvents(
  db: DbOrTx,
  p: { scope: TaskScope; from: Date; to: Date; timeZone: string; departmentId: string; perDay: number },
) {
  const pieces = dayPieces(p.from, p.to, p.timeZone);
  if (!pieces.length) return { events: [], hidden: [] };
  const base = and(scopeCondition(p.scope), p.departmentId ? eq(tasks.departmentId, p.departmentId) : undefined);
  const inPiece = (needsEnd: boolean) =>
    and(
      base,
      sql`${tasks.startDate} >= piece.s`,
      sql`${tasks.startDate} < piece.e`,
      needsEnd ? sql`${tasks.endDate} > ${p.from.toISOString()}` : undefined,
    );

  const firstIds: { day: string; id: string }[] = [];
  const counts = new Map<string, number>();
  for (const needsEnd of [false, true]) {
    const group = pieces.filter((x) => x.needsEnd === needsEnd);
    if (!group.length) continue;
    const firsts = db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inPiece(needsEnd))
      .orderBy(asc(tasks.startDate), asc(tasks.id))
      .limit(p.perDay)
      .as('firsts');
    firstIds.push(
      ...(await db
        .select({ day: sql<string>`piece.day`, id: firsts.id })
        .from(piecesTable(group))
        .innerJoinLateral(firsts, sql`true`)),
    );
    const counted = db
      .select({ n: count().as('n') })
      .from(tasks)
      .where(inPiece(needsEnd))
      .as('counted');
    const rows = await db
      .select({ day: sql<string>`piece.day`, n: counted.n })
      .from(piecesTable(group))
      .innerJoinLateral(counted, sql`true`);
    for (const r of rows) counts.set(r.day, (counts.get(r.day) ?? 0) + Number(r.n));
  }

  const dayOf = new Map(firstIds.map((r) => [r.id, r.day]));
  const candidates = dayOf.size
    ? await db
        .select(eventColumns)
        .from(tasks)
        .innerJoin(companies, eq(companies.id, tasks.companyId))
        .where(inArray(tasks.id, [...dayOf.keys()]))
        .orderBy(asc(tasks.startDate), asc(tasks.id))
    : [];
  // A split day has two stretches' worth of candidates: keep its first `perDay`.
  const kept = new Map<string, number>();
  const events = candidates.filter((e) => {
    const day = dayOf.get(e.id) ?? '';
    const n = (kept.get(day) ?? 0) + 1;
    kept.set(day, n);
    return n <= p.perDay;
  });
  const hidden = [...counts]
    .filter(([, n]) => n > p.perDay)
    .map(([date, n]) => ({ date, count: n - p.perDay }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { events, hidden };
}

/** Every task starting on one local day (the "+N more" popover). */
export async function dayEvents(db: DbOrTx, p: { scope: TaskScope; from: Date; to: Date; departmentId: string }) {
  return db
    .select(eventColumns)
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .where(
      and(
        scopeCondition(p.scope),
        gte(tasks.startDate, p.from),
        sql`${tasks.startDate} < ${p.to.toISOString()}`,
        p.departmentId ? eq(tasks.departmentId, p.departmentId) : undefined,
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(500);
}

/** The Pending panel: open tasks still to come, soonest first. */
export async function upcomingOpen(
  db: DbOrTx,
  p: { scope: TaskScope; now: Date; departmentId: string; limit: number },
) {
  return db
    .select(eventColumns)
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .where(
      and(
        scopeCondition(p.scope),
        inArray(tasks.status, ['unassigned', 'pending']),
        gte(tasks.startDate, p.now),
        p.departmentId ? eq(tasks.departmentId, p.departmentId) : undefined,
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(p.limit);
}
