import { MSG, dayjs } from '@casecover/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskHistory } from '../../db/schema/index';
import {
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let ids: DemoIds;
let call: Call<'admin' | 'neuro'>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'neuro'], '/api/task'));
});
afterAll(() => t.close());

const tomorrowAt = (h: number) =>
  dayjs().tz('America/New_York').add(1, 'day').hour(h).minute(0).second(0).millisecond(0);

/** A task of Cardiology booked by Northside's admin two days ahead, with a description and a case number. */
async function addTask() {
  const res = await call('admin', 'POST', '/addTask', {
    ...demoTaskBody(ids, 2),
    taskDescription: 'Bring the loaner tray',
    caseNumber: `CASE-${Date.now()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data._id as string };
}

describe('PUT /api/task/task/edit', () => {
  it('edits description, dates, patient fields and priority, recording history', async () => {
    const task = await addTask();
    const put = (body: Record<string, unknown>) =>
      call('admin', 'PUT', '/task/edit', { task_id: task.id, timeZone: 'America/New_York', ...body });
    expect((await put({ taskDescription: 'New note' })).json()).toEqual({ status: 200, msg: MSG.tasks.updated });
    expect((await put({ discription: 'x'.repeat(256) })).json().msg).toBe(MSG.tasks.descriptionLength);
    const start = tomorrowAt(13);
    expect(
      (await put({ startDate: start.toISOString(), endDate: start.add(2, 'hour').toISOString() })).statusCode,
    ).toBe(200);
    expect((await put({ startDate: start.toISOString(), endDate: start.toISOString() })).json().msg).toBe(
      MSG.tasks.endAfterStart,
    );
    expect((await put({ startDate: start.toISOString() })).json().msg).toBe(MSG.tasks.datesRequired);
    expect((await put({ patientName: 'R. Chen' })).statusCode).toBe(200);
    expect((await put({ isEmergency: true })).statusCode).toBe(200);
    const d = (await call('admin', 'GET', `/task/detail/${task.id}`)).json().data[0];
    expect(d).toMatchObject({
      taskDescription: 'New note',
      patientName: 'R. Chen',
      isEmergency: true,
      startDate: start.toISOString(),
    });
    expect(d.history.map((h: { field: string | null }) => h.field)).toEqual(
      expect.arrayContaining(['description', 'startDate', 'endDate', 'patientName', 'isEmergency']),
    );
  });

  it('edits plain fields with their old values in the history, only on an open task in the caller\u2019s scope', async () => {
    const task = await addTask();
    const put = (who: 'admin' | 'neuro', body: Record<string, unknown>) =>
      call(who, 'PUT', '/task/edit', { task_id: task.id, ...body });
    const edits = () =>
      t.ctx.db
        .select({ field: taskHistory.field, fromValue: taskHistory.fromValue, toValue: taskHistory.toValue })
        .from(taskHistory)
        .where(and(eq(taskHistory.taskId, task.id), eq(taskHistory.action, 'edit')));
    const before = (await call('admin', 'GET', `/task/detail/${task.id}`)).json().data[0];
    expect((await put('admin', { taskDescription: 'Tray B', caseNumber: 'C-17' })).statusCode).toBe(200);
    expect(await edits()).toEqual(
      expect.arrayContaining([
        { field: 'description', fromValue: 'Bring the loaner tray', toValue: 'Tray B' },
        { field: 'caseNumber', fromValue: before.caseNumber, toValue: 'C-17' },
      ]),
    );
    // Another department's scheduler: not found, and nothing changes.
    expect((await put('neuro', { taskDescription: 'Not mine' })).statusCode).toBe(404);
    await call('admin', 'PUT', '/assign_task', {
      _id: task.id,
      taskStatus: 'cancelled',
      note: 'Moved',
      timeZone: 'UTC',
    });
    expect((await put('admin', { patientSurvey: 'late' })).json().msg).toBe(MSG.tasks.closedNoEdit);
    expect(await edits()).toHaveLength(2);
    const d = (await call('admin', 'GET', `/task/detail/${task.id}`)).json().data[0];
    expect(d).toMatchObject({ taskDescription: 'Tray B', caseNumber: 'C-17', patientSurvey: '' });
  });
});
