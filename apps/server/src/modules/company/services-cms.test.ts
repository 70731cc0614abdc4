import { MSG, type CmsEntry } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsLabels } from '../../db/schema/index';
import {
  DEMO_USERS,
  createTestApp,
  demoIds,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';

type Who = 'companyAdmin' | 'rep' | 'manager' | 'admin' | 'scheduler' | 'orthoAdmin' | 'superAdmin';
let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['companyAdmin', 'rep', 'manager', 'admin', 'scheduler', 'orthoAdmin', 'superAdmin']));
}, 60_000);
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const entries = (over: Partial<Record<'patientName' | 'caseNumber' | 'patientSurvey', Partial<CmsEntry>>> = {}) => [
  { value: 'patientName', label: 'Patient Initials', checked: true, isEdited: true, ...over.patientName },
  { value: 'caseNumber', label: 'Case Number', checked: true, isEdited: false, ...over.caseNumber },
  { value: 'patientSurvey', label: 'Patient Survey', checked: false, isEdited: false, ...over.patientSurvey },
];
const save = (who: Who, companyId: string, cmsData: unknown) =>
  call(who, 'POST', `/api/task/cms/${companyId}`, { cmsData });
const labelsOf = async (who: Who, companyId: string) =>
  (await call(who, 'GET', `/api/task/cms/${companyId}`)).json<{ data: { labelChange: { label: CmsEntry[] } } }>().data
    .labelChange.label;

describe('saving CMS labels', () => {
  it('saves the three entries as the Company Admin, with the spec\u2019s message, readable at once by a linked hospital', async () => {
    const res = await save(
      'companyAdmin',
      ids.medvance,
      entries({ caseNumber: { label: 'MRN' }, patientSurvey: { label: 'Satisfaction Score', checked: true } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(MSG.cms.updated);
    const seen = await labelsOf('scheduler', ids.medvance);
    expect(seen).toEqual([
      { value: 'patientName', label: 'Patient Initials', checked: true, isEdited: true },
      { value: 'caseNumber', label: 'MRN', checked: true, isEdited: true },
      { value: 'patientSurvey', label: 'Satisfaction Score', checked: true, isEdited: true },
    ]);
    const [row] = await t.ctx.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, ids.medvance));
    expect(row).toMatchObject({
      action: 'cms.update',
      actorId: await userIdOf(t, DEMO_USERS.companyAdmin),
      details: {
        from: [
          { value: 'patientName', label: 'Patient Initials', checked: true },
          { value: 'caseNumber', label: 'Case Number', checked: true },
          { value: 'patientSurvey', label: 'Patient Survey', checked: false },
        ],
        to: [
          { value: 'patientName', label: 'Patient Initials', checked: true },
          { value: 'caseNumber', label: 'MRN', checked: true },
          { value: 'patientSurvey', label: 'Satisfaction Score', checked: true },
        ],
      },
    });
  });

  it('keeps a field\u2019s own name when its label is left empty while it is off', async () => {
    const res = await save('companyAdmin', ids.medvance, entries({ patientSurvey: { label: '  ', checked: false } }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await labelsOf('companyAdmin', ids.medvance))[2]).toEqual({
      value: 'patientSurvey',
      label: 'Patient Survey',
      checked: false,
      isEdited: false,
    });
  });

  it('refuses an empty label on an enabled field, a label over 50 characters and an incomplete list', async () => {
    const cases: [unknown, string][] = [
      [entries({ caseNumber: { label: '' } }), MSG.cms.labelRequired('Case Number')],
      [entries({ patientName: { label: 'x'.repeat(51) } }), MSG.cms.labelLength('Patient Name', 50)],
      [
        entries({ patientSurvey: { label: 'y'.repeat(51), checked: false } }),
        MSG.cms.labelLength('Patient Survey', 50),
      ],
      [entries().slice(0, 2), MSG.cms.entriesInvalid],
      [[...entries().slice(0, 2), entries()[0]], MSG.cms.entriesInvalid],
      [[...entries(), { value: 'service', label: 'Procedure', checked: true }], MSG.cms.entriesInvalid],
      ['not a list', MSG.cms.entriesInvalid],
    ];
    for (const [cmsData, msg] of cases) {
      const res = await save('companyAdmin', ids.medvance, cmsData);
      expect([res.statusCode, res.json().msg], JSON.stringify(cmsData).slice(0, 120)).toEqual([400, msg]);
    }
    expect(
      (await save('companyAdmin', ids.medvance, entries({ patientName: { label: 'z'.repeat(50) } }))).statusCode,
    ).toBe(200);
  });

  it('keeps labels of other fields already stored', async () => {
    const extra = { value: 'service', label: 'Procedure', checked: true };
    await t.ctx.db
      .update(cmsLabels)
      .set({ labels: [...entries(), extra] })
      .where(eq(cmsLabels.companyId, ids.medvance));
    expect((await save('companyAdmin', ids.medvance, entries())).statusCode).toBe(200);
    expect(await labelsOf('admin', ids.medvance)).toContainEqual(extra);
  });

  it('lets the Super Admin save any company\u2019s labels, starting from the defaults', async () => {
    const res = await save('superAdmin', ids.ortholine, entries({ patientName: { label: 'Patient ID' } }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await labelsOf('orthoAdmin', ids.ortholine))[0]).toMatchObject({ label: 'Patient ID', checked: true });
    expect((await save('superAdmin', UNKNOWN, entries())).statusCode).toBe(404);
  });

  it('refuses hospital users and the company\u2019s other people (403) and other vendors (404), changing nothing', async () => {
    const before = await labelsOf('companyAdmin', ids.medvance);
    const changed = entries({ patientName: { label: 'Hijacked' } });
    for (const who of ['admin', 'scheduler', 'rep', 'manager'] as const) {
      const res = await save(who, ids.medvance, changed);
      expect([res.statusCode, res.json().msg], who).toEqual([403, MSG.companyServices.adminOnly]);
    }
    expect((await save('orthoAdmin', ids.medvance, changed)).statusCode).toBe(404);
    expect((await save('companyAdmin', ids.ortholine, changed)).statusCode).toBe(404);
    expect((await save('companyAdmin', 'nonsense', changed)).statusCode).toBe(404);
    expect((await call('nobody', 'POST', `/api/task/cms/${ids.medvance}`, { cmsData: changed })).statusCode).toBe(401);
    expect(await labelsOf('companyAdmin', ids.medvance)).toEqual(before);
  });
});
