import { isDepartmentBound } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import * as q from './queries';

/** The scheduler works in his department(s); others across the account. */
export function departmentScope(actor: Actor): string[] | null {
  return isDepartmentBound(actor.role) ? actor.departmentIds : null;
}

export async function departmentOptions(ctx: AppContext, actor: Actor, search: string) {
  if (!actor.accountId || !actor.approved) return [];
  return q.departmentOptions(ctx.db, { accountId: actor.accountId, departmentIds: departmentScope(actor), search });
}

/** A department of the caller's account, or null. */
export async function accountDepartment(ctx: AppContext, p: { accountId: string; departmentId: string }) {
  return q.findDepartment(ctx.db, p);
}
