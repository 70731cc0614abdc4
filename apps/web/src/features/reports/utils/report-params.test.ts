import { describe, expect, it } from 'vitest';
import { reportInput } from './report-input';
import {
  DEFAULT_REPORT_PARAMS,
  applyReportChange,
  readReportParams,
  reportDays,
  visibleFilters,
  writeReportParams,
  type ReportParams,
} from './report-params';
import { unitOptions } from './unit-options';

const TODAY = '2026-11-24';
const read = (query: string) => readReportParams(new URLSearchParams(query), TODAY);

describe('report filters in the URL', () => {
  it('reads the plain /reports as the defaults: Activity Report, today, grouped by department, Graphs', () => {
    expect(read('')).toEqual(DEFAULT_REPORT_PARAMS);
    expect(reportDays(read(''), TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(writeReportParams(DEFAULT_REPORT_PARAMS).toString()).toBe('');
  });

  it('writes every filter and reads it back unchanged', () => {
    const params: ReportParams = {
      report: 'procedure',
      from: '2026-09-01',
      to: '2026-10-31',
      groupBy: 'company',
      departmentId: 'dep-1',
      companyId: 'co-9',
      accountId: 'acc-2',
      division: 'div-1',
      area: 'area-1',
      region: 'reg-1',
      territory: 'ter-1',
      tab: 'table',
      page: 3,
    };
    const query = writeReportParams(params).toString();
    expect(query).toBe(
      'report=procedure&from=2026-09-01&to=2026-10-31&groupBy=company&departmentId=dep-1&companyId=co-9&accountId=acc-2' +
        '&division=div-1&area=area-1&region=reg-1&territory=ter-1&tab=table&page=3',
    );
    expect(read(query)).toEqual(params);
  });

  it('reads unknown or malformed values, and future days, as the defaults', () => {
    expect(read('report=salesForecast&groupBy=hospital&tab=pie&page=-2&from=11-01-2026&to=2026-12-25')).toEqual(
      DEFAULT_REPORT_PARAMS,
    );
  });

  it('puts a reversed range in order', () => {
    expect(reportDays({ from: '2026-10-10', to: '2026-10-01' }, TODAY)).toEqual({
      from: '2026-10-01',
      to: '2026-10-10',
    });
  });
});

describe('filter changes', () => {
  const chosen: ReportParams = {
    ...DEFAULT_REPORT_PARAMS,
    report: 'procedure',
    companyId: 'co-1',
    division: 'd1',
    area: 'a1',
    region: 'r1',
    territory: 't1',
    page: 4,
  };

  it('clears area, region and territory when the division changes', () => {
    expect(applyReportChange(chosen, { division: 'd2' })).toMatchObject({
      division: 'd2',
      area: '',
      region: '',
      territory: '',
    });
  });

  it('clears region and territory when the area changes, and keeps the division', () => {
    expect(applyReportChange(chosen, { area: 'a2' })).toMatchObject({
      division: 'd1',
      area: 'a2',
      region: '',
      territory: '',
    });
  });

  it('clears only the territory when the region changes', () => {
    expect(applyReportChange(chosen, { region: 'r2' })).toMatchObject({
      division: 'd1',
      area: 'a1',
      region: 'r2',
      territory: '',
    });
  });

  it('keeps the units below when the same unit is chosen again, and clears all of them for another company', () => {
    expect(applyReportChange(chosen, { division: 'd1' })).toMatchObject({ area: 'a1', region: 'r1', territory: 't1' });
    expect(applyReportChange(chosen, { companyId: 'co-2' })).toMatchObject({
      companyId: 'co-2',
      division: '',
      area: '',
      region: '',
      territory: '',
    });
  });

  it('clears the department when another hospital of the system is chosen', () => {
    const withDepartment = { ...chosen, report: 'incomplete' as const, accountId: 'acc-1', departmentId: 'dep-1' };
    expect(applyReportChange(withDepartment, { accountId: 'acc-2' })).toMatchObject({
      accountId: 'acc-2',
      departmentId: '',
    });
    expect(applyReportChange(withDepartment, { departmentId: 'dep-2' })).toMatchObject({
      accountId: 'acc-1',
      departmentId: 'dep-2',
    });
  });

  it('goes back to the first page on any change but paging', () => {
    expect(applyReportChange(chosen, { territory: 't2' }).page).toBe(1);
    expect(applyReportChange(chosen, { page: 5 }).page).toBe(5);
  });

  it('clears the list a grouped report hides: the department when grouped by department, the company when by company', () => {
    const activity = applyReportChange(chosen, { report: 'activity', departmentId: 'dep-1' });
    expect(activity).toMatchObject({ groupBy: 'department', departmentId: '', companyId: 'co-1', division: 'd1' });
    expect(applyReportChange(activity, { groupBy: 'company' })).toMatchObject({
      companyId: '',
      division: '',
      territory: '',
    });
  });

  it('shows Group By only for grouped reports and the Account list only for its reports when there are accounts', () => {
    expect(visibleFilters('activity', 'department', true)).toEqual({
      groupBy: true,
      department: false,
      company: true,
      account: true,
    });
    expect(visibleFilters('uncovered', 'company', true)).toEqual({
      groupBy: true,
      department: true,
      company: false,
      account: false,
    });
    expect(visibleFilters('procedure', 'department', false)).toEqual({
      groupBy: false,
      department: true,
      company: true,
      account: false,
    });
    expect(visibleFilters('teamSummary', 'company', true)).toMatchObject({ company: true });
  });
});

describe('the body of a report call', () => {
  it('sends the range as the zone\u2019s day edges and the deepest chosen unit as level and levelId', () => {
    const params: ReportParams = {
      ...DEFAULT_REPORT_PARAMS,
      report: 'pipeline',
      from: '2026-03-08',
      division: 'd1',
      area: 'a1',
    };
    expect(reportInput(params, { timeZone: 'America/New_York', today: '2026-03-09', companySize: 'large' })).toEqual({
      startDate: '2026-03-08T05:00:00.000Z',
      endDate: '2026-03-10T03:59:59.999Z',
      timeZone: 'America/New_York',
      groupBy: 'department',
      departmentId: '',
      companyId: '',
      accountId: '',
      level: 'area',
      levelId: 'a1',
      companySize: 'large',
    });
  });
});

describe('the levels\u2019 choices', () => {
  const unit = (_id: string, level: 'division' | 'area' | 'region' | 'territory', parentId: string | null) => ({
    _id,
    name: _id.toUpperCase(),
    level,
    parentId,
  });
  const units = [
    unit('d1', 'division', null),
    unit('d2', 'division', null),
    unit('a1', 'area', 'd1'),
    unit('a2', 'area', 'd2'),
    unit('r1', 'region', 'a1'),
    unit('r2', 'region', 'a2'),
    unit('t1', 'territory', 'r1'),
    unit('t2', 'territory', 'r2'),
  ];
  const none = { division: '', area: '', region: '', territory: '' };

  it('lists every unit of the level when nothing above is chosen', () => {
    expect(unitOptions(units, 'territory', none).map((u) => u._id)).toEqual(['t1', 't2']);
  });

  it('lists only the units under the chosen parent, however far up it is', () => {
    expect(unitOptions(units, 'area', { ...none, division: 'd2' }).map((u) => u._id)).toEqual(['a2']);
    expect(unitOptions(units, 'territory', { ...none, division: 'd1' }).map((u) => u._id)).toEqual(['t1']);
    expect(unitOptions(units, 'territory', { ...none, division: 'd1', region: 'r2' })).toEqual([]);
  });
});
