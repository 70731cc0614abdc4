import type { Actor } from '../../identity/actor';

/** The hospital side books and changes tasks; a scheduler within his department. */
export function canBookTasks(actor: Actor): actor is Actor & { accountId: string } {
  return (
    actor.approved &&
    actor.accountId !== null &&
    (actor.role === 'account_admin' || actor.role === 'master_scheduler' || actor.role === 'scheduler')
  );
}
