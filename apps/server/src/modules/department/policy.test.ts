import { describe, expect, it } from 'vitest';
import type { Actor } from '../../identity/actor';
import { canManageDepartments, canReadDepartments } from './policy';

const admin: Actor = {
  id: 'u',
  name: 'n',
  email: 'e',
  role: 'account_admin',
  accountId: 'a1',
  companyId: null,
  unitId: null,
  departmentIds: [],
  approved: true,
  timezone: null,
  impersonatorId: null,
};

describe('department policy', () => {
  it('lets the hospital\u2019s approved people read, and nobody outside a hospital', () => {
    for (const role of ['account_admin', 'master_scheduler', 'scheduler'] as const) {
      expect(canReadDepartments({ ...admin, role })).toBe(true);
    }
    expect(canReadDepartments({ ...admin, approved: false })).toBe(false);
    expect(canReadDepartments({ ...admin, role: 'super_admin', accountId: null })).toBe(false);
    for (const role of ['company_admin', 'division_manager', 'manager', 'rep'] as const) {
      expect(canReadDepartments({ ...admin, role, accountId: null, companyId: 'c1' })).toBe(false);
    }
  });

  it('lets only the approved Account Admin add, rename and delete', () => {
    expect(canManageDepartments(admin)).toBe(true);
    expect(canManageDepartments({ ...admin, approved: false })).toBe(false);
    for (const role of ['master_scheduler', 'scheduler', 'super_admin', 'company_admin'] as const) {
      expect(canManageDepartments({ ...admin, role })).toBe(false);
    }
  });
});
