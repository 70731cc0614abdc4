import { describe, expect, it } from 'vitest';
import { MSG } from '../constants/messages';
import {
  canManageCompanyCatalogue,
  cmsLabelMaxLength,
  saveCmsInputSchema,
  serviceNameSchema,
} from './company-services';

describe('cmsLabelMaxLength (spec part 2 \u00a75)', () => {
  it('allows 15 characters for a price, quantity or amount', () => {
    for (const key of ['price', 'unitPrice', 'quantity', 'Quantity', 'amount', 'totalAmount']) {
      expect(cmsLabelMaxLength(key), key).toBe(15);
    }
  });

  it('allows 20 for a product or item', () => {
    for (const key of ['product', 'productName', 'item', 'lineItem']) expect(cmsLabelMaxLength(key), key).toBe(20);
  });

  it('allows 50 for anything else, the three patient fields included', () => {
    for (const key of ['patientName', 'caseNumber', 'patientSurvey', 'description', '']) {
      expect(cmsLabelMaxLength(key), key).toBe(50);
    }
  });
});

describe('the CMS save schema', () => {
  const three = [
    { value: 'patientName', label: 'Patient Name', checked: true },
    { value: 'caseNumber', label: 'Case Number', checked: false },
    { value: 'patientSurvey', label: '', checked: false },
  ];
  const firstMessage = (cmsData: unknown) => saveCmsInputSchema.safeParse({ cmsData }).error?.issues[0]?.message;

  it('takes the three entries, an off field with an empty label included', () => {
    expect(saveCmsInputSchema.safeParse({ cmsData: three }).success).toBe(true);
  });

  it('asks for a label on an enabled field and stops it at its limit, under the field', () => {
    const result = saveCmsInputSchema.safeParse({ cmsData: three.map((e, i) => (i === 0 ? { ...e, label: ' ' } : e)) });
    expect(result.error?.issues[0]).toMatchObject({
      message: MSG.cms.labelRequired('Patient Name'),
      path: ['cmsData', 0, 'label'],
    });
    expect(firstMessage(three.map((e, i) => (i === 1 ? { ...e, label: 'c'.repeat(51) } : e)))).toBe(
      MSG.cms.labelLength('Case Number', 50),
    );
  });

  it('refuses a list without exactly the three fields', () => {
    expect(firstMessage(three.slice(1))).toBe(MSG.cms.entriesInvalid);
    expect(firstMessage([three[0], three[0], three[1]])).toBe(MSG.cms.entriesInvalid);
  });
});

describe('service names and who edits the catalogue', () => {
  it('trims, requires and limits a service name with the spec\u2019s messages', () => {
    expect(serviceNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(MSG.companyServices.nameRequired);
    expect(serviceNameSchema.safeParse('s'.repeat(101)).error?.issues[0]?.message).toBe(MSG.companyServices.nameLength);
    expect(serviceNameSchema.parse('  Pacemaker  ')).toBe('Pacemaker');
  });

  it('lets a Company Admin edit his own company and the Super Admin any', () => {
    expect(canManageCompanyCatalogue({ role: 'company_admin', companyId: 'a' }, 'a')).toBe(true);
    expect(canManageCompanyCatalogue({ role: 'company_admin', companyId: 'a' }, 'b')).toBe(false);
    expect(canManageCompanyCatalogue({ role: 'super_admin', companyId: null }, 'b')).toBe(true);
    for (const role of ['division_manager', 'manager', 'rep', 'account_admin', 'scheduler'] as const) {
      expect(canManageCompanyCatalogue({ role, companyId: 'a' }, 'a'), role).toBe(false);
    }
  });
});
