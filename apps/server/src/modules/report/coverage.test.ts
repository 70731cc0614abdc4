import { MSG, dayRangeInZone } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Call, type TestApp } from '../../../test/helpers';
import { insertCoverageTasks, nyDays, type CoverageFixture } from './coverage-fixture';

/**
 * Coverage analytics' figures on a hand-made data set (coverage-fixture.ts), read by Northside's
 * admin with the Account filter on Northside (his health system also holds Southside's S1).
 */
let t: TestApp;
let call: Call<'admin'>;
let f: CoverageFixture;

interface Count {
  total: number;
  uncovered: number;
  rate: number;
}
interface Coverage {
  bucket: string;
  overall: Count;
  periods: (Count & { period: string; label: string })[];
  byDepartment: (Count & { _id: string; name: string })[];
  byCompany: (Count & { _id: string; name: string })[];
  acceptance: { medianMinutes: number | null; accepted: number };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin'], '/api/report'));
  f = await insertCoverageTasks(t);
});
afterAll(() => t.close());

async function coverage(body: object): Promise<Coverage> {
  const res = await call('admin', 'POST', '/coverage', { accountId: f.ids.north, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Coverage }>().data;
}
const column = (c: Coverage, key: 'total' | 'uncovered') => c.periods.map((p) => p[key]);

describe('POST /api/report/coverage: periods', () => {
  it('counts tasks by their local day in New York, across the March DST change', async () => {
    const c = await coverage(nyDays('2026-03-02', '2026-03-15'));
    expect(c.bucket).toBe('day');
    expect(c.periods).toHaveLength(14);
    expect(c.periods[0]).toEqual({ period: '2026-03-02', label: 'Mar 2', total: 1, uncovered: 0, rate: 0 });
    // T1 (23:30 EST on 7 March) and T3 (23:30 EDT on 8 March) are the next day in UTC, but not here.
    expect(c.periods[5]).toEqual({ period: '2026-03-07', label: 'Mar 7', total: 1, uncovered: 1, rate: 1 });
    expect(c.periods[6]).toEqual({ period: '2026-03-08', label: 'Mar 8', total: 2, uncovered: 1, rate: 0.5 });
    expect(column(c, 'total')).toEqual([1, 0, 0, 0, 0, 1, 2, 1, 0, 0, 0, 0, 0, 1]);
    expect(column(c, 'uncovered')).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(c.periods.at(-1)?.label).toBe('Mar 15');
    expect(c.overall.total).toBe(6);
    expect(c.overall.uncovered).toBe(2);
    expect(c.overall.rate).toBeCloseTo(1 / 3, 10);
  });

  it('cuts the same tasks by UTC days when the user\u2019s zone is UTC', async () => {
    const c = await coverage({ ...dayRangeInZone('2026-03-02', '2026-03-15', 'UTC'), timeZone: 'UTC' });
    // T8 (23:59 EST on 1 March) moves in, T6 (23:59 EDT on 15 March) out; T1 joins 8 March, T3 9 March.
    expect(column(c, 'total')).toEqual([2, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0]);
    expect(column(c, 'uncovered')).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('counts by Monday-start weeks in the zone for ranges up to 26 weeks', async () => {
    const c = await coverage(nyDays('2026-02-04', '2026-03-31'));
    expect(c.bucket).toBe('week');
    expect(c.periods.map((p) => p.label)).toEqual([
      'Week of Feb 2',
      'Week of Feb 9',
      'Week of Feb 16',
      'Week of Feb 23',
      'Week of Mar 2',
      'Week of Mar 9',
      'Week of Mar 16',
      'Week of Mar 23',
      'Week of Mar 30',
    ]);
    expect(c.periods[0]?.period).toBe('2026-02-02');
    // T8 is Sunday 1 March (week of 23 Feb); T6 Sunday 15 March late (week of 9 March), Monday in UTC.
    expect(column(c, 'total')).toEqual([0, 0, 0, 1, 4, 2, 1, 0, 1]);
    expect(column(c, 'uncovered')).toEqual([0, 0, 0, 0, 2, 0, 0, 0, 1]);
    expect(c.periods[4]?.rate).toBe(0.5);
  });

  it('counts by month beyond 26 weeks, every month present', async () => {
    const c = await coverage(nyDays('2025-12-01', '2026-06-01'));
    expect(c.bucket).toBe('month');
    expect(c.periods.map((p) => p.label)).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
    ]);
    // T9 starts 23:30 EDT on 31 March: 1 April in UTC, March here.
    expect(column(c, 'total')).toEqual([0, 0, 0, 9, 0, 0, 0]);
    expect(column(c, 'uncovered')).toEqual([0, 0, 0, 3, 0, 0, 0]);
    expect(c.periods[3]?.period).toBe('2026-03-01');
  });

  it('switches from days to weeks after 31 days and from weeks to months after 26 weeks', async () => {
    const jan = await coverage(nyDays('2026-01-01', '2026-01-31'));
    expect([jan.bucket, jan.periods.length, jan.periods[30]?.label]).toEqual(['day', 31, 'Jan 31']);
    const janFeb = await coverage(nyDays('2026-01-01', '2026-02-01'));
    expect([janFeb.bucket, janFeb.periods.map((p) => p.label)]).toEqual([
      'week',
      ['Week of Dec 29', 'Week of Jan 5', 'Week of Jan 12', 'Week of Jan 19', 'Week of Jan 26'],
    ]);
    const half = await coverage(nyDays('2025-12-01', '2026-05-31'));
    expect([half.bucket, half.periods.length]).toEqual(['week', 26]);
  });

  it('answers an empty range with every period at zero and no acceptance time', async () => {
    const c = await coverage(nyDays('2026-01-05', '2026-01-11'));
    expect(c.periods.map((p) => [p.label, p.total, p.rate])).toEqual(
      ['Jan 5', 'Jan 6', 'Jan 7', 'Jan 8', 'Jan 9', 'Jan 10', 'Jan 11'].map((l) => [l, 0, 0]),
    );
    expect(c.overall).toEqual({ total: 0, uncovered: 0, rate: 0 });
    expect(c.byDepartment).toEqual([]);
    expect(c.byCompany).toEqual([]);
    expect(c.acceptance).toEqual({ medianMinutes: null, accepted: 0 });
  });
});

describe('POST /api/report/coverage: departments, companies and acceptance', () => {
  it('ranks departments and companies by uncovered rate, then by total', async () => {
    const c = await coverage(nyDays('2026-03-02', '2026-03-15'));
    expect(c.byDepartment).toEqual([
      { _id: f.ids.neurology, name: 'Neurology', total: 2, uncovered: 1, rate: 0.5 },
      { _id: f.ids.cardiology, name: 'Cardiology', total: 4, uncovered: 1, rate: 0.25 },
    ]);
    expect(c.byCompany).toEqual([
      { _id: f.ids.ortholine, name: 'Ortholine Devices', total: 1, uncovered: 1, rate: 1 },
      { _id: f.ids.medvance, name: 'MedVance Surgical', total: 5, uncovered: 1, rate: 0.2 },
    ]);
  });

  it('takes the median of an even count of acceptances as the mean of the middle two', async () => {
    // T2 30, T4 90 (after a decline at 20, which is no acceptance), T5 60 (cancelled since), T6 45.
    const c = await coverage(nyDays('2026-03-02', '2026-03-15'));
    expect(c.acceptance).toEqual({ medianMinutes: 52.5, accepted: 4 });
  });

  it('takes the middle acceptance of an odd count', async () => {
    // T8 (10 minutes) joins: 10, 30, 45, 60, 90.
    const c = await coverage(nyDays('2026-02-04', '2026-03-31'));
    expect(c.acceptance).toEqual({ medianMinutes: 45, accepted: 5 });
  });

  it('reads one company of the hospital\u2019s when the Company filter names it', async () => {
    const c = await coverage({ ...nyDays('2026-03-02', '2026-03-15'), companyId: f.ids.ortholine });
    expect(c.overall).toEqual({ total: 1, uncovered: 1, rate: 1 });
    expect(c.byDepartment).toEqual([{ _id: f.ids.neurology, name: 'Neurology', total: 1, uncovered: 1, rate: 1 }]);
    expect(c.acceptance).toEqual({ medianMinutes: null, accepted: 0 });
  });
});

describe('POST /api/report/coverage: bad input', () => {
  const day = nyDays('2026-03-02', '2026-03-15');
  it.each([
    ['no dates', { timeZone: 'UTC' }, MSG.reports.startRequired],
    ['an unreadable start', { ...day, startDate: 'the second of March' }, 'Invalid start date'],
    ['an end before the start', { ...day, endDate: '2026-03-01T00:00:00Z' }, MSG.reports.endBeforeStart],
    ['future dates', { ...day, endDate: '2099-01-01T00:00:00Z' }, MSG.reports.futureDates],
    ['more than a year', { ...day, startDate: '2024-01-01T00:00:00Z' }, MSG.reports.rangeTooLong],
    ['a date that is not text', { ...day, startDate: 20260302 }, MSG.reports.startRequired],
    ['an unknown grouping', { ...day, groupBy: 'planet' }, null],
  ])('refuses %s with 400 and a message', async (_what, body, message) => {
    const res = await call('admin', 'POST', '/coverage', body);
    expect(res.statusCode, res.body).toBe(400);
    const msg = res.json<{ msg: string }>().msg;
    if (message) expect(msg).toContain(message);
    else expect(msg).toBeTruthy();
  });

  it('asks for a session', async () => {
    const res = await call('nobody', 'POST', '/coverage', nyDays('2026-03-02', '2026-03-15'));
    expect(res.statusCode).toBe(401);
  });
});
