import type { Actor } from '../../identity/actor';

/** Vendor roles that hand tasks out to reps and so see their company's reps. */
export function canOfferTasks(actor: Actor): actor is Actor & { companyId: string } {
  return (
    actor.approved &&
    actor.companyId !== null &&
    (actor.role === 'company_admin' || actor.role === 'division_manager' || actor.role === 'manager')
  );
}
