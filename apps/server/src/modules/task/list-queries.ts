import { TASK_STATUSES, type TaskStatus } from '@casecover/shared';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { withCustomPlans, type Db, type DbOrTx } from '../../db/client';
import { containsPattern as like } from '../../db/like';
import { companies, departments, taskAssignees, tasks, users } from '../../db/schema/index';
import type { TaskScope } from '../../scope/task-scope';
import { preparedCache, preparedScope } from '../../scope/task-scope-prepared';

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

/** What the list selects, paging aside: the download reads the same. */
export type ListSelection = Omit<ListFilters, 'limit' | 'offset' | 'countCap'>;

export const ph = (name: string) => sql.placeholder(name);

/** Statement names by shape: the hash is taken once per shape. */
const namesByShape = new Map<string, string>();

function statementName(shape: string) {
  let name = namesByShape.get(shape);
  if (!name) {
    name = `cc_tasks_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
    namesByShape.set(shape, name);
  }
  return name;
}

/**
 * The list's filters with placeholders only; which filters are present (and the statuses, a
 * fixed set written into the text so the open-task partial indexes stay usable) make the shape.
 * `where` builds the condition: call it only to build a statement, once per shape (building it
 * through Drizzle on every call cost as much as running the prepared statement).
 */
export function listWhere(f: ListSelection) {
  const scope = preparedScope(f.scope);
  const statuses = f.statuses?.filter((x): x is TaskStatus => (TASK_STATUSES as readonly string[]).includes(x));
  const patient = f.patient?.text.toLowerCase();
  const patientType = f.patient?.type;
  const params: Record<string, unknown> = { ...scope.params };
  const shape: string[] = [scope.shape];
  /** Whether the filter `key` is present; a present one's value becomes its parameter. */
  const present = (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return false;
    params[key] = value;
    shape.push(key);
    return true;
  };
  if (statuses) shape.push(`s:${statuses.join('.')}`);
  if (patient) shape.push(`pt${patientType ?? 0}`);
  const has = {
    upcomingFrom: present('upcomingFrom', f.upcomingFrom?.toISOString()),
    companyId: present('companyId', f.companyId),
    departmentId: present('departmentId', f.departmentId),
    emergency: present('emergency', f.emergency ? f.emergency === 'emergency' : null),
    from: present('from', f.from?.toISOString()),
    to: present('to', f.to?.toISOString()),
    search: Boolean(f.search) && present('search', like(f.search)),
    searchCompanies:
      Boolean(f.search) && present('searchCompanies', f.searchCompanyIds.length ? f.searchCompanyIds : null),
    patient: present('patient', patient),
  };
  const byPatient = (p: ReturnType<typeof ph>) =>
    patientType === 1
      ? sql`lower(${tasks.patientName}) = ${p}`
      : patientType === 2
        ? sql`lower(${tasks.caseNumber}) = ${p}`
        : or(sql`lower(${tasks.patientName}) = ${p}`, sql`lower(${tasks.caseNumber}) = ${p}`);
  const where = (): SQL | undefined =>
    and(
      scope.condition,
      statuses
        ? statuses.length
          ? sql`${tasks.status} in (${sql.raw(statuses.map((x) => `'${x}'`).join(', '))})`
          : sql`false`
        : undefined,
      has.upcomingFrom ? gte(tasks.endDate, ph('upcomingFrom')) : undefined,
      has.companyId ? eq(tasks.companyId, ph('companyId')) : undefined,
      has.departmentId ? eq(tasks.departmentId, ph('departmentId')) : undefined,
      has.emergency ? eq(tasks.isEmergency, ph('emergency')) : undefined,
      has.from ? gte(tasks.startDate, ph('from')) : undefined,
      has.to ? lte(tasks.startDate, ph('to')) : undefined,
      f.search
        ? or(
            has.search ? ilike(tasks.name, ph('search')) : undefined,
            has.searchCompanies ? sql`${tasks.companyId} = any(${ph('searchCompanies')}::uuid[])` : undefined,
          )
        : undefined,
      has.patient ? byPatient(ph('patient')) : undefined,
    );
  // A text search may match many tasks (a common service name) or almost none: only a plan made
  // for its words reads the right index (`withCustomPlans`).
  return { where, params, name: statementName(shape.join('|')), planPerSearch: Boolean(f.search) };
}

const firstRepName = sql<
  string | null
>`(select u.name from ${taskAssignees} ta join ${users} u on u.id = ta.user_id where ta.task_id = ${tasks.id} order by ta.created_at limit 1)`;

/**
 * The capped count and the page in one prepared statement (one row per task of the page, or one
 * row without a task when the page is empty), with each task's first rep from a subselect.
 */
function listStatement(db: DbOrTx, f: ListFilters, where: SQL | undefined, name: string) {
  const up = Boolean(f.upcomingFrom);
  const order = up ? [asc(tasks.startDate), asc(tasks.id)] : [desc(tasks.startDate), desc(tasks.id)];
  // A capped count: an exact count(*) grows with the table, this one stops at the cap. In the
  // list's order, so it walks the same index as the page itself, whatever the heap's layout.
  const capped = db
    .select({ one: sql`1` })
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(ph('cap'))
    .as('capped');
  const counted = db
    .select({ n: count().as('n') })
    .from(capped)
    .as('counted');
  const page = db
    .select({
      _id: tasks.id,
      taskName: sql<string>`${tasks.name}`.as('task_name'),
      taskStatus: tasks.status,
      isEmergency: tasks.isEmergency,
      companyName: sql<string>`${companies.name}`.as('company_name'),
      departmentName: sql<string>`${departments.name}`.as('department_name'),
      startDate: tasks.startDate,
      endDate: tasks.endDate,
      timeZone: tasks.timeZone,
      repName: firstRepName.as('rep_name'),
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .where(where)
    .orderBy(...order)
    .limit(ph('limit'))
    .offset(ph('offset'))
    .as('page');
  return db
    .select({
      n: counted.n,
      _id: page._id,
      taskName: page.taskName,
      taskStatus: page.taskStatus,
      isEmergency: page.isEmergency,
      companyName: page.companyName,
      departmentName: page.departmentName,
      startDate: page.startDate,
      endDate: page.endDate,
      timeZone: page.timeZone,
      repName: page.repName,
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .orderBy(up ? asc(page.startDate) : desc(page.startDate), up ? asc(page._id) : desc(page._id))
    .prepare(name);
}

const listStatements = preparedCache<ReturnType<typeof listStatement>>();

export async function listTasks(db: Db, f: ListFilters) {
  const { where, params, name, planPerSearch } = listWhere(f);
  const values = { ...params, cap: f.countCap + 1, limit: f.limit, offset: f.offset };
  const rows = planPerSearch
    ? await withCustomPlans(db, (tx) => listStatement(tx, f, where(), '').execute(values))
    : await listStatements(db, name, () => listStatement(db, f, where(), name)).execute(values);
  const n = Number(rows[0]?.n ?? 0);
  return {
    total: Math.min(n, f.countCap),
    totalExact: n <= f.countCap,
    // A row with a task has all of its columns; the one row of an empty page has none.
    rows: rows.flatMap(({ n: _n, ...r }) =>
      r._id === null ? [] : [r as { [K in keyof typeof r]: NonNullable<(typeof r)[K]> } & { repName: string | null }],
    ),
  };
}
