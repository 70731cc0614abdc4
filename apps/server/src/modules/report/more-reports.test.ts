import { MSG, type ReportData, type SalesRep } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, departments, services, tasks } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { MORE_EMAILS, moreSession, type MoreWorld } from './more-fixture';

let t: TestApp;
let w: MoreWorld;
let call: Awaited<ReturnType<typeof moreSession>>['call'];

beforeAll(async () => {
  t = await createTestApp();
  ({ world: w, call } = await moreSession(t));
}, 120_000);
afterAll(() => t.close());

function data(res: LightMyRequestResponse): ReportData {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportData }>().data;
}
const refused = (res: LightMyRequestResponse, status: number, msg: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<{ msg: string }>().msg).toBe(msg);
};

describe('Products Breakdown', () => {
  it('totals quantity, revenue and cases per product over the company’s completed cases in the range', async () => {
    const d = data(await call('largoAdmin', '/productDetails', {}));
    expect(d.tableData).toEqual([
      { product: 'Stent', quantity: 3, revenue: 300, cases: 2 },
      { product: 'Catheter', quantity: 5, revenue: 250, cases: 2 },
    ]);
    expect(d.chart).toBe('pie');
    expect(d.xaxis).toEqual(['Stent', 'Catheter']);
    expect(d.yaxis).toEqual([
      { name: 'Revenue', data: [300, 250] },
      { name: 'Quantity', data: [3, 5] },
    ]);
    expect(d.tableHeaders.map((h) => h.label)).toEqual(['Product', 'Quantity', 'Revenue', 'Cases']);
  });

  it('shows a hospital its own cases across its vendors, and nothing of another hospital', async () => {
    expect(data(await call('alphaAdmin', '/productDetails', {})).tableData).toEqual([
      { product: 'Stent', quantity: 3, revenue: 300, cases: 2 },
      { product: 'Catheter', quantity: 1, revenue: 50, cases: 1 },
      { product: 'Glove', quantity: 10, revenue: 25, cases: 1 },
    ]);
    expect(data(await call('betaAdmin', '/productDetails', {})).tableData).toEqual([
      { product: 'Catheter', quantity: 4, revenue: 200, cases: 1 },
    ]);
  });

  it('narrows a division manager to his division and the Super Admin to the company he chose', async () => {
    expect(data(await call('largoDivisionManager', '/productDetails', {})).tableData).toEqual([
      { product: 'Stent', quantity: 3, revenue: 300, cases: 2 },
      { product: 'Catheter', quantity: 1, revenue: 50, cases: 1 },
    ]);
    expect(data(await call('superAdmin', '/productDetails', { companyId: w.ids.smallco })).tableData).toEqual([
      { product: 'Glove', quantity: 10, revenue: 25, cases: 1 },
    ]);
  });

  it('is empty for a day with no completed case', async () => {
    const day = new Date(Date.parse(w.range.startDate) + 6 * 86_400_000);
    const d = data(
      await call('largoAdmin', '/productDetails', {
        startDate: day.toISOString(),
        endDate: new Date(day.getTime() + 86_399_999).toISOString(),
      }),
    );
    expect(d.tableData).toEqual([]);
    expect(d.xaxis).toEqual([]);
  });
});

describe('Pipeline Report', () => {
  it('counts the tasks booked in the range by where they stand now, per department, naming the hospital when names repeat', async () => {
    const d = data(await call('largoAdmin', '/pipeLine', {}));
    const zero = { unassigned: 0, pending: 0, assigned: 0, inprogress: 0, completed: 0, cancelled: 0, uncovered: 0 };
    expect(d.tableData).toEqual([
      { ...zero, name: 'Cardiology (Alpha Hospital)', completed: 3, pending: 1, total: 4 },
      { ...zero, name: 'Cardiology (Beta Hospital)', completed: 1, cancelled: 1, total: 2 },
      { ...zero, name: 'Orthopedics', assigned: 1, inprogress: 1, total: 2 },
    ]);
    expect(d.tableHeaders.map((h) => h.label)).toEqual([
      'Department',
      'Unassigned',
      'Pending',
      'Assigned',
      'In Progress',
      'Completed',
      'Cancelled',
      'Uncovered',
      'Total',
    ]);
    expect(d.yaxis.find((s) => s.name === 'Completed')?.data).toEqual([3, 1, 0]);
  });

  it('groups by company when asked', async () => {
    const d = data(await call('alphaAdmin', '/pipeLine', { groupBy: 'company' }));
    expect(d.tableData.map((r) => [r.name, r.total, r.completed])).toEqual([
      ['Largo Medical', 6, 3],
      ['Smallco Devices', 1, 1],
    ]);
    expect(d.axisTitle).toEqual({ x: 'Company', y: 'Tasks booked' });
  });

  it('keeps a scheduler to his department', async () => {
    const d = data(await call('alphaScheduler', '/pipeLine', { groupBy: 'company' }));
    expect(d.tableData.map((r) => [r.name, r.total])).toEqual([
      ['Largo Medical', 4],
      ['Smallco Devices', 1],
    ]);
  });
});

describe('Most Active', () => {
  it('ranks a company’s accounts, with the id the Sales Reps popup asks by', async () => {
    const d = data(await call('largoAdmin', '/mostActive/account', {}));
    expect(d.tableData).toEqual([
      { name: 'Alpha Hospital', tasks: 6, accountId: w.ids.alpha },
      { name: 'Beta Hospital', tasks: 3, accountId: w.ids.beta },
    ]);
    expect(d.chart).toBe('bar');
    expect(d.tableHeaders.map((h) => h.key)).toEqual(['name', 'tasks']);
  });

  it('ranks reps by the cases they covered (offers and cancelled cases left out)', async () => {
    const d = data(await call('largoAdmin', '/mostActive/rep', {}));
    expect(d.tableData).toEqual([
      { name: 'Rita One', detail: 'Largo Medical', tasks: 3 },
      { name: 'Rob Two', detail: 'Largo Medical', tasks: 2 },
      { name: 'Rae Three', detail: 'Largo Medical', tasks: 1 },
    ]);
  });

  it('ranks companies for a hospital and the booking employees for a vendor', async () => {
    expect(data(await call('alphaAdmin', '/mostActive/company', {})).tableData).toEqual([
      { name: 'Largo Medical', tasks: 6 },
      { name: 'Smallco Devices', tasks: 1 },
    ]);
    expect(data(await call('largoAdmin', '/mostActive/employee', {})).tableData).toEqual([
      { name: 'Ada Alpha', detail: 'Alpha Hospital', tasks: 4 },
      { name: 'Bea Beta', detail: 'Beta Hospital', tasks: 3 },
      { name: 'Sam Alpha', detail: 'Alpha Hospital', tasks: 2 },
    ]);
  });

  it('counts only a scheduler’s department', async () => {
    expect(data(await call('alphaScheduler', '/mostActive/account', {})).tableData).toEqual([
      { name: 'Alpha Hospital', tasks: 5, accountId: w.ids.alpha },
    ]);
  });

  it('keeps the ten with the most tasks, ties by name', async () => {
    // A week before the fixture's: 13 more hospitals with 1–12 tasks each, "Top 13" tying "Top 03".
    const week = new Date(Date.parse(w.range.startDate) - 7 * 86_400_000);
    const [service] = await t.ctx.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.companyId, w.ids.largo));
    const counts = [...Array.from({ length: 12 }, (_, i) => i + 1), 3];
    for (const [i, n] of counts.entries()) {
      const name = `Top ${String(i + 1).padStart(2, '0')}`;
      const [account] = await t.ctx.db.insert(accounts).values({ name }).returning({ id: accounts.id });
      const [dep] = await t.ctx.db
        .insert(departments)
        .values({ accountId: account?.id ?? '', name: 'Cardiology' })
        .returning({ id: departments.id });
      await t.ctx.db.insert(tasks).values(
        Array.from({ length: n }, () => ({
          accountId: account?.id ?? '',
          departmentId: dep?.id ?? '',
          companyId: w.ids.largo,
          serviceId: service?.id ?? '',
          name,
          startDate: new Date(week.getTime() + 36_000_000),
          endDate: new Date(week.getTime() + 43_200_000),
          timeZone: 'UTC',
          createdAt: week,
        })),
      );
    }
    const d = data(
      await call('largoAdmin', '/mostActive/account', {
        startDate: week.toISOString(),
        endDate: new Date(week.getTime() + 7 * 86_400_000 - 1).toISOString(),
      }),
    );
    expect(d.xaxis).toEqual([
      'Top 12',
      'Top 11',
      'Top 10',
      'Top 09',
      'Top 08',
      'Top 07',
      'Top 06',
      'Top 05',
      'Top 04',
      'Top 03',
    ]);
    expect(d.yaxis[0]?.data).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('answers 400 for an unknown kind', async () => {
    refused(await call('largoAdmin', '/mostActive/planet', {}), 400, MSG.notFound);
  });
});

describe('Sales Reps popup', () => {
  const reps = async (who: Parameters<typeof call>[0], accountId: string) => {
    const res = await call(who, '/salesReps', { accountId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: SalesRep[] }>().data;
  };

  it('lists the reps who covered the account’s cases in the range, with their counts and contacts', async () => {
    const rows = await reps('largoAdmin', w.ids.alpha);
    expect(rows).toEqual([
      {
        _id: w.userId('rep1'),
        name: 'Rita One',
        email: MORE_EMAILS.rep1,
        phone: '404-555-0199',
        companyName: 'Largo Medical',
        tasks: 3,
      },
      {
        _id: w.userId('rep2'),
        name: 'Rob Two',
        email: MORE_EMAILS.rep2,
        phone: '404-555-0199',
        companyName: 'Largo Medical',
        tasks: 2,
      },
    ]);
    expect((await reps('alphaAdmin', w.ids.alpha)).map((r) => [r.name, r.companyName, r.tasks])).toEqual([
      ['Rita One', 'Largo Medical', 3],
      ['Rob Two', 'Largo Medical', 2],
      ['Sid Small', 'Smallco Devices', 1],
    ]);
    expect((await reps('largoAdmin', w.ids.beta)).map((r) => r.name)).toEqual(['Rae Three']);
    expect(await reps('largoDivisionManager', w.ids.beta)).toEqual([]);
  });

  it('answers 404 for an account outside the caller’s reach', async () => {
    refused(await call('alphaAdmin', '/salesReps', { accountId: w.ids.beta }), 404, MSG.reports.accountNotFound);
    refused(await call('smallAdmin', '/salesReps', { accountId: w.ids.beta }), 404, MSG.reports.accountNotFound);
    refused(await call('largoAdmin', '/salesReps', { accountId: 'not-an-id' }), 404, MSG.reports.accountNotFound);
    refused(await call('superAdmin', '/salesReps', { accountId: w.ids.largo }), 404, MSG.reports.accountNotFound);
  });

  it('answers 400 without an account', async () => {
    refused(await call('largoAdmin', '/salesReps', { accountId: '' }), 400, MSG.reports.accountNotFound);
  });
});

describe('who may ask, and bad filters', () => {
  const paths = ['/productDetails', '/pipeLine', '/repUtilization', '/mostActive/rep', '/salesReps'];

  it('refuses a Sales Rep with 403 and a stranger with 401', async () => {
    for (const path of paths) {
      refused(await call('rep1', path, { accountId: w.ids.alpha }), 403, MSG.reports.notForReps);
      expect((await call('nobody', path, { accountId: w.ids.alpha })).statusCode).toBe(401);
    }
  });

  it('answers 404 with the filter’s message for another tenant’s company, department or unit', async () => {
    refused(
      await call('largoAdmin', '/productDetails', { companyId: w.ids.smallco }),
      404,
      MSG.reports.companyNotFound,
    );
    refused(await call('betaAdmin', '/pipeLine', { companyId: w.ids.smallco }), 404, MSG.reports.companyNotFound);
    refused(
      await call('betaAdmin', '/mostActive/rep', { departmentId: w.ids.alphaCardio }),
      404,
      MSG.reports.departmentNotFound,
    );
    refused(
      await call('largoAdmin', '/pipeLine', { level: 'region', levelId: w.ids.sr }),
      404,
      MSG.reports.unitNotFound,
    );
    refused(
      await call('largoDivisionManager', '/productDetails', { levelId: w.ids.d2 }),
      404,
      MSG.reports.unitNotFound,
    );
  });

  it('answers 400 with the message for missing, reversed or future dates, never 500', async () => {
    for (const path of paths) {
      refused(
        await call('largoAdmin', path, { accountId: w.ids.alpha, startDate: '' }),
        400,
        MSG.reports.startRequired,
      );
      refused(
        await call('largoAdmin', path, {
          accountId: w.ids.alpha,
          startDate: w.range.endDate,
          endDate: w.range.startDate,
        }),
        400,
        MSG.reports.endBeforeStart,
      );
      const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
      refused(
        await call('largoAdmin', path, { accountId: w.ids.alpha, endDate: future }),
        400,
        MSG.reports.futureDates,
      );
      // The popup takes no grouping or hierarchy: for it the wrong type is the account's.
      const bad = await call(
        'largoAdmin',
        path,
        path === '/salesReps' ? { accountId: 7 } : { groupBy: 'planet', level: 7 },
      );
      expect(bad.statusCode, `${path} ${bad.body}`).toBe(400);
    }
  });
});
