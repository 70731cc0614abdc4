import {
  MSG,
  type addTaskInputSchema,
  type editTaskInputSchema,
  instantMark,
  isValidTimeZone,
  parseWireDate,
  OPEN_STATUSES,
  canTaskAction,
  TASK_STATUSES,
  isRetrospective,
  startOfYesterday,
  type taskListInputSchema,
  type TaskStatus,
  isDepartmentBound,
} from '@casecover/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../identity/actor';
import { taskScope } from '../../scope/task-scope';
import * as companies from '../company/service';
import * as departments from '../department/service';
import * as locations from '../location/service';
import * as notifications from '../notifications/service';
import { afterWave, endBroadcast, startBroadcast } from './broadcast-service';
import { requireBooker } from './policy';
import { bookingLookups } from './booking-queries';
import * as q from './queries';
import type { ScopedTask } from './queries';

/**
 * A task's start in a notification: kept as the instant, and written in each reader's own zone,
 * labelled ("02-11-2027 10:00 AM IST"), when he reads the list or is mailed (see fillInstantMarks).
 */
export const when = (start: Date) => instantMark(start);

export function summary(t: { name: string; companyName: string; departmentName: string; startDate: Date }) {
  return `${t.name} for ${t.departmentName} with ${t.companyName}, ${when(t.startDate)}`;
}

// ---- create ----

export async function addTask(ctx: AppContext, actor: Actor, input: z.output<typeof addTaskInputSchema>) {
  const booker = requireBooker(actor);
  const accountId = booker.accountId;
  const timeZone = isValidTimeZone(input.timezone) ? input.timezone : 'UTC';

  let departmentId = input.departmentId;
  if (isDepartmentBound(booker.role)) departmentId = departmentId ?? booker.departmentIds[0] ?? null;
  const scoped = departments.departmentScope(booker);
  const inScope = Boolean(departmentId) && (!scoped || scoped.includes(departmentId as string));

  // Everything the booking names is looked up in one statement, with who will hear of it (for the
  // division it names): under load each statement waits for a pooled connection. Each module's
  // own lookup is a piece of it. Only ids of the right form are looked up; an answer counts only
  // once the checks below, in the order of the form, have passed.
  const askedDivision = input.divisionId ?? null;
  const { company, department, division, locationRequired, location, service, audience } = await bookingLookups(
    ctx.db,
    (p) => ({
      company: companies.bookingLookups.linkedCompany(ctx.db, p),
      department: departments.accountDepartmentQuery(ctx.db, p),
      division: companies.bookingLookups.division(ctx.db, p),
      locationRequired: locations.bookingLookups.locationRequired(ctx.db, p.accountId),
      location: locations.bookingLookups.location(ctx.db, p),
      service: companies.bookingLookups.service(ctx.db, p),
      audience: notifications.newTaskAudienceQuery(ctx.db, p),
    }),
    {
      accountId,
      companyId: isUuid(input.companyId) ? input.companyId : null,
      departmentId: inScope ? departmentId : null,
      divisionId: askedDivision,
      locationId: input.location_id ?? null,
      serviceId: isUuid(input.serviceId) ? input.serviceId : null,
    },
  );
  if (!company) {
    // A real vendor that is not (or no longer) linked to this hospital: a conflict the user can act on.
    if (await companies.companyExists(ctx, input.companyId)) {
      throw conflict(MSG.tasks.companyNotLinked);
    }
    throw badRequest(MSG.tasks.companyRequired);
  }
  if (!departmentId || !inScope) throw badRequest(MSG.tasks.departmentRequired());
  const divisionId = company.size === 'large' ? input.divisionId : null;
  if (!department) throw badRequest(MSG.tasks.departmentRequired());
  if (company.size === 'large' && !divisionId) throw badRequest(MSG.tasks.divisionAgain);
  if (divisionId && !division) throw badRequest(MSG.tasks.divisionAgain);
  if (locationRequired && !input.location_id) throw badRequest(MSG.tasks.locationRequired);
  if (input.location_id && !location) throw badRequest(MSG.tasks.locationRequired);
  if (!service || (divisionId && service.divisionId && service.divisionId !== divisionId)) {
    throw badRequest(MSG.tasks.serviceAgain);
  }

  const startDate = new Date(input.startDate);
  const endDate = new Date(input.endDate);
  if (startDate < startOfYesterday(timeZone)) throw badRequest(MSG.tasks.startTooEarly);

  // Who will hear of it was read before the booking, so the booking is one statement that only
  // writes (see insertBookedTask): every booking of one slot updates the same report facts rows.
  // A division named for a company without divisions is not the task's: then it is read again.
  const owner = { accountId, departmentId: department.id, companyId: company.id, divisionId };
  const heard =
    (divisionId ?? null) === askedDivision
      ? notifications.audienceOf(audience)
      : await notifications.newTaskAudience(ctx.db, owner);
  const booking = {
    task: {
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
    },
    actorId: booker.id,
    status: 'unassigned' as const,
    notice: notifications.newTaskNotice(
      {
        type: input.priority ? 'task_create_med' : 'task_create',
        title: input.priority ? `Emergency task: ${service.name}` : `New task: ${service.name}`,
        description: summary({
          name: service.name,
          companyName: company.name,
          departmentName: department.name,
          startDate,
        }),
        actorId: booker.id,
      },
      heard,
    ),
  };
  if (!input.priority) {
    const task = await q.insertBookedTask(ctx.db, booking);
    // Its notifications go out now, not at the outbox's next poll.
    ctx.notifier.kick();
    return { ...task, wave: null };
  }
  // An emergency starts its broadcast's first wave in the same transaction.
  const created = await ctx.db.transaction(async (tx) => {
    const task = await q.insertBookedTask(tx, booking);
    return { ...task, wave: await startBroadcast(tx, task.id, new Date()) };
  });
  await afterWave(ctx, created.wave);
  return created;
}

// ---- read ----

/** The people on a task already loaded through the scope, first assigned first. */
export async function assigneesOf(ctx: AppContext, task: ScopedTask) {
  return q.assigneesOf(ctx.db, task);
}

/** The list's filters as the queries read them, paging aside (the list and its download share it). */
export async function listSelection(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof taskListInputSchema>,
  now: Date = new Date(),
): Promise<q.ListSelection> {
  let statuses: TaskStatus[] | null = null;
  let upcomingFrom: Date | null = null;
  switch (input.taskStatus) {
    case 'upcoming':
      statuses = [...OPEN_STATUSES];
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
  return {
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
    searchCompanyIds: await companies.companyIdsNamed(ctx.db, input.search),
  };
}

export async function listTasks(ctx: AppContext, actor: Actor, input: z.output<typeof taskListInputSchema>) {
  const offset = (input.nextpage - 1) * input.pagesize;
  const { total, totalExact, rows } = await q.listTasks(ctx.db, {
    ...(await listSelection(ctx, actor, input)),
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

/** A task inside the caller's scope; another tenant's or a made-up id is "not found". */
export async function scopedTask(ctx: AppContext, actor: Actor, taskId: string) {
  if (!isUuid(taskId)) throw notFound(MSG.tasks.notFound);
  const task = await q.findTask(ctx.db, { scope: taskScope(actor), taskId });
  if (!task) throw notFound(MSG.tasks.notFound);
  return task;
}

export async function taskDetail(ctx: AppContext, actor: Actor, taskId: string) {
  if (!isUuid(taskId)) throw notFound(MSG.tasks.notFound);
  const t = await q.findTaskDetail(ctx.db, { scope: taskScope(actor), taskId });
  if (!t) throw notFound(MSG.tasks.notFound);
  const { assigned, products, history } = t;
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
    bookedAt: t.bookedAt.toISOString(),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}

// ---- change ----

export async function editTask(ctx: AppContext, actor: Actor, input: z.output<typeof editTaskInputSchema>) {
  const booker = requireBooker(actor);
  const plain: q.PlainEdit = {
    description: input.taskDescription ?? input.discription,
    patientName: input.patientName,
    caseNumber: input.caseNumber,
    patientSurvey: input.patientSurvey,
  };
  // A change of plain fields (no dates, no Emergency flag) tells nobody and starts nothing: it is
  // checked and written by one statement, so it waits for a pooled connection once.
  const onlyPlain = input.startDate === undefined && input.endDate === undefined && input.isEmergency === undefined;
  if (onlyPlain && Object.values(plain).some((v) => v !== undefined)) {
    if (!isUuid(input.task_id)) throw notFound(MSG.tasks.notFound);
    const changed = await q.editPlainFields(ctx.db, {
      scope: taskScope(booker),
      taskId: input.task_id,
      editable: TASK_STATUSES.filter((status) => canTaskAction(booker.role, status, 'edit')),
      set: plain,
      actorId: booker.id,
    });
    if (changed === null) throw notFound(MSG.tasks.notFound);
    if (!changed) throw badRequest(MSG.tasks.closedNoEdit);
    return;
  }
  const t = await scopedTask(ctx, booker, input.task_id);
  const changes: { field: string; from: string; to: string }[] = [];
  const set: Parameters<typeof q.updateTaskWithHistory>[2] = {};

  // The Emergency flag still changes on an uncovered task; every other field only on an open one.
  const editAction = input.isEmergency !== undefined ? 'emergency' : 'edit';
  if (!canTaskAction(booker.role, t.status, editAction)) throw badRequest(MSG.tasks.closedNoEdit);
  if (input.isEmergency !== undefined) {
    set.isEmergency = input.isEmergency;
    changes.push({ field: 'isEmergency', from: String(t.isEmergency), to: String(input.isEmergency) });
  }
  const description = input.taskDescription ?? input.discription;
  if (description !== undefined) {
    set.description = description;
    changes.push({ field: 'description', from: t.description, to: description });
  }
  if (input.endDate !== undefined) {
    // A time without an offset is read in the zone the call names, else in the task's own zone.
    const timeZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : t.timeZone;
    const start = input.startDate ? new Date(parseWireDate(input.startDate, timeZone)) : t.startDate;
    const end = new Date(parseWireDate(input.endDate, timeZone));
    if (end <= start) throw badRequest(MSG.tasks.endAfterStart);
    if (input.startDate && start.getTime() !== t.startDate.getTime()) {
      // Add Task's limit, and no move into the past: the sweep would close the task at once.
      // Only a record (booked after its start) is corrected within the past, still before its booking.
      if (start < startOfYesterday(timeZone)) throw badRequest(MSG.tasks.startTooEarly);
      const isRecord = isRetrospective(t.startDate, t.bookedAt);
      if (start.getTime() < Date.now() && !(isRecord && start < t.bookedAt)) throw badRequest(MSG.tasks.startInPast);
    }
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
  const history = changes.map((c) => ({
    taskId: t.id,
    actorId: booker.id,
    action: 'edit',
    field: c.field,
    fromValue: c.from,
    toValue: c.to,
  }));
  const wave = await ctx.db.transaction(async (tx) => {
    await q.updateTaskWithHistory(tx, t.id, set, history);
    if (set.endDate) {
      const startDate = set.startDate ?? t.startDate;
      await notifications.notify(tx, {
        taskId: t.id,
        type: 'task_rescheduled',
        title: `Task rescheduled: ${t.name}`,
        description: `${summary({ ...t, startDate })} (was ${when(t.startDate)})`,
        actorId: booker.id,
      });
    }
    // Switched to Emergency while unassigned: the broadcast starts; switched back, it stops.
    if (input.isEmergency === false) await endBroadcast(tx, { taskId: t.id, reason: 'normal', at: new Date() });
    return input.isEmergency ? startBroadcast(tx, t.id, new Date()) : null;
  });
  await afterWave(ctx, wave);
}
