import { TASK_OFFER_ROLES } from '@casecover/shared';
import type { Actor } from '../../identity/actor';

/** Vendor roles that hand tasks out to reps and so see their company's reps. */
export function canOfferTasks(actor: Actor): actor is Actor & { companyId: string } {
  return actor.approved && actor.companyId !== null && TASK_OFFER_ROLES.some((r) => r === actor.role);
}
