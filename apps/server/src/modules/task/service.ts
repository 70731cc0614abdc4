import {
  LIMITS,
  DEFAULT_CMS_LABELS,
  MSG,
  REP_HIDDEN_STATUSES,
  dashboardDayInputSchema,
  dashboardInputSchema,
  dayjs,
  type DashboardInput,
  TASK_STATUS_LABELS,
  addTaskInputSchema,
  assignTaskInputSchema,
  editTaskInputSchema,
  formatInZone,
  isValidTimeZone,
  nextStatus,
  startOfYesterday,
  taskListInputSchema,
  type AddTaskInput,
  type AssignTaskInput,
  type CmsEntry,
  type EditTaskInput,
  type TaskListInput,
  type TaskStatus,
} from '@casecover/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import * as notifications from '../notifications/service';
import { canBookTasks, taskScope } from './policy';
import * as q from './queries';

const isUuid = (v: string | null | undefined): v is string => !!v && z.uuid().safeParse(v).success;

function requireBooker(actor: Actor) {
  if (!canBookTasks(actor)) throw forbidden(MSG.auth.forbidden);
  return actor;
}

/** The scheduler works in his department(s); others across the account. */
function departmentScope(actor: Actor): string[] | null {
  return actor.role === 'scheduler' ? actor.departmentIds : null;
}

const when = (start: Date, tz: string) => formatInZone(start, tz, 'MM-DD-YYYY hh:mm A');

function summary(t: { name: string; companyName: string; departmentName: string; startDate: Date; timeZone: string }) {
  return `${t.name} for ${t.departmentName} with ${t.companyName}, ${when(t.startDate, t.timeZone)}`;
}

// ---- options ----

export async function departmentOptions(ctx: AppContext, actor: Actor, search: string) {
  if (!actor.accountId || !actor.approved) return [];
  return q.departmentOptions(ctx.db, { accountId: actor.accountId, departmentIds: departmentScope(actor), search });
}

export async function companyOptions(ctx: AppContext, actor: Actor, search: string) {
  if (actor.accountId && actor.approved) return q.companyOptions(ctx.db, { accountId: actor.accountId, search });
  return [];
}

/** A company the caller may book or read: linked to his account. Others are "not found". */
async function bookableCompany(ctx: AppContext, actor: Actor, companyId: string) {
  if (!actor.accountId || !actor.approved || !isUuid(companyId)) return null;
  return q.linkedCompany(ctx.db, { accountId: actor.accountId, companyId });
}

export async function divisionOptions(ctx: AppContext, actor: Actor, p: { companyId: string; search: string }) {
  const company = await bookableCompany(ctx, actor, p.companyId);
  if (!company) return [];
  return q.divisionOptions(ctx.db, { companyId: company.id, search: p.search });
}

export async function serviceOptions(
  ctx: AppContext,
  actor: Actor,
  p: { companyId: string; divisionId: string; search: string },
) {
  const company = await bookableCompany(ctx, actor, p.companyId);
  if (!company) return [];
  return q.serviceOptions(ctx.db, {
    companyId: company.id,
    divisionId: isUuid(p.divisionId) ? p.divisionId : null,
    search: p.search,
  });
}

export async function locationOptions(
  ctx: AppContext,
  actor: Actor,
  p: { search: string; pageNumber: number; pageSize: number },
) {
  if (!actor.accountId || !actor.approved) return [];
  const size = Math.min(Math.max(p.pageSize, 1), 5);
  return q.locationOptions(ctx.db, {
    accountId: actor.accountId,
    search: p.search,
    limit: size,
    offset: (Math.max(p.pageNumber, 1) - 1) * size,
  });
}

/** The company's label configuration; the spec's default list when none is saved. */
export async function cmsLabels(ctx: AppContext, actor: Actor, companyId: string): Promise<CmsEntry[]> {
  const allowed =
    (await bookableCompany(ctx, actor, companyId)) ||
    (actor.companyId === companyId && actor.approved) ||
    (actor.role === 'super_admin' && isUuid(companyId));
  if (!allowed) throw notFound(MSG.notFound);
  return (await q.cmsFor(ctx.db, companyId)) ?? DEFAULT_CMS_LABELS;
}

// ---- create ----

export async function addTask(ctx: AppContext, actor: Actor, raw: AddTaskInput) {
  const booker = requireBooker(actor);
  const input = addTaskInputSchema.parse(raw);
  const accountId = booker.accountId;
  const timeZone = isValidTimeZone(input.timezone) ? input.timezone : 'UTC';

  const company = await bookableCompany(ctx, booker, input.companyId);
  if (!company) {
    // A real vendor that is not (or no longer) linked to this hospital: a conflict the user can act on.
    if (isUuid(input.companyId) && (await q.companyExists(ctx.db, input.companyId))) {
      throw conflict(MSG.tasks.companyNotLinked);
    }
    throw badRequest(MSG.tasks.companyRequired);
  }

  let departmentId = input.departmentId;
  if (booker.role === 'scheduler') departmentId = departmentId ?? booker.departmentIds[0] ?? null;
  if (!departmentId) throw badRequest(MSG.tasks.departmentRequired());
  const scoped = departmentScope(booker);
  if (scoped && !scoped.includes(departmentId)) throw badRequest(MSG.tasks.departmentRequired());
  const department = await q.findDepartment(ctx.db, { accountId, departmentId });
  if (!department) throw badRequest(MSG.tasks.departmentRequired());

  if (company.size === 'large' && !input.divisionId) throw badRequest(MSG.tasks.divisionAgain);
  const divisionId = company.size === 'large' ? input.divisionId : null;
  if (divisionId && !(await q.findDivision(ctx.db, { companyId: company.id, divisionId }))) {
    throw badRequest(MSG.tasks.divisionAgain);
  }

  const taskLocation = await q.accountTaskLocation(ctx.db, accountId);
  if (taskLocation && !input.location_id) throw badRequest(MSG.tasks.locationRequired);
  if (input.location_id && !(await q.findLocation(ctx.db, { accountId, locationId: input.location_id }))) {
    throw badRequest(MSG.tasks.locationRequired);
  }

  if (!isUuid(input.serviceId)) throw badRequest(MSG.tasks.serviceAgain);
  const service = await q.findService(ctx.db, { companyId: company.id, serviceId: input.serviceId });
  if (!service || (divisionId && service.divisionId && service.divisionId !== divisionId)) {
    throw badRequest(MSG.tasks.serviceAgain);
  }

  const startDate = new Date(input.startDate);
  const endDate = new Date(input.endDate);
  if (startDate < startOfYesterday(timeZone)) throw badRequest(MSG.tasks.startTooEarly);

  const created = await ctx.db.transaction(async (tx) => {
    const task = await q.insertTask(tx, {
      accountId,
      departmentId: department.id,
      locationId: input.location_id,
      companyId: company.id,
      divisionId,
      serviceId: service.id,
      name: service.name,
      description: input.taskDescription,
      startDate,
      endDate,
      timeZone,
      isEmergency: input.priority,
      patientName: input.patientName,
      caseNumber: input.caseNumber,
      patientSurvey: input.patientSurvey,
      ccEmails: input.ccEmails,
      createdBy: booker.id,
    });
    await q.addHistory(tx, { taskId: task.id, actorId: booker.id, action: 'created', toValue: 'unassigned' });
    await notifications.notify(tx, {
      taskId: task.id,
      type: input.priority ? 'task_create_med' : 'task_create',
      title: input.priority ? `Emergency task: ${service.name}` : `New task: ${service.name}`,
      description: summary({
        name: service.name,
        companyName: company.name,
        departmentName: department.name,
        startDate,
        timeZone,
      }),
      actorId: booker.id,
    });
    return task;
  });
  ctx.notifier.kick();
  return created;
}

// ---- read ----

export async function listTasks(ctx: AppContext, actor: Actor, raw: TaskListInput) {
  const input = taskListInputSchema.parse(raw);
  const now = new Date();
  let statuses: TaskStatus[] | null = null;
  let upcomingFrom: Date | null = null;
  switch (input.taskStatus) {
    case 'upcoming':
      statuses = ['unassigned', 'pending', 'assigned', 'inprogress'];
      upcomingFrom = now;
      break;
    case 'Unassigned':
      statuses = ['unassigned'];
      break;
    case 'all':
      break;
    default:
      statuses = [input.taskStatus];
  }
  const offset = (input.nextpage - 1) * input.pagesize;
  const { total, totalExact, rows } = await q.listTasks(ctx.db, {
    scope: taskScope(actor),
    statuses,
    upcomingFrom,
    companyId: input.companyId,
    departmentId: input.departmentId,
    search: input.search,
    emergency: input.emergency,
    patient: input.searchPatientInfo ? { text: input.searchPatientInfo, type: input.searchPatientInfoType } : null,
    from: input.startDate ? new Date(input.startDate) : null,
    to: input.endDate ? new Date(input.endDate) : null,
    limit: input.pagesize,
    offset,
    countCap: offset + ctx.config.TASK_LIST_COUNT_CAP,
  });
  return {
    list: rows.map((r) => ({
      _id: r._id,
      taskName: r.taskName,
      taskStatus: r.taskStatus,
      isEmergency: r.isEmergency,
      companyName: r.companyName,
      salesRep: r.repName ? { name: r.repName } : null,
      department: { name: r.departmentName },
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      timeZone: r.timeZone,
    })),
    pager: {
      currentPage: input.nextpage,
      endPage: Math.max(1, Math.ceil(total / input.pagesize)),
      total,
      totalExact,
    },
  };
}

async function loadTask(ctx: AppContext, actor: Actor, taskId: string) {
  if (!isUuid(taskId)) throw notFound(MSG.tasks.notFound);
  const task = await q.findTask(ctx.db, { scope: taskScope(actor), taskId });
  if (!task) throw notFound(MSG.tasks.notFound);
  return task;
}

export async function taskDetail(ctx: AppContext, actor: Actor, taskId: string) {
  const t = await loadTask(ctx, actor, taskId);
  const [assigned, products, history] = await Promise.all([
    q.assigneesOf(ctx.db, t.id),
    q.productsOf(ctx.db, t.id),
    q.historyOf(ctx.db, t.id),
  ]);
  return {
    _id: t.id,
    taskName: t.name,
    taskDescription: t.description,
    discription: t.description,
    taskStatus: t.status,
    isEmergency: t.isEmergency,
    priority: t.isEmergency,
    startDate: t.startDate.toISOString(),
    endDate: t.endDate.toISOString(),
    timeZone: t.timeZone,
    company: [{ _id: t.companyId, name: t.companyName, size: t.companySize }],
    companyName: t.companyName,
    division: t.divisionId && t.divisionName ? [{ _id: t.divisionId, name: t.divisionName }] : [],
    location:
      t.locationId && t.locationName
        ? { _id: t.locationId, name: t.locationName, address: { formattedAddress: t.locationAddress ?? '' } }
        : null,
    department: { _id: t.departmentId, name: t.departmentName },
    service: { _id: t.serviceId, name: t.serviceName },
    assigned,
    salesRep: assigned[0] ? { name: assigned[0].name } : null,
    products,
    patientName: t.patientName,
    caseNumber: t.caseNumber,
    patientSurvey: t.patientSurvey,
    ccEmails: t.ccEmails,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}

// ---- change ----

export async function editTask(ctx: AppContext, actor: Actor, raw: EditTaskInput) {
  const booker = requireBooker(actor);
  const input = editTaskInputSchema.parse(raw);
  const t = await loadTask(ctx, booker, input.task_id);
  const closed = t.status === 'completed' || t.status === 'cancelled' || t.status === 'uncovered';
  const changes: { field: string; from: string; to: string }[] = [];
  const set: Parameters<typeof q.updateTask>[2] = {};

  if (input.isEmergency !== undefined) {
    if (t.status === 'completed' || t.status === 'cancelled') throw badRequest(MSG.tasks.closedNoEdit);
    set.isEmergency = input.isEmergency;
    changes.push({ field: 'isEmergency', from: String(t.isEmergency), to: String(input.isEmergency) });
  } else if (closed) {
    throw badRequest(MSG.tasks.closedNoEdit);
  }
  const description = input.taskDescription ?? input.discription;
  if (description !== undefined) {
    set.description = description;
    changes.push({ field: 'description', from: t.description, to: description });
  }
  if (input.endDate !== undefined) {
    const start = input.startDate ? new Date(input.startDate) : t.startDate;
    const end = new Date(input.endDate);
    if (end <= start) throw badRequest(MSG.tasks.endAfterStart);
    if (input.startDate) {
      set.startDate = start;
      changes.push({ field: 'startDate', from: t.startDate.toISOString(), to: start.toISOString() });
    }
    set.endDate = end;
    changes.push({ field: 'endDate', from: t.endDate.toISOString(), to: end.toISOString() });
  }
  for (const field of ['patientName', 'caseNumber', 'patientSurvey'] as const) {
    const value = input[field];
    if (value !== undefined) {
      set[field] = value;
      changes.push({ field, from: t[field], to: value });
    }
  }
  if (changes.length === 0) throw badRequest(MSG.invalidRequest);
  await ctx.db.transaction(async (tx) => {
    await q.updateTask(tx, t.id, set);
    for (const c of changes) {
      await q.addHistory(tx, {
        taskId: t.id,
        actorId: booker.id,
        action: 'edit',
        field: c.field,
        fromValue: c.from,
        toValue: c.to,
      });
    }
    if (set.endDate) {
      const startDate = set.startDate ?? t.startDate;
      await notifications.notify(tx, {
        taskId: t.id,
        type: 'task_rescheduled',
        title: `Task rescheduled: ${t.name}`,
        description: `${summary({ ...t, startDate })} (was ${when(t.startDate, t.timeZone)})`,
        actorId: booker.id,
      });
    }
  });
  ctx.notifier.kick();
}

/** The account side's Update Status (Cancelled or Completed) and Cancel Task. */
export async function assignStatus(ctx: AppContext, actor: Actor, raw: AssignTaskInput) {
  const booker = requireBooker(actor);
  const input = assignTaskInputSchema.parse(raw);
  const t = await loadTask(ctx, booker, input._id);
  const action = input.taskStatus === 'cancelled' ? 'cancel' : 'complete';
  const to = nextStatus(t.status, action, 'account');
  if (!to)
    throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[input.taskStatus]));
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

// ---- the company side: offer, accept or decline, check in, complete ----

function requireCompanyUser(actor: Actor, roles: Actor['role'][]) {
  if (!actor.approved || !actor.companyId || !roles.includes(actor.role)) throw forbidden(MSG.auth.forbidden);
  return actor as Actor & { companyId: string };
}

async function move(
  ctx: AppContext,
  actor: Actor,
  p: { taskId: string; action: 'offer' | 'accept' | 'decline' | 'checkin' | 'complete' },
  extra: (tx: Tx) => Promise<void>,
  onlyUserIds?: string[],
) {
  const t = await loadTask(ctx, actor, p.taskId);
  const to = nextStatus(t.status, p.action, 'company');
  if (!to)
    throw badRequest(
      MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[ACTION_TARGET[p.action]]),
    );
  await ctx.db.transaction(async (tx) => {
    if (!(await q.moveStatus(tx, { taskId: t.id, from: t.status, to }))) {
      throw badRequest(MSG.tasks.transitionRefused(TASK_STATUS_LABELS[t.status], TASK_STATUS_LABELS[to]));
    }
    await extra(tx);
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

const ACTION_TARGET = {
  offer: 'pending',
  accept: 'assigned',
  decline: 'unassigned',
  checkin: 'inprogress',
  complete: 'completed',
} as const;

function companyEvent(
  t: { id: string; name: string; companyName: string; departmentName: string; startDate: Date; timeZone: string },
  action: 'offer' | 'accept' | 'decline' | 'checkin' | 'complete',
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

export async function repOptions(ctx: AppContext, actor: Actor) {
  const manager = requireCompanyUser(actor, ['company_admin', 'division_manager', 'manager']);
  return q.companyReps(ctx.db, manager.companyId);
}

export async function offerTask(ctx: AppContext, actor: Actor, p: { task_id: string; repId: string }) {
  const manager = requireCompanyUser(actor, ['company_admin', 'division_manager', 'manager']);
  const reps = await q.companyReps(ctx.db, manager.companyId);
  if (!reps.some((r) => r._id === p.repId)) throw badRequest(MSG.tasks.repUnknown);
  return move(
    ctx,
    manager,
    { taskId: p.task_id, action: 'offer' },
    (tx) => q.setAssignee(tx, { taskId: p.task_id, userId: p.repId }),
    [p.repId],
  );
}

export async function respondToOffer(ctx: AppContext, actor: Actor, p: { task_id: string; accept: boolean }) {
  const rep = requireCompanyUser(actor, ['rep']);
  return move(ctx, rep, { taskId: p.task_id, action: p.accept ? 'accept' : 'decline' }, async (tx) => {
    if (!p.accept) await q.setAssignee(tx, { taskId: p.task_id, userId: null });
  });
}

export async function checkIn(ctx: AppContext, actor: Actor, p: { task_id: string }) {
  const rep = requireCompanyUser(actor, ['rep']);
  return move(ctx, rep, { taskId: p.task_id, action: 'checkin' }, async () => {});
}

export async function completeByRep(
  ctx: AppContext,
  actor: Actor,
  p: { task_id: string; products: { name: string; price: number; quantity: number }[] },
) {
  const rep = requireCompanyUser(actor, ['rep']);
  return move(ctx, rep, { taskId: p.task_id, action: 'complete' }, (tx) => q.insertProducts(tx, p.task_id, p.products));
}

// ---- calendar dashboard ----

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
  return actor.role === 'scheduler' ? '' : departmentId;
}

export async function dashboard(ctx: AppContext, actor: Actor, raw: DashboardInput) {
  const input = dashboardInputSchema.parse(raw);
  const timeZone = isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  const scope = taskScope(actor);
  const departmentId = dashboardDepartment(actor, input.departmentId);
  const [{ events, hidden }, upcoming] = await Promise.all([
    q.calendarEvents(ctx.db, {
      scope,
      from: new Date(input.startDate),
      to: new Date(input.endDate),
      timeZone,
      departmentId,
      perDay: input.perDay,
    }),
    q.upcomingOpen(ctx.db, { scope, now: new Date(), departmentId, limit: LIMITS.upcomingMax }),
  ]);
  return { tasks: events.map(toEvent), hidden, upcoming_tasks: upcoming.map(toEvent) };
}

export async function dashboardDay(ctx: AppContext, actor: Actor, raw: z.input<typeof dashboardDayInputSchema>) {
  const input = dashboardDayInputSchema.parse(raw);
  const timeZone = isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  const from = dayjs.tz(input.date, 'YYYY-MM-DD', timeZone).startOf('day');
  const rows = await q.dayEvents(ctx.db, {
    scope: taskScope(actor),
    from: from.toDate(),
    to: from.add(1, 'day').toDate(),
    departmentId: dashboardDepartment(actor, input.departmentId),
  });
  return rows.map(toEvent);
}

/** The event popup. Rep details stay hidden until a rep has accepted. */
export async function dashboardTask(ctx: AppContext, actor: Actor, taskId: string) {
  const t = await loadTask(ctx, actor, taskId);
  const [rep] = await q.assigneesOf(ctx.db, t.id);
  const showRep = rep && !(REP_HIDDEN_STATUSES as readonly string[]).includes(t.status);
  return {
    _id: t.id,
    taskName: t.name,
    taskStatus: t.status,
    startDate: t.startDate.toISOString(),
    endDate: t.endDate.toISOString(),
    isEmergency: t.isEmergency,
    companyData: { name: t.companyName },
    assignedTo: showRep ? { name: rep.name, phone: rep.phone, email: rep.email } : null,
  };
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
        description: `No rep covered ${m.name} starting ${when(m.startDate, m.timeZone)}.`,
        actorId: null,
      });
    }
    return rows.length;
  });
  if (moved) ctx.notifier.kick();
  return moved;
}
