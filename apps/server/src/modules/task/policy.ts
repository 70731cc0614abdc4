import { MSG, TASK_BOOKER_ROLES } from '@casecover/shared';
import { forbidden } from '../../lib/app-error';
import type { Actor } from '../../identity/actor';

/** The hospital side books and changes tasks; a scheduler within his department. */
export function canBookTasks(actor: Actor): actor is Actor & { accountId: string } {
  return actor.approved && actor.accountId !== null && TASK_BOOKER_ROLES.some((r) => r === actor.role);
}

/** The caller as a booker, or 403. */
export function requireBooker(actor: Actor) {
  if (!canBookTasks(actor)) throw forbidden(MSG.auth.forbidden);
  return actor;
}
