import { randomUUID } from 'node:crypto';
import { MSG, dayjs } from '@casecover/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCompanies,
  accounts,
  notificationOutbox,
  notifications,
  reportHourTotals,
  taskHistory,
  tasks,
} from '../../db/schema/index';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';
import { sweepUncovered } from './closing-service';

let t: TestApp;
let ids: DemoIds;
let call: Call<'admin' | 'master' | 'scheduler' | 'neuro' | 'south' | 'rep' | 'manager' | 'superAdmin'>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(
    t,
    ['admin', 'master', 'scheduler', 'neuro', 'south', 'rep', 'manager', 'superAdmin'],
    '/api/task',
  ));
});
afterAll(() => t.close());

const tomorrowAt = (h: number) =>
  dayjs().tz('America/New_York').add(1, 'day').hour(h).minute(0).second(0).millisecond(0);

let n = 0;
function payload(overrides: Record<string, unknown> = {}) {
  n += 1;
  const start = tomorrowAt(9);
  return {
    timezone: 'America/New_York',
    companyId: ids.medvance,
    companyName: 'MedVance Surgical',
    departmentId: ids.cardiology,
    serviceId: ids.service,
    divisionId: ids.division,
    location_id: null,
    startDate: start.toISOString(),
    endDate: start.add(1, 'hour').toISOString(),
    priority: false,
    taskDescription: 'Bring the loaner tray',
    ccEmails: ['or.nurse@northside.test'],
    patientName: `Patient ${n} ${Date.now()}`,
    caseNumber: `CASE-${n}-${Date.now()}`,
    patientSurvey: '',
    ...overrides,
  };
}

async function addTask(
  who: 'admin' | 'master' | 'scheduler' | 'neuro' | 'south' = 'admin',
  overrides: Record<string, unknown> = {},
) {
  const body = payload(overrides);
  const res = await call(who, 'POST', '/addTask', body);
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, id: res.json().data._id as string };
}

describe('POST /api/task/addTask', () => {
  it('books a task, recording who created it', async () => {
    const task = await addTask();
    const detail = await call('admin', 'GET', `/task/detail/${task.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data[0]).toMatchObject({
      taskName: 'Pacemaker Implant',
      taskStatus: 'unassigned',
      companyName: 'MedVance Surgical',
      department: { name: 'Cardiology' },
      division: [{ name: 'Cardiovascular' }],
      ccEmails: ['or.nurse@northside.test'],
      products: [],
    });
    expect(detail.json().data[0].history[0]).toMatchObject({ action: 'created', by: 'Diane Foster' });
  });

  it('presets the scheduler\u2019s department and refuses another one', async () => {
    const task = await addTask('scheduler', { departmentId: null });
    const detail = await call('scheduler', 'GET', `/task/detail/${task.id}`);
    expect(detail.json().data[0].department.name).toBe('Cardiology');
    const other = await call('scheduler', 'POST', '/addTask', payload({ departmentId: ids.neurology }));
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe(MSG.tasks.departmentRequired());
  });

  it.each([
    [{ companyId: '' }, MSG.tasks.companyRequired],
    [{ departmentId: null }, MSG.tasks.departmentRequired()],
    [{ serviceId: '' }, MSG.tasks.serviceRequired()],
    [{ serviceId: 'not-an-id' }, MSG.tasks.serviceAgain],
    [{ divisionId: null }, MSG.tasks.divisionAgain],
    [{ startDate: '', endDate: '' }, MSG.tasks.datesRequired],
    [{ startDate: '' }, MSG.tasks.startRequired],
    [{ endDate: '' }, MSG.tasks.endRequired],
    [{ endDate: tomorrowAt(8).toISOString() }, MSG.tasks.endAfterStart],
    [{ endDate: tomorrowAt(9).toISOString() }, MSG.tasks.endAfterStart],
    [
      {
        startDate: dayjs().subtract(3, 'day').toISOString(),
        endDate: dayjs().subtract(3, 'day').add(1, 'hour').toISOString(),
      },
      MSG.tasks.startTooEarly,
    ],
    [{ taskDescription: 'x'.repeat(256) }, MSG.tasks.descriptionLength],
    [{ ccEmails: ['ok@x.test', 'not-an-email'] }, MSG.tasks.attendeeEmail],
  ])('answers 400 for %j', async (overrides, msg) => {
    const res = await call('admin', 'POST', '/addTask', payload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses another hospital\u2019s department, location, an unlinked company, and a service of another company', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ departmentId: ids.southCardiology }, MSG.tasks.departmentRequired()],
      [{ location_id: ids.southLocation }, MSG.tasks.locationRequired],
      [{ serviceId: ids.orthoService }, MSG.tasks.serviceAgain],
    ];
    for (const [overrides, msg] of cases) {
      const res = await call('admin', 'POST', '/addTask', payload(overrides));
      expect(res.json().msg).toBe(msg);
    }
    const unlinked = await call(
      'south',
      'POST',
      '/addTask',
      payload({ companyId: ids.cardiopoint, divisionId: null, departmentId: ids.southCardiology }),
    );
    // A real vendor the hospital does not work with is a conflict, with its own message.
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().msg).toBe(MSG.tasks.companyNotLinked);
    const unknown = await call('admin', 'POST', '/addTask', payload({ companyId: randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(MSG.tasks.companyRequired);
  });

  it('requires a location when the hospital turned the location setting on', async () => {
    await t.ctx.db
      .update(accounts)
      .set({ taskLocation: true })
      .where(eq(accounts.id, ids.north ?? ''));
    try {
      const res = await call('admin', 'POST', '/addTask', payload());
      expect(res.json().msg).toBe(MSG.tasks.locationRequired);
      await addTask('admin', { location_id: ids.northLocation });
    } finally {
      await t.ctx.db
        .update(accounts)
        .set({ taskLocation: false })
        .where(eq(accounts.id, ids.north ?? ''));
    }
  });

  it('books ten tasks of one slot at once: each with its history and notices, and all ten counted', async () => {
    const start = tomorrowAt(6).add(37, 'day');
    const hour = start.toDate();
    const counted = async () => {
      const [row] = await t.ctx.db
        .select({ tasks: reportHourTotals.tasks })
        .from(reportHourTotals)
        .where(and(eq(reportHourTotals.ownerId, ids.north), eq(reportHourTotals.hour, hour)));
      return row?.tasks ?? 0;
    };
    const before = await counted();
    const slot = { startDate: start.toISOString(), endDate: start.add(1, 'hour').toISOString() };
    const booked = await Promise.all(Array.from({ length: 10 }, () => addTask('admin', slot)));
    const taskIds = booked.map((b) => b.id);
    expect(new Set(taskIds).size).toBe(10);

    const history = await t.ctx.db
      .select({ taskId: taskHistory.taskId, action: taskHistory.action, toValue: taskHistory.toValue })
      .from(taskHistory)
      .where(inArray(taskHistory.taskId, taskIds));
    expect(history).toHaveLength(10);
    expect(history.every((h) => h.action === 'created' && h.toValue === 'unassigned')).toBe(true);

    const notices = await t.ctx.db
      .select({ taskId: notifications.taskId, userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(inArray(notifications.taskId, taskIds));
    const perTask = taskIds.map((id) =>
      notices
        .filter((x) => x.taskId === id)
        .map((x) => x.userId)
        .sort(),
    );
    expect(perTask[0]!.length).toBeGreaterThan(0);
    expect(perTask.every((users) => JSON.stringify(users) === JSON.stringify(perTask[0]))).toBe(true);
    expect(notices.every((x) => x.type === 'task_create')).toBe(true);
    const deliveries = await t.ctx.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .innerJoin(notifications, eq(notifications.id, notificationOutbox.notificationId))
      .where(inArray(notifications.taskId, taskIds));
    expect(deliveries.length).toBeGreaterThanOrEqual(notices.length);

    expect(await counted()).toBe(before + 10);
  });

  it('is for hospital users only', async () => {
    for (const who of ['rep', 'manager', 'superAdmin'] as const) {
      expect((await call(who, 'POST', '/addTask', payload())).statusCode).toBe(403);
    }
  });
});

describe('POST /api/task/taskList', () => {
  it('shows upcoming tasks by default, soonest first, with paging', async () => {
    const res = await call('admin', 'POST', '/taskList', { nextpage: 1, pagesize: 10 });
    expect(res.statusCode).toBe(200);
    const list = res.json().list as { startDate: string; taskStatus: string; endDate: string }[];
    expect(list).toHaveLength(10);
    expect(list.every((r) => ['unassigned', 'pending', 'assigned', 'inprogress'].includes(r.taskStatus))).toBe(true);
    expect(list.every((r) => Date.parse(r.endDate) >= Date.now() - 60_000)).toBe(true);
    const starts = list.map((r) => Date.parse(r.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(res.json().pager.endPage).toBeGreaterThan(1);
  });

  it('filters by status, company, department, priority and date range', async () => {
    const completed = await call('admin', 'POST', '/taskList', { taskStatus: 'completed', pagesize: 50 });
    expect(completed.json().list.every((r: { taskStatus: string }) => r.taskStatus === 'completed')).toBe(true);
    const byCompany = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      companyId: ids.ortholine,
      pagesize: 50,
    });
    expect(byCompany.json().list.every((r: { companyName: string }) => r.companyName === 'Ortholine Devices')).toBe(
      true,
    );
    const byDep = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      departmentId: ids.neurology,
      pagesize: 50,
    });
    expect(byDep.json().list.every((r: { department: { name: string } }) => r.department.name === 'Neurology')).toBe(
      true,
    );
    const urgent = await addTask('admin', { priority: true });
    const emergency = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      emergency: 'emergency',
      pagesize: 50,
    });
    expect(emergency.json().list.every((r: { isEmergency: boolean }) => r.isEmergency)).toBe(true);
    expect(emergency.json().pager.total).toBeGreaterThan(0);
    const day = dayjs(urgent.startDate).tz('America/New_York').format('YYYY-MM-DD');
    const range = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      startDate: dayjs.tz(`${day} 00:00:01`, 'America/New_York').toISOString(),
      endDate: dayjs.tz(`${day} 23:59:59`, 'America/New_York').toISOString(),
      pagesize: 50,
    });
    expect(range.json().list.map((r: { _id: string }) => r._id)).toContain(urgent.id);
  });

  it('finds a task by the full patient name or case number only', async () => {
    const task = await addTask();
    const byName = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      searchPatientInfo: task.patientName.toUpperCase(),
      searchPatientInfoType: 1,
    });
    expect(byName.json().list.map((r: { _id: string }) => r._id)).toEqual([task.id]);
    const byCase = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      searchPatientInfo: task.caseNumber,
      searchPatientInfoType: 2,
    });
    expect(byCase.json().list.map((r: { _id: string }) => r._id)).toEqual([task.id]);
    const partial = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      searchPatientInfo: task.caseNumber.slice(0, 6),
      searchPatientInfoType: 0,
    });
    expect(partial.json().list).toEqual([]);
    const wrongType = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      searchPatientInfo: task.caseNumber,
      searchPatientInfoType: 1,
    });
    expect(wrongType.json().list).toEqual([]);
  });

  it('scopes the list: hospital, a scheduler\u2019s department, a rep\u2019s own tasks', async () => {
    const south = await call('south', 'POST', '/taskList', { taskStatus: 'all', pagesize: 50 });
    const northTask = await addTask();
    expect(south.json().list.map((r: { _id: string }) => r._id)).not.toContain(northTask.id);
    const sched = await call('scheduler', 'POST', '/taskList', { taskStatus: 'all', pagesize: 50 });
    expect(sched.json().list.every((r: { department: { name: string } }) => r.department.name === 'Cardiology')).toBe(
      true,
    );
    const filtered = await call('scheduler', 'POST', '/taskList', { taskStatus: 'all', departmentId: ids.neurology });
    expect(filtered.json().list).toEqual([]);
    const rep = await call('rep', 'POST', '/taskList', { taskStatus: 'all', pagesize: 50 });
    expect(
      rep.json().list.every((r: { salesRep: { name: string } | null }) => r.salesRep?.name === 'Jordan Ellis'),
    ).toBe(true);
  });

  it('searches task names and company names, case-insensitively, inside the scope', async () => {
    const byTask = await call('admin', 'POST', '/taskList', { taskStatus: 'all', search: 'pacemaker', pagesize: 50 });
    const taskRows = byTask.json().list as { taskName: string }[];
    expect(taskRows.length).toBeGreaterThan(0);
    expect(taskRows.every((r) => r.taskName.toLowerCase().includes('pacemaker'))).toBe(true);
    const byCompany = await call('admin', 'POST', '/taskList', {
      taskStatus: 'all',
      search: 'ORTHOLINE',
      pagesize: 50,
    });
    const companyRows = byCompany.json().list as { companyName: string }[];
    expect(companyRows.length).toBeGreaterThan(0);
    expect(companyRows.every((r) => r.companyName === 'Ortholine Devices')).toBe(true);
    // Like-pattern characters are plain text, and another hospital's tasks never match.
    const wild = await call('admin', 'POST', '/taskList', { taskStatus: 'all', search: '%_%' });
    expect(wild.json().list).toEqual([]);
    const northTask = await addTask();
    const fromSouth = await call('south', 'POST', '/taskList', {
      taskStatus: 'all',
      search: 'Pacemaker',
      pagesize: 50,
    });
    expect(fromSouth.json().list.map((r: { _id: string }) => r._id)).not.toContain(northTask.id);
  });

  it('answers 400 to bad filters', async () => {
    expect((await call('admin', 'POST', '/taskList', { pagesize: 7 })).statusCode).toBe(400);
    expect((await call('admin', 'POST', '/taskList', { taskStatus: 'bogus' })).statusCode).toBe(400);
    expect((await call('admin', 'POST', '/taskList', { companyId: 'x' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/task/taskList', payload: {} })).statusCode).toBe(401);
  });
});

describe('task detail, edit and status', () => {
  it('answers 404 for another hospital\u2019s or department\u2019s task and made-up ids', async () => {
    const task = await addTask();
    expect((await call('south', 'GET', `/task/detail/${task.id}`)).statusCode).toBe(404);
    expect((await call('neuro', 'GET', `/task/detail/${task.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/task/detail/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/task/detail/abc')).statusCode).toBe(404);
    expect((await call('south', 'PUT', '/task/edit', { task_id: task.id, taskDescription: 'x' })).statusCode).toBe(404);
    expect((await call('south', 'PUT', '/assign_task', { _id: task.id, taskStatus: 'cancelled' })).statusCode).toBe(
      404,
    );
    const after = await call('admin', 'GET', `/task/detail/${task.id}`);
    expect(after.json().data[0]).toMatchObject({ taskStatus: 'unassigned', taskDescription: 'Bring the loaner tray' });
  });

  it('cancels with a note, then refuses further changes', async () => {
    const task = await addTask();
    const cancel = await call('admin', 'PUT', '/assign_task', {
      _id: task.id,
      taskStatus: 'cancelled',
      note: 'Surgeon unavailable',
      timeZone: 'UTC',
    });
    expect(cancel.json()).toEqual({ status: 200, msg: MSG.tasks.cancelled });
    const again = await call('admin', 'PUT', '/assign_task', { _id: task.id, taskStatus: 'completed' });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(MSG.tasks.transitionRefused('Cancelled', 'Completed'));
    expect((await call('admin', 'PUT', '/task/edit', { task_id: task.id, isEmergency: true })).json().msg).toBe(
      MSG.tasks.closedNoEdit,
    );
    expect((await call('admin', 'PUT', '/task/edit', { task_id: task.id, taskDescription: 'x' })).json().msg).toBe(
      MSG.tasks.closedNoEdit,
    );
    const [h] = await t.ctx.db
      .select({ note: taskHistory.note })
      .from(taskHistory)
      .where(and(eq(taskHistory.taskId, task.id), eq(taskHistory.toValue, 'cancelled')));
    expect(h?.note).toBe('Surgeon unavailable');
  });

  it('refuses a cancel without a note, with the message the cancel dialog shows, and leaves the task open', async () => {
    const task = await addTask();
    for (const note of [undefined, '', '   ']) {
      const res = await call('admin', 'PUT', '/assign_task', {
        _id: task.id,
        taskStatus: 'cancelled',
        ...(note === undefined ? {} : { note }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.tasks.cancelNoteRequired);
    }
    expect((await call('admin', 'GET', `/task/detail/${task.id}`)).json().data[0].taskStatus).toBe('unassigned');
  });

  it('completes through Update Status and requires a status', async () => {
    const task = await addTask();
    expect((await call('admin', 'PUT', '/assign_task', { _id: task.id })).json().msg).toBe(MSG.tasks.statusRequired);
    expect((await call('admin', 'PUT', '/assign_task', { _id: task.id, taskStatus: 'assigned' })).json().msg).toBe(
      MSG.tasks.statusRequired,
    );
    const started = await addTask('admin', {
      startDate: dayjs().subtract(1, 'hour').toISOString(),
      endDate: dayjs().toISOString(),
    });
    const done = await call('admin', 'PUT', '/assign_task', {
      _id: started.id,
      taskStatus: 'completed',
      note: 'Completed without vendor',
    });
    expect(done.json()).toEqual({ status: 200, msg: MSG.tasks.statusUpdated });
  });

  it('lets a rep read his tasks but not change them from the hospital side', async () => {
    const list = await call('rep', 'POST', '/taskList', { taskStatus: 'all' });
    const mine = list.json().list[0]._id as string;
    expect((await call('rep', 'GET', `/task/detail/${mine}`)).statusCode).toBe(200);
    expect((await call('rep', 'PUT', '/assign_task', { _id: mine, taskStatus: 'cancelled' })).statusCode).toBe(403);
  });
});

describe('the uncovered sweep', () => {
  it('marks open tasks whose start has passed, once', async () => {
    const task = await addTask();
    const [row] = await t.ctx.db.select({ start: tasks.startDate }).from(tasks).where(eq(tasks.id, task.id));
    const later = new Date((row?.start.getTime() ?? 0) + 60_000);
    const moved = await sweepUncovered(t.ctx, later);
    expect(moved).toBeGreaterThan(0);
    expect((await call('admin', 'GET', `/task/detail/${task.id}`)).json().data[0].taskStatus).toBe('uncovered');
    expect(await sweepUncovered(t.ctx, new Date())).toBe(0);
    const link = await t.ctx.db.select().from(accountCompanies).limit(1);
    expect(link.length).toBe(1);
  });
});
