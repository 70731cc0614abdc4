import { MSG, TASK_STATUS_LABELS, actionTarget, canTaskAction, nextStatus, roleMayTaskAction } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import * as companies from '../company/service';
import * as notifications from '../notifications/service';
import * as offers from './offers-service';
import * as q from './queries';
import type { ScopedTask } from './queries';
import { scopedTask, summary } from './service';

/**
 * The company side of a task's life: a manager offers it to a rep, who accepts or declines,
 * checks in and completes it with the products used. Same transition table, same history and
 * notifications as the hospital side.
 */
type CompanyAction = 'offer' | 'accept' | 'decline' | 'checkin' | 'complete';

/** A vendor user whose role may take the action at all (in some status); others get 403 before any read. */
function requireCompanyUser(actor: Actor, actions: CompanyAction[]) {
  if (!actor.approved || !actor.companyId || !actions.every((a) => roleMayTaskAction(actor.role, a))) {
    throw forbidden(MSG.auth.forbidden);
  }
  return actor as Actor & { companyId: string };
}

async function move(
  ctx: AppContext,
  actor: Actor,
  p: { taskId: string; action: CompanyAction },
  extra: (tx: Tx, task: ScopedTask) => Promise<void>,
  onlyUserIds?: string[],
) {
  const t = await scopedTask(ctx, actor, p.taskId);
  const to = canTaskAction(actor.role, t.status, p.action) ? nextStatus(t.status, p.action, 'company') : null;
  if (!to) {
    const target = actionTarget(p.action, 'company') ?? t.status;
    throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[target]));
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await q.moveStatus(tx, { taskId: t.id, from: t.status, to }))) {
      throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[to]));
    }
    await extra(tx, t);
    await q.addHistory(tx, {
      taskId: t.id,
      actorId: actor.id,
      action: p.action,
      field: 'taskStatus',
      fromValue: t.status,
      toValue: to,
    });
    await notifications.notify(tx, { ...companyEvent(t, p.action, actor), ...(onlyUserIds ? { onlyUserIds } : {}) });
  });
  ctx.notifier.kick();
  return to;
}

function companyEvent(
  t: { id: string; name: string; companyName: string; departmentName: string; startDate: Date },
  action: CompanyAction,
  actor: Actor,
): notifications.TaskEvent {
  const base = { taskId: t.id, actorId: actor.id, description: summary(t) };
  switch (action) {
    case 'offer':
      return { ...base, type: 'task_assigned', title: `New task offered to you: ${t.name}`, popup: true };
    case 'accept':
      return { ...base, type: 'task_accepted', title: `${actor.name} accepted: ${t.name}` };
    case 'decline':
      return { ...base, type: 'task_status', title: `${actor.name} declined: ${t.name}` };
    case 'checkin':
      return { ...base, type: 'task_status', title: `${actor.name} checked in: ${t.name}` };
    case 'complete':
      return { ...base, type: 'task_status', title: `Task completed: ${t.name}` };
  }
}

export async function offerTask(ctx: AppContext, actor: Actor, p: { task_id: string; repId: string }) {
  const manager = requireCompanyUser(actor, ['offer']);
  if (!(await companies.isCompanyRep(ctx, { companyId: manager.companyId, userId: p.repId }))) {
    throw badRequest(MSG.tasks.repUnknown);
  }
  return move(
    ctx,
    manager,
    { taskId: p.task_id, action: 'offer' },
    async (tx, t) => {
      await q.setAssignee(tx, { task: t, userId: p.repId });
      await offers.recordDirectOffer(tx, { taskId: t.id, userId: p.repId, at: new Date() });
    },
    [p.repId],
  );
}

/**
 * A rep accepts or declines an offer. Accepting is a guarded move (pending → assigned): when two
 * reps accept at once exactly one wins, the others' offers close and they are told who took it.
 * Accepting over another task of his at the same time needs `confirmOverlap` (the warning first).
 * Declining a broadcast's offer closes only his; the task stays pending while others hold one.
 */
export async function respondToOffer(
  ctx: AppContext,
  actor: Actor,
  p: { task_id: string; accept: boolean; reason?: string | undefined; confirmOverlap?: boolean | undefined },
) {
  const rep = requireCompanyUser(actor, [p.accept ? 'accept' : 'decline']);
  const t = await scopedTask(ctx, rep, p.task_id).catch(async (err: unknown) => {
    if (
      err instanceof AppError &&
      err.statusCode === 404 &&
      (await offers.wasTakenFrom(ctx, { taskId: p.task_id, userId: rep.id }))
    ) {
      throw await offers.lostAcceptError(ctx, { taskId: p.task_id, userId: rep.id });
    }
    throw err;
  });
  const at = new Date();
  if (!p.accept) return declineOffer(ctx, rep, t, p.reason ?? null);
  if (t.status === 'pending') await offers.checkOverlap(ctx, { task: t, rep, confirmed: Boolean(p.confirmOverlap) });
  try {
    return await move(ctx, rep, { taskId: t.id, action: 'accept' }, (tx) =>
      offers.closeOthersOnAccept(tx, { task: t, rep, at }),
    );
  } catch (err) {
    // The guarded move found the task no longer pending: another rep took it a moment earlier.
    if (err instanceof AppError && err.statusCode === 400 && t.status === 'pending') {
      throw await offers.lostAcceptError(ctx, { taskId: t.id, userId: rep.id });
    }
    throw err;
  }
}

async function declineOffer(ctx: AppContext, rep: Actor, t: ScopedTask, reason: string | null) {
  if (!canTaskAction(rep.role, t.status, 'decline')) {
    throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS.unassigned));
  }
  await ctx.db.transaction(async (tx) => {
    const released = await offers.declineOffer(tx, { task: t, rep, reason, at: new Date() });
    await q.addHistory(tx, {
      taskId: t.id,
      actorId: rep.id,
      action: 'decline',
      ...(released ? { field: 'taskStatus', fromValue: t.status, toValue: 'unassigned' } : {}),
      note: reason,
    });
    await notifications.notify(tx, companyEvent(t, 'decline', rep));
  });
  ctx.notifier.kick();
  return 'unassigned' as const;
}

export async function checkIn(ctx: AppContext, actor: Actor, p: { task_id: string }) {
  const rep = requireCompanyUser(actor, ['checkin']);
  return move(ctx, rep, { taskId: p.task_id, action: 'checkin' }, async () => {});
}

export async function completeByRep(
  ctx: AppContext,
  actor: Actor,
  p: { task_id: string; products: { name: string; price: number; quantity: number }[] },
) {
  const rep = requireCompanyUser(actor, ['checkin', 'complete']);
  return move(ctx, rep, { taskId: p.task_id, action: 'complete' }, (tx, t) => q.insertProducts(tx, t, p.products));
}
