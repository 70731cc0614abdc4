import { MSG } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { badRequest, forbidden } from '../../lib/app-error';
import { taskScope } from '../../scope/task-scope';
import { canOfferTasks } from '../company/policy';
import { subtreeIds } from '../company/teams-queries';
import * as notifications from '../notifications/service';
import * as offers from './offers-service';
import * as q from './queries';
import * as day from './rep-day-queries';
import { scopedTask, summary } from './service';

/**
 * A manager's part of the company: the units under the one he is placed in (a division manager's
 * division, an area or region manager's area or region); a company admin answers for all of it.
 */
async function teamOf(ctx: AppContext, actor: Actor) {
  if (!canOfferTasks(actor)) throw forbidden(MSG.repDay.managersOnly);
  const companyId = actor.companyId;
  if (actor.role === 'company_admin') return { manager: actor, companyId, unitIds: null };
  if (!actor.unitId) throw forbidden(MSG.repDay.notPlaced);
  return { manager: actor, companyId, unitIds: await subtreeIds(ctx.db, { companyId, unitId: actor.unitId }) };
}

/** The open offers held by reps of the manager's part (inside what he may see), and those reps. */
export async function teamOffers(ctx: AppContext, actor: Actor) {
  const team = await teamOf(ctx, actor);
  const reps = await day.teamReps(ctx.db, team);
  const offers = await day.offersTo(ctx.db, { scope: taskScope(actor), repIds: reps.map((r) => r._id) });
  return { offers, reps };
}

/**
 * Moves an open offer to another rep of the manager's part, with a note: the new rep replaces
 * whoever held it, the task stays pending, the history keeps who, from whom, to whom and why,
 * and both reps and the task's audience (the hospital among them) are told.
 */
export async function reassignOffer(
  ctx: AppContext,
  actor: Actor,
  input: { task_id: string; repId: string; note: string },
) {
  const team = await teamOf(ctx, actor);
  const t = await scopedTask(ctx, team.manager, input.task_id);
  if (t.status !== 'pending') throw badRequest(MSG.repDay.notAnOffer);
  const reps = await day.teamReps(ctx.db, team);
  const inTeam = new Set(reps.map((r) => r._id));
  const holders = await day.offerHolders(ctx.db, [t.id]);
  if (!holders.length || holders.some((h) => !inTeam.has(h._id))) throw forbidden(MSG.repDay.offerOutsideTeam);
  const next = reps.find((r) => r._id === input.repId);
  if (!next) {
    const companyReps = await day.teamReps(ctx.db, { companyId: team.companyId, unitIds: null });
    if (companyReps.some((r) => r._id === input.repId)) throw forbidden(MSG.repDay.repOutsideTeam);
    throw badRequest(MSG.tasks.repUnknown);
  }
  if (holders.length === 1 && holders[0]?._id === next._id) throw badRequest(MSG.repDay.sameRep);
  const from = holders.map((h) => h.name).join(', ');
  const formerIds = holders.map((h) => h._id).filter((id) => id !== next._id);

  await ctx.db.transaction(async (tx) => {
    // Still pending, or someone answered meanwhile: the guard fails and nothing changes.
    if (!(await q.moveStatus(tx, { taskId: t.id, from: 'pending', to: 'pending' }))) {
      throw badRequest(MSG.repDay.notAnOffer);
    }
    await q.setAssignee(tx, { task: t, userId: next._id });
    await offers.recordReassignment(tx, { taskId: t.id, formerIds, userId: next._id, at: new Date() });
    await q.addHistory(tx, {
      taskId: t.id,
      actorId: actor.id,
      action: 'reassign',
      field: 'salesRep',
      fromValue: from,
      toValue: next.name,
      note: input.note,
    });
    const description = `${summary(t)}. Note: ${input.note}`;
    const audience = await notifications.taskAudienceIds(tx, t.id);
    await notifications.notify(tx, {
      taskId: t.id,
      actorId: actor.id,
      type: 'task_status',
      title: `Offer moved from ${from} to ${next.name}: ${t.name}`,
      description,
      onlyUserIds: [...audience.filter((id) => id !== next._id), ...formerIds],
    });
    await notifications.notify(tx, {
      taskId: t.id,
      actorId: actor.id,
      type: 'task_assigned',
      title: `New task offered to you: ${t.name}`,
      description,
      onlyUserIds: [next._id],
      popup: true,
    });
  });
  ctx.notifier.kick();
}
