import { isDepartmentBound } from '@casecover/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { taskAssignees, tasks } from '../db/schema/index';
import type { Actor } from '../identity/actor';

/** Which tasks a person may see. Every task query (tasks, calendar, reports) takes one of these. */
export type TaskScope =
  | { kind: 'all' }
  | { kind: 'account'; accountId: string; departmentIds: string[] | null }
  | { kind: 'company'; companyId: string; divisionId: string | null; repId: string | null }
  | { kind: 'none' };

export function taskScope(actor: Actor): TaskScope {
  if (actor.role === 'super_admin') return { kind: 'all' };
  if (!actor.approved) return { kind: 'none' };
  if (actor.accountId) {
    return {
      kind: 'account',
      accountId: actor.accountId,
      departmentIds: isDepartmentBound(actor.role) ? actor.departmentIds : null,
    };
  }
  if (actor.companyId) {
    // A division manager answers for his division only; placed in none, he sees none.
    if (actor.role === 'division_manager' && !actor.unitId) return { kind: 'none' };
    return {
      kind: 'company',
      companyId: actor.companyId,
      divisionId: actor.role === 'division_manager' ? actor.unitId : null,
      repId: actor.role === 'rep' ? actor.id : null,
    };
  }
  return { kind: 'none' };
}

/** The scope as a condition on `tasks`. */
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
