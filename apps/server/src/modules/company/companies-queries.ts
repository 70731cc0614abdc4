import type { CompanyPerson } from '@casecover/shared';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accountCompanies, companies, companyUnits, taskAssignees, tasks, users } from '../../db/schema/index';

/** Which companies a caller sees: every one, those linked to an account, or one company. */
export type CompanyVisibility = { all: true } | { accountId: string } | { companyId: string };

function visibleCondition(db: DbOrTx, v: CompanyVisibility): SQL | undefined {
  if ('all' in v) return undefined;
  if ('companyId' in v) return eq(companies.id, v.companyId);
  return inArray(
    companies.id,
    db
      .select({ id: accountCompanies.companyId })
      .from(accountCompanies)
      .where(eq(accountCompanies.accountId, v.accountId)),
  );
}

export async function companyPage(
  db: DbOrTx,
  p: { visibility: CompanyVisibility; search: string; limit: number; offset: number },
) {
  const where = and(
    visibleCondition(db, p.visibility),
    p.search ? ilike(companies.name, containsPattern(p.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  const rows = await db
    .select({
      _id: companies.id,
      name: companies.name,
      size: companies.size,
      type: companies.type,
      phone: companies.phone,
      email: companies.email,
    })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(p.limit)
    .offset(p.offset);
  return { rows, total: total?.n ?? 0 };
}

export async function visibleCompany(db: DbOrTx, p: { visibility: CompanyVisibility; companyId: string }) {
  const [row] = await db
    .select({
      _id: companies.id,
      name: companies.name,
      companyId: companies.code,
      logo: companies.logoPath,
      phone: companies.phone,
      email: companies.email,
      address: companies.address,
      website: companies.website,
      description: companies.description,
      size: companies.size,
      type: companies.type,
    })
    .from(companies)
    .where(and(eq(companies.id, p.companyId), visibleCondition(db, p.visibility)));
  return row ?? null;
}

/** Division names of each company, by company id. */
export async function divisionNames(db: DbOrTx, companyIds: string[]) {
  if (!companyIds.length) return new Map<string, string[]>();
  const rows = await db
    .select({ companyId: companyUnits.companyId, name: companyUnits.name })
    .from(companyUnits)
    .where(and(inArray(companyUnits.companyId, companyIds), eq(companyUnits.level, 'division')))
    .orderBy(asc(companyUnits.name));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.companyId, [...(map.get(r.companyId) ?? []), r.name]);
  return map;
}

const person = {
  _id: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
};
const activeUser = and(eq(users.deleted, false), eq(users.suspended, false));

/** The rep of each company who last covered a task of the account (newest start first). */
export async function coveringReps(db: DbOrTx, p: { accountId: string; companyIds: string[] }) {
  const map = new Map<string, CompanyPerson>();
  if (!p.companyIds.length) return map;
  const rows = await db
    .selectDistinctOn([tasks.companyId], { companyId: tasks.companyId, ...person })
    .from(tasks)
    .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(
      and(
        eq(tasks.accountId, p.accountId),
        inArray(tasks.companyId, p.companyIds),
        eq(users.role, 'rep'),
        eq(users.companyId, tasks.companyId),
        activeUser,
      ),
    )
    .orderBy(tasks.companyId, desc(tasks.startDate), desc(tasks.id));
  for (const { companyId, ...rep } of rows) map.set(companyId, rep);
  return map;
}

/** The first rep (by name) of each company, else its first admin: its contact when no rep covered the hospital. */
export async function companyContacts(db: DbOrTx, companyIds: string[]) {
  const map = new Map<string, CompanyPerson>();
  if (!companyIds.length) return map;
  const rows = await db
    .selectDistinctOn([users.companyId], { companyId: users.companyId, ...person })
    .from(users)
    .where(and(inArray(users.companyId, companyIds), inArray(users.role, ['rep', 'company_admin']), activeUser))
    .orderBy(users.companyId, sql`case when ${users.role} = 'rep' then 0 else 1 end`, asc(users.name), asc(users.id));
  for (const { companyId, ...p } of rows) if (companyId) map.set(companyId, p);
  return map;
}

export async function unitsOf(db: DbOrTx, companyId: string) {
  return db
    .select({
      _id: companyUnits.id,
      parentId: companyUnits.parentId,
      level: companyUnits.level,
      name: companyUnits.name,
    })
    .from(companyUnits)
    .where(eq(companyUnits.companyId, companyId))
    .orderBy(asc(companyUnits.name));
}

export async function peopleOf(db: DbOrTx, companyId: string) {
  return db
    .select({ ...person, role: users.role, unitId: users.unitId })
    .from(users)
    .where(and(eq(users.companyId, companyId), activeUser))
    .orderBy(asc(users.name));
}
