import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, loginAs, type DemoIds, type TestApp } from '../../../test/helpers';

let t: TestApp;
let ids: DemoIds;
let call: Awaited<ReturnType<typeof loginAs<'admin' | 'south' | 'manager' | 'rep'>>>['call'];

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'south', 'manager', 'rep'], '/api/task'));
});
afterAll(() => t.close());

describe('company lookups', () => {
  it('offers only clinical companies linked to the hospital, with their size', async () => {
    // Keystone (type 'other', linked to Northside) has no services, so it cannot be booked.
    const north = await call('admin', 'POST', '/companyFilter', { search: '' });
    expect(north.json().data.map((c: { name: string }) => c.name)).toEqual([
      'CardioPoint Medical',
      'MedVance Surgical',
      'Ortholine Devices',
    ]);
    const south = await call('south', 'POST', '/companyFilter', { companyName: 'e' });
    expect(south.json().data.map((c: { name: string; size: string }) => `${c.name}:${c.size}`)).toEqual([
      'MedVance Surgical:large',
      'Ortholine Devices:medium',
    ]);
  });

  it('offers divisions and services of a linked company only', async () => {
    const divs = await call('admin', 'POST', '/divisionFilter', { search: '', companyId: ids.medvance });
    expect(divs.json().data.map((d: { name: string }) => d.name)).toEqual(['Cardiovascular', 'Neuroscience']);
    const svcs = await call('admin', 'POST', '/serviceFilter', {
      search: '',
      companyId: ids.medvance,
      divisionId: ids.division,
    });
    expect(svcs.json().data.map((s: { service: string }) => s.service)).toContain('Pacemaker Implant');
    const unlinked = await call('south', 'POST', '/serviceFilter', {
      search: '',
      companyId: ids.cardiopoint,
      divisionId: '',
    });
    expect(unlinked.json().data).toEqual([]);
  });

  it('answers a company\u2019s labels, the default list when none is saved, and 404 for an unlinked company', async () => {
    const configured = await call('admin', 'GET', `/cms/${ids.medvance}`);
    expect(configured.json().data.labelChange.label[0]).toMatchObject({
      value: 'patientName',
      label: 'Patient Initials',
      checked: true,
    });
    const defaults = await call('admin', 'GET', `/cms/${ids.ortholine}`);
    expect(defaults.json().data.labelChange.label).toEqual([
      { value: 'patientName', label: 'Patient Name', checked: false },
      { value: 'caseNumber', label: 'Case Number', checked: false },
      { value: 'patientSurvey', label: 'Patient Survey', checked: false },
    ]);
    expect((await call('south', 'GET', `/cms/${ids.cardiopoint}`)).statusCode).toBe(404);
  });

  it('lists the company\u2019s reps to a manager and refuses a rep or a hospital user', async () => {
    const reps = await call('manager', 'GET', '/reps');
    expect(reps.statusCode).toBe(200);
    expect(reps.json().data.map((r: { name: string }) => r.name).length).toBeGreaterThan(0);
    expect((await call('rep', 'GET', '/reps')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/reps')).statusCode).toBe(403);
  });
});
