import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';

// A small cap stands in for the default 200 so the demo data crosses it.
const CAP = 20;

let t: TestApp;
let ids: DemoIds;
let call: Call<'admin'>;

beforeAll(async () => {
  t = await createTestApp({ TASK_LIST_COUNT_CAP: String(CAP) });
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin'], '/api/task'));
});
afterAll(() => t.close());

const list = async (body: Record<string, unknown>) => {
  const res = await call('admin', 'POST', '/taskList', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    list: { _id: string }[];
    pager: { currentPage: number; endPage: number; total: number; totalExact: boolean };
  }>();
};

describe('task list count', () => {
  it('stops counting at the cap past the page and says the total is a floor', async () => {
    const first = await list({ taskStatus: 'all', nextpage: 1, pagesize: 10 });
    expect(first.list).toHaveLength(10);
    expect(first.pager).toEqual({ currentPage: 1, endPage: 2, total: CAP, totalExact: false });

    // Paging on moves the cap along, so the next pages are always reachable.
    const third = await list({ taskStatus: 'all', nextpage: 3, pagesize: 10 });
    expect(third.list).toHaveLength(10);
    expect(third.pager).toMatchObject({ currentPage: 3, total: 20 + CAP, totalExact: false });
    expect(third.list.map((r) => r._id)).not.toContain(first.list[0]?._id);
  });

  it('counts exactly below the cap', async () => {
    const [withCase] = await t.ctx.db
      .select({ caseNumber: tasks.caseNumber })
      .from(tasks)
      .where(and(eq(tasks.accountId, ids.north), ne(tasks.caseNumber, '')))
      .limit(1);
    const one = await list({ taskStatus: 'all', searchPatientInfo: withCase?.caseNumber, searchPatientInfoType: 2 });
    expect(one.pager).toEqual({ currentPage: 1, endPage: 1, total: 1, totalExact: true });

    const none = await list({ taskStatus: 'all', search: 'no task is called this' });
    expect(none.pager).toEqual({ currentPage: 1, endPage: 1, total: 0, totalExact: true });
  });

  it('still counts when the page asked for is past the last', async () => {
    const [row] = await t.ctx.db.select({ n: count() }).from(tasks).where(eq(tasks.accountId, ids.north));
    const n = row?.n ?? 0;
    const page = Math.ceil(n / 10) + 2;
    const past = await list({ taskStatus: 'all', nextpage: page, pagesize: 10 });
    expect(past.list).toEqual([]);
    expect(past.pager).toEqual({ currentPage: page, endPage: Math.ceil(n / 10), total: n, totalExact: true });
  });
});
