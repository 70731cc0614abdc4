import type { Actor } from '../../plugins/auth';

/** Which tasks a person may see. Every task query takes one of these. */
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
      departmentIds: actor.role === 'scheduler' ? actor.departmentIds : null,
    };
  }
  if (actor.companyId) {
    return {
      kind: 'company',
      companyId: actor.companyId,
      divisionId: actor.role === 'division_manager' ? actor.unitId : null,
      repId: actor.role === 'rep' ? actor.id : null,
    };
  }
  return { kind: 'none' };
}

/** The hospital side books and changes tasks; a scheduler within his department. */
export function canBookTasks(actor: Actor): actor is Actor & { accountId: string } {
  return (
    actor.approved &&
    actor.accountId !== null &&
    (actor.role === 'account_admin' || actor.role === 'master_scheduler' || actor.role === 'scheduler')
  );
}
