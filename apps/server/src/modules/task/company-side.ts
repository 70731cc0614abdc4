import { MSG, TASK_STATUS_LABELS, actionTarget, canTaskAction, nextStatus, roleMayTaskAction } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { badRequest, forbidden } from '../../lib/app-error';
import * as companies from '../company/service';
import * as notifications from '../notifications/service';
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
  p: { taskId: string; action: CompanyAction; note?: string | undefined },
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
      note: p.note || null,
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
    (tx, t) => q.setAssignee(tx, { task: t, userId: p.repId }),
    [p.repId],
  );
}

export async function respondToOffer(
  ctx: AppContext,
  actor: Actor,
  p: { task_id: string; accept: boolean; reason?: string | undefined },
) {
  const rep = requireCompanyUser(actor, [p.accept ? 'accept' : 'decline']);
  const action = p.accept ? 'accept' : 'decline';
  return move(ctx, rep, { taskId: p.task_id, action, note: p.accept ? undefined : p.reason }, async (tx, t) => {
    if (!p.accept) await q.setAssignee(tx, { task: t, userId: null });
  });
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
