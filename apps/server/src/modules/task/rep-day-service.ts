import { MSG, firstValidTimeZone, localDayBounds, localDayOf } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { forbidden } from '../../lib/app-error';
import * as q from './rep-day-queries';

/** Only an approved rep of a company has a day of his own; anyone else asks for a list that is not his. */
function requireRep(actor: Actor) {
  if (actor.role !== 'rep' || !actor.approved || !actor.companyId) throw forbidden(MSG.repDay.repsOnly);
  return { userId: actor.id, companyId: actor.companyId };
}

/**
 * The rep's tasks starting today: the local day of the zone his screen shows (the call's
 * `timeZone`), else of the zone he chose, else UTC. Offers stay in their own list.
 */
export async function today(ctx: AppContext, actor: Actor, input: { timeZone?: string | undefined }) {
  const rep = requireRep(actor);
  const timeZone = firstValidTimeZone(input.timeZone, actor.timezone) ?? 'UTC';
  const day = localDayOf(new Date(), timeZone);
  const bounds = localDayBounds(day, timeZone);
  const tasks = await q.repTasksBetween(ctx.db, { ...rep, from: new Date(bounds.start), to: new Date(bounds.end) });
  return { day, timeZone, tasks };
}

/** The tasks offered to the rep that he has not answered yet, soonest first. */
export async function offers(ctx: AppContext, actor: Actor) {
  return q.repOffers(ctx.db, requireRep(actor));
}
