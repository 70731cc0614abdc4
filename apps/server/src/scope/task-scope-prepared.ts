import { and, eq, sql, type SQL } from 'drizzle-orm';
import { taskAssignees, tasks } from '../db/schema/index';
import { withFastRows } from '../db/fast-rows';
import type { TaskScope } from './task-scope';

/**
 * A task scope written for a prepared statement: the condition holds placeholders only, so its
 * text depends on the scope's shape (`shape`), never on whose scope it is. Statements are
 * prepared once per shape and run with `params`.
 */
export interface PreparedScope {
  /** Short and stable: part of a prepared statement's name. */
  shape: string;
  condition: SQL | undefined;
  params: Record<string, unknown>;
}

const ph = (name: string) => sql.placeholder(name);

export function preparedScope(scope: TaskScope): PreparedScope {
  switch (scope.kind) {
    case 'all':
      return { shape: 'all', condition: undefined, params: {} };
    case 'none':
      return { shape: 'none', condition: sql`false`, params: {} };
    case 'account': {
      if (scope.departmentIds && scope.departmentIds.length === 0) {
        return { shape: 'none', condition: sql`false`, params: {} };
      }
      const byDepartment = scope.departmentIds !== null;
      return {
        shape: byDepartment ? 'accd' : 'acc',
        condition: and(
          eq(tasks.accountId, ph('scopeAccount')),
          byDepartment ? sql`${tasks.departmentId} = any(${ph('scopeDepartments')}::uuid[])` : undefined,
        ),
        params: { scopeAccount: scope.accountId, ...(byDepartment ? { scopeDepartments: scope.departmentIds } : {}) },
      };
    }
    case 'company':
      return {
        shape: `co${scope.divisionId ? 'd' : ''}${scope.repId ? 'r' : ''}`,
        condition: and(
          eq(tasks.companyId, ph('scopeCompany')),
          scope.divisionId ? eq(tasks.divisionId, ph('scopeDivision')) : undefined,
          scope.repId
            ? sql`${tasks.id} in (select ${taskAssignees.taskId} from ${taskAssignees} where ${taskAssignees.userId} = ${ph('scopeRep')})`
            : undefined,
        ),
        params: {
          scopeCompany: scope.companyId,
          ...(scope.divisionId ? { scopeDivision: scope.divisionId } : {}),
          ...(scope.repId ? { scopeRep: scope.repId } : {}),
        },
      };
  }
}

/**
 * Prepared statements of one database handle, by name. A statement is built (and named) the
 * first time its name is asked for; PostgreSQL then plans it once per connection, and its rows
 * are mapped with decoders found once (withFastRows).
 */
export function preparedCache<T>() {
  const byDb = new WeakMap<object, Map<string, T>>();
  return (db: object, name: string, build: () => T): T => {
    let named = byDb.get(db);
    if (!named) {
      named = new Map();
      byDb.set(db, named);
    }
    let statement = named.get(name);
    if (!statement) {
      statement = withFastRows(build());
      named.set(name, statement);
    }
    return statement;
  };
}
