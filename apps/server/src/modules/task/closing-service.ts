import {
  MSG,
  TASK_STATUS_LABELS,
  type assignTaskInputSchema,
  canTaskAction,
  hasStarted,
  nextStatus,
  REP_ON_TASK_STATUSES,
  roleMayTaskAction,
  type reopenTaskInputSchema,
} from '@casecover/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/app-error';
import type { Actor } from '../../identity/actor';
import * as notifications from '../notifications/service';
import { requireBooker } from './policy';
import * as q from './queries';
import { scopedTask, summary, when } from './service';

// Settling tasks: the account side's status changes, the Account Admin's reopen, and the
// sweep that marks tasks no rep covered in time.

/** The account side's Update Status (Cancelled or Completed) and Cancel Task. */
export async function assignStatus(ctx: AppContext, actor: Actor, input: z.output<typeof assignTaskInputSchema>) {
  const booker = requireBooker(actor);
  const t = await scopedTask(ctx, booker, input._id);
  const action = input.taskStatus === 'cancelled' ? 'cancel' : 'complete';
  const to = canTaskAction(booker.role, t.status, action) ? nextStatus(t.status, action, 'account') : null;
  if (!to)
    throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[input.taskStatus]));
  // The cancel dialog asks for a note; a client that skips the dialog is held to it here.
  if (action === 'cancel' && !input.note) throw badRequest(MSG.tasks.cancelNoteRequired);
  // Completing is deliberate: the case has started, and a rep is on it or the reason says why not.
  if (action === 'complete') {
    if (!hasStarted(t.startDate)) throw badRequest(MSG.tasks.completeNotStarted);
    if (!REP_ON_TASK_STATUSES.includes(t.status) && !input.note) throw badRequest(MSG.tasks.completeReasonRequired);
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await q.moveStatus(tx, { taskId: t.id, from: t.status, to }))) {
      throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[to]));
    }
    await q.addHistory(tx, {
      taskId: t.id,
      actorId: booker.id,
      action: 'status',
      field: 'taskStatus',
      fromValue: t.status,
      toValue: to,
      note: input.note || null,
    });
    await notifications.notify(tx, {
      taskId: t.id,
      type: to === 'cancelled' ? 'task_cancelled' : 'task_status',
      title: to === 'cancelled' ? `Task cancelled: ${t.name}` : `Task completed: ${t.name}`,
      description: `${summary(t)}${input.note ? `. Note: ${input.note}` : ''}`,
      actorId: booker.id,
    });
  });
  ctx.notifier.kick();
  return to;
}

/** The Account Admin reopens an uncovered task to correct a mistake; the note says why. */
export async function reopenTask(ctx: AppContext, actor: Actor, input: z.output<typeof reopenTaskInputSchema>) {
  const booker = requireBooker(actor);
  if (!roleMayTaskAction(booker.role, 'reopen')) throw forbidden(MSG.auth.forbidden);
  const t = await scopedTask(ctx, booker, input._id);
  const to = canTaskAction(booker.role, t.status, 'reopen') ? nextStatus(t.status, 'reopen', 'account') : null;
  if (!to) throw badRequest(MSG.tasks.reopenOnlyUncovered);
  await ctx.db.transaction(async (tx) => {
    if (!(await q.moveStatus(tx, { taskId: t.id, from: t.status, to }))) {
      throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[to]));
    }
    // An offer the sweep overtook has lapsed: the task starts again without a rep.
    await q.setAssignee(tx, { task: t, userId: null });
    await q.addHistory(tx, {
      taskId: t.id,
      actorId: booker.id,
      action: 'reopen',
      field: 'taskStatus',
      fromValue: t.status,
      toValue: to,
      note: input.note,
    });
    await notifications.notify(tx, {
      taskId: t.id,
      type: 'task_status',
      title: `Task reopened: ${t.name}`,
      description: `${summary(t)}. Note: ${input.note}`,
      actorId: booker.id,
    });
  });
  ctx.notifier.kick();
  return to;
}

/** The uncovered sweep, with a notification for each task it moved. */
export async function sweepUncovered(ctx: AppContext, now: Date) {
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await q.sweepUncovered(tx, now);
    for (const m of rows) {
      await notifications.notify(tx, {
        taskId: m.id,
        type: 'task_uncovered',
        title: `Task uncovered: ${m.name}`,
        description: `No rep covered ${m.name} starting ${when(m.startDate)}.`,
        actorId: null,
      });
    }
    return rows.length;
  });
  if (moved) ctx.notifier.kick();
  return moved;
}
