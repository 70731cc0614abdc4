import {
  MSG,
  OFFER_OVERLAP_CODE,
  formatInZoneLabelled,
  firstValidTimeZone,
  type OfferProgress,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { conflict, forbidden } from '../../lib/app-error';
import * as notifications from '../notifications/service';
import { endBroadcast } from './broadcast-service';
import * as oq from './offers-queries';
import * as q from './queries';
import type { ScopedTask } from './queries';

/**
 * Offers held by reps: accepting one closes every other open offer of the task at once (they
 * were "taken"), declining closes only the decliner's, and an offer to a rep who is suspended or
 * deleted closes by itself.
 */

/** Inside the accepting transaction, after the guarded move to assigned: the others' offers close. */
export async function closeOthersOnAccept(tx: Tx, p: { task: ScopedTask; rep: Actor; at: Date }) {
  await oq.settleOffer(tx, { taskId: p.task.id, userId: p.rep.id, at: p.at, accepted: true });
  const losers = await oq.closeOpenOffers(tx, { taskId: p.task.id, reason: 'taken', at: p.at, exceptUserId: p.rep.id });
  await oq.dropAssignees(tx, { taskId: p.task.id, exceptUserId: p.rep.id });
  await endBroadcast(tx, { taskId: p.task.id, reason: 'taken', at: p.at });
  if (losers.length) {
    await notifications.notify(tx, {
      taskId: p.task.id,
      type: 'task_status',
      title: MSG.offers.takenTitle(p.rep.name, p.task.name),
      description: `${p.task.name} for ${p.task.departmentName} with ${p.task.companyName}`,
      actorId: p.rep.id,
      onlyUserIds: losers,
      popup: true,
    });
  }
}

/**
 * A rep declines: his offer and assignee row go. With other offers still open the task stays
 * pending; with none left it is unassigned again (a broadcast still sends its next wave on time).
 * Answers whether the task went back to unassigned.
 */
export async function declineOffer(tx: Tx, p: { task: ScopedTask; rep: Actor; reason: string | null; at: Date }) {
  await oq.settleOffer(tx, { taskId: p.task.id, userId: p.rep.id, at: p.at, accepted: false, reason: p.reason });
  await oq.dropAssignees(tx, { taskId: p.task.id, onlyUserIds: [p.rep.id] });
  return releaseIfNobodyLeft(tx, p.task.id);
}

/** A pending task whose last offer closed goes back to unassigned. */
async function releaseIfNobodyLeft(tx: DbOrTx, taskId: string) {
  if ((await oq.assigneeCount(tx, taskId)) > 0) return false;
  return q.moveStatus(tx, { taskId, from: 'pending', to: 'unassigned' });
}

/** A manager's direct offer, recorded beside the assignee row. */
export async function recordDirectOffer(tx: Tx, p: { taskId: string; userId: string; at: Date }) {
  await oq.insertOffers(tx, { taskId: p.taskId, userIds: [p.userId], level: 'direct', wave: 0, at: p.at });
}

/** A manager moved the offer: the former holders' offers close as reassigned, the new rep's opens. */
export async function recordReassignment(tx: Tx, p: { taskId: string; formerIds: string[]; userId: string; at: Date }) {
  if (p.formerIds.length) {
    await oq.closeOpenOffers(tx, { taskId: p.taskId, reason: 'reassigned', at: p.at, onlyUserIds: p.formerIds });
  }
  await oq.insertOffers(tx, { taskId: p.taskId, userIds: [p.userId], level: 'direct', wave: 0, at: p.at });
}

/** The answer to a rep whose accept lost: who took it, or that the offer is gone. */
export async function lostAcceptError(ctx: AppContext, p: { taskId: string; userId: string }) {
  const taker = await oq.takerOf(ctx.db, p.taskId);
  return conflict(taker ? MSG.offers.alreadyTaken(taker) : MSG.offers.noLongerOffered, 'OFFER_TAKEN');
}

/** Whether this rep once held an offer of the task that someone else took (he no longer sees the task). */
export async function wasTakenFrom(ctx: AppContext, p: { taskId: string; userId: string }) {
  return oq.offerTakenFrom(ctx.db, p);
}

/**
 * The overlap warning: a 409 naming the rep's other task and both times in his zone, unless he
 * confirmed. Accepting again with `confirmOverlap: true` goes ahead.
 */
export async function checkOverlap(ctx: AppContext, p: { task: ScopedTask; rep: Actor; confirmed: boolean }) {
  if (p.confirmed) return;
  const [other] = await oq.overlappingTasks(ctx.db, {
    userId: p.rep.id,
    taskId: p.task.id,
    start: p.task.startDate,
    end: p.task.endDate,
  });
  if (!other) return;
  const zone = firstValidTimeZone(p.rep.timezone) ?? p.task.timeZone;
  const span = (a: Date, b: Date) => `${formatInZoneLabelled(a, zone)} – ${formatInZoneLabelled(b, zone)}`;
  throw conflict(
    MSG.offers.overlap(other.name, span(other.startDate, other.endDate), span(p.task.startDate, p.task.endDate)),
    OFFER_OVERLAP_CODE,
  );
}

async function closeStale(tx: DbOrTx, p: { taskId: string; userId: string; reason: string; at: Date }) {
  await oq.closeOpenOffers(tx, { taskId: p.taskId, reason: p.reason, at: p.at, onlyUserIds: [p.userId] });
  await oq.dropAssignees(tx, { taskId: p.taskId, onlyUserIds: [p.userId] });
  await releaseIfNobodyLeft(tx, p.taskId);
}

/** Defensive sweep: open offers still held by suspended or deleted reps (of one task, or all) close. */
export async function closeStaleOffers(ctx: AppContext, p: { taskId?: string; at: Date }) {
  const stale = await oq.staleOffers(ctx.db, p.taskId ? { taskId: p.taskId } : {});
  if (!stale.length) return 0;
  await ctx.db.transaction(async (tx) => {
    for (const s of stale) await closeStale(tx, { ...s, reason: s.deleted ? 'deleted' : 'suspended', at: p.at });
  });
  return stale.length;
}

/** The broadcast's progress for task detail: hospital users and company users other than reps. */
export async function progress(ctx: AppContext, actor: Actor, task: ScopedTask): Promise<OfferProgress> {
  if (actor.role === 'rep') throw forbidden(MSG.offers.notForReps);
  await closeStaleOffers(ctx, { taskId: task.id, at: new Date() });
  const [offers, broadcast] = await Promise.all([oq.offersOf(ctx.db, task.id), oq.broadcastOf(ctx.db, task.id)]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const accepted = offers.find((o) => o.acceptedAt);
  const first = offers[0];
  return {
    broadcast: broadcast
      ? {
          startedAt: broadcast.startedAt.toISOString(),
          level: broadcast.level as NonNullable<OfferProgress['broadcast']>['level'],
          wave: broadcast.wave,
          endedAt: iso(broadcast.endedAt),
          endReason: broadcast.endReason,
        }
      : null,
    offers: offers.map((o) => ({
      ...o,
      level: o.level as OfferProgress['offers'][number]['level'],
      offeredAt: o.offeredAt.toISOString(),
      declinedAt: iso(o.declinedAt),
      acceptedAt: iso(o.acceptedAt),
      closedAt: iso(o.closedAt),
    })),
    acceptedBy: accepted?.name ?? null,
    secondsToAccept:
      accepted?.acceptedAt && first
        ? Math.round((accepted.acceptedAt.getTime() - (broadcast?.startedAt ?? first.offeredAt).getTime()) / 1000)
        : null,
  };
}
