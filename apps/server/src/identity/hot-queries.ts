import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withFastRows } from '../db/fast-rows';
import { accounts, companies, departments, revokedSessions, userDepartments, users } from '../db/schema/index';
import { actorColumns } from './users';

/**
 * The statements every authenticated request may run, each one round trip and prepared by name,
 * so PostgreSQL plans them once per connection (planning was most of their cost), their rows
 * mapped with decoders found once (withFastRows).
 */
function prepareHotQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const actor = db.select(actorColumns).from(users).where(eq(users.id, userId)).prepare('cc_actor');
  const revoked = db
    .select({ id: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sql.placeholder('sessionId')))
    .prepare('cc_session_revoked');
  const sessionUser = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      accountId: users.accountId,
      companyId: users.companyId,
      approved: users.approved,
      timezone: users.timezone,
      profilePath: users.profilePath,
      accountName: accounts.name,
      accountLogo: accounts.logoPath,
      taskLocation: accounts.taskLocation,
      companyName: companies.name,
      companySize: companies.size,
      companyLogo: companies.logoPath,
      department: sql<{
        id: string;
        name: string;
      } | null>`(select json_build_object('id', ${departments.id}, 'name', ${departments.name}) from ${userDepartments} inner join ${departments} on ${departments.id} = ${userDepartments.departmentId} where ${userDepartments.userId} = ${users.id} order by ${departments.name} limit 1)`,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .prepare('cc_session_user');
  return { actor: withFastRows(actor), revoked: withFastRows(revoked), sessionUser: withFastRows(sessionUser) };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareHotQueries>>();

function hot(db: Db) {
  let q = prepared.get(db);
  if (!q) {
    q = prepareHotQueries(db);
    prepared.set(db, q);
  }
  return q;
}

/** What the session check needs about a user: the Actor's fields and whether the token still stands. */
export async function actorRow(db: Db, userId: string) {
  const [row] = await hot(db).actor.execute({ userId });
  return row ?? null;
}

export async function sessionRevoked(db: Db, sessionId: string): Promise<boolean> {
  const rows = await hot(db).revoked.execute({ sessionId });
  return rows.length > 0;
}

/** Everything the web app keeps about a signed-in user (`login/session`). */
export async function sessionUserRow(db: Db, userId: string) {
  const [row] = await hot(db).sessionUser.execute({ userId });
  return row ?? null;
}
