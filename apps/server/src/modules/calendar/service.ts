import {
  LIMITS,
  REP_HIDDEN_STATUSES,
  type dashboardDayInputSchema,
  type dashboardInputSchema,
  localDayBounds,
  isValidTimeZone,
  type TaskStatus,
  isDepartmentBound,
} from '@casecover/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { taskScope } from '../../scope/task-scope';
import * as tasks from '../task/service';
import * as q from './queries';

type EventRow = {
  id: string;
  name: string;
  status: TaskStatus;
  isEmergency: boolean;
  startDate: Date;
  endDate: Date;
  companyName: string;
  repName: string | null;
};

const toEvent = (r: EventRow) => ({
  _id: r.id,
  title: r.name,
  start: new Date(r.startDate).toISOString(),
  end: new Date(r.endDate).toISOString(),
  taskstatus: r.status,
  isEmergency: r.isEmergency,
  companyData: { name: r.companyName },
  assignedTo: r.repName && !(REP_HIDDEN_STATUSES as readonly string[]).includes(r.status) ? { name: r.repName } : null,
});

/** A department filter only narrows the caller's own scope; a scheduler's is fixed. */
function dashboardDepartment(actor: Actor, departmentId: string) {
  return isDepartmentBound(actor.role) ? '' : departmentId;
}

export async function dashboard(ctx: AppContext, actor: Actor, input: z.output<typeof dashboardInputSchema>) {
  const timeZone = isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  const scope = taskScope(actor);
  const departmentId = dashboardDepartment(actor, input.departmentId);
  const { events, hidden, upcoming } = await q.dashboardRows(ctx.db, {
    scope,
    from: new Date(input.startDate),
    to: new Date(input.endDate),
    timeZone,
    departmentId,
    perDay: input.perDay,
    now: new Date(),
    upcomingLimit: LIMITS.upcomingMax,
  });
  return { tasks: events.map(toEvent), hidden, upcoming_tasks: upcoming.map(toEvent) };
}

export async function dashboardDay(ctx: AppContext, actor: Actor, input: z.output<typeof dashboardDayInputSchema>) {
  const timeZone = isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  // The whole local day, [00:00, next 00:00): 23 or 25 hours long on a DST change.
  const day = localDayBounds(input.date, timeZone);
  const rows = await q.dayEvents(ctx.db, {
    scope: taskScope(actor),
    from: new Date(day.start),
    to: new Date(day.end),
    departmentId: dashboardDepartment(actor, input.departmentId),
  });
  return rows.map(toEvent);
}

/** The event popup. Rep details stay hidden until a rep has accepted. */
export async function dashboardTask(ctx: AppContext, actor: Actor, taskId: string) {
  const t = await tasks.scopedTask(ctx, actor, taskId);
  const [rep] = await tasks.assigneesOf(ctx, t);
  const showRep = rep && !(REP_HIDDEN_STATUSES as readonly string[]).includes(t.status);
  return {
    _id: t.id,
    taskName: t.name,
    taskStatus: t.status,
    startDate: t.startDate.toISOString(),
    endDate: t.endDate.toISOString(),
    isEmergency: t.isEmergency,
    companyData: { name: t.companyName },
    assignedTo: showRep ? { name: rep.name, phone: rep.phone, email: rep.email, profilePath: rep.profilePath } : null,
  };
}
