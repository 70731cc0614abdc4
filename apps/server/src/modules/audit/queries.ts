import { and, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  accounts,
  auditLog,
  companies,
  companyUnits,
  departments,
  locations,
  serviceTypes,
  services,
  tasks,
  users,
} from '../../db/schema/index';

/** Which rows a viewer may read: every row, or those of one hospital. */
export type AuditScope = { kind: 'all' } | { kind: 'account'; accountId: string };

/** The filters in database terms: instants instead of days. */
export interface AuditCriteria {
  since?: Date;
  before?: Date;
  who: string;
  /** An exact action, or every change made while switched without a name of its own (`prefix`). */
  action?: { exact: string } | { prefix: string };
  targetType?: string;
}

const actorUser = alias(users, 'audit_actor');
const impersonatorUser = alias(users, 'audit_impersonator');

/** The target tables whose rows belong to a hospital by their `account_id`. */
const ACCOUNT_TARGETS = [
  ['user', users],
  ['task', tasks],
  ['location', locations],
  ['department', departments],
] as const;

/**
 * A hospital's rows: the acting user is one of its people, or the target is the hospital itself or
 * one of its users, tasks, locations or departments.
 */
function accountCondition(accountId: string): SQL {
  const byTarget = ACCOUNT_TARGETS.map(
    ([type, table]) =>
      sql`(${auditLog.targetType} = ${type} and exists (select 1 from ${table} where ${table.id} = ${auditLog.targetId} and ${table.accountId} = ${accountId}))`,
  );
  return or(
    eq(actorUser.accountId, accountId),
    and(eq(auditLog.targetType, 'account'), eq(auditLog.targetId, accountId)),
    ...byTarget,
  ) as SQL;
}

/** The name of a row by its table, when the target still exists. */
const NAMED_TARGETS = [
  ['user', users, users.name],
  ['account', accounts, accounts.name],
  ['task', tasks, tasks.name],
  ['location', locations, locations.name],
  ['department', departments, departments.name],
  ['company', companies, companies.name],
  ['company_unit', companyUnits, companyUnits.name],
  ['service', services, services.name],
  ['serviceType', serviceTypes, serviceTypes.name],
] as const;

const targetName = sql<string | null>`case ${auditLog.targetType} ${sql.join(
  NAMED_TARGETS.map(
    ([type, table, name]) =>
      sql`when ${type} then (select ${name} from ${table} where ${table.id} = ${auditLog.targetId})`,
  ),
  sql` `,
)} end`;

function conditions(scope: AuditScope, c: AuditCriteria): SQL | undefined {
  const pattern = c.who ? containsPattern(c.who) : null;
  return and(
    scope.kind === 'account' ? accountCondition(scope.accountId) : undefined,
    c.since ? gte(auditLog.createdAt, c.since) : undefined,
    c.before ? lt(auditLog.createdAt, c.before) : undefined,
    pattern
      ? or(
          ilike(actorUser.name, pattern),
          ilike(actorUser.email, pattern),
          ilike(impersonatorUser.name, pattern),
          ilike(impersonatorUser.email, pattern),
        )
      : undefined,
    c.action && 'exact' in c.action ? eq(auditLog.action, c.action.exact) : undefined,
    c.action && 'prefix' in c.action ? like(auditLog.action, `${c.action.prefix}%`) : undefined,
    c.targetType ? eq(auditLog.targetType, c.targetType) : undefined,
  );
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.createdAt,
  actorId: actorUser.id,
  actorName: actorUser.name,
  impersonatorId: impersonatorUser.id,
  impersonatorName: impersonatorUser.name,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetName,
  note: auditLog.note,
  details: auditLog.details,
};

/** Matching rows with their people, newest first (ties by id, so pages never overlap). */
function entries(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .leftJoin(impersonatorUser, eq(impersonatorUser.id, auditLog.impersonatorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

export type AuditRow = Awaited<ReturnType<typeof entries>>[number];

/** One page of matching rows. */
export function auditPage(db: DbOrTx, scope: AuditScope, c: AuditCriteria, page: { limit: number; offset: number }) {
  return entries(db, conditions(scope, c)).limit(page.limit).offset(page.offset);
}

export async function auditCount(db: DbOrTx, scope: AuditScope, c: AuditCriteria): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .leftJoin(impersonatorUser, eq(impersonatorUser.id, auditLog.impersonatorId))
    .where(conditions(scope, c));
  return row?.n ?? 0;
}

/**
 * The matching rows after the row `afterId` (newest first), for the CSV export: it walks every match
 * in batches without a growing offset. The position is read from the row itself, so the database's
 * microseconds are compared, not a rounded copy.
 */
export function auditBatchAfter(
  db: DbOrTx,
  scope: AuditScope,
  c: AuditCriteria,
  afterId: string | null,
  limit: number,
) {
  const keyset = afterId
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select k.created_at, k.id from audit_log k where k.id = ${afterId})`
    : undefined;
  return entries(db, and(conditions(scope, c), keyset)).limit(limit);
}
