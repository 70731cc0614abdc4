import { describe, expect, it } from 'vitest';
import type { Actor } from '../../identity/actor';
import { canFilterByStatus, canManageUsers, userListScope } from './policy';

const base: Actor = {
  id: 'u',
  name: 'n',
  email: 'e',
  role: 'account_admin',
  accountId: 'a1',
  companyId: null,
  unitId: null,
  departmentIds: ['d1'],
  approved: true,
  timezone: null,
  impersonatorId: null,
};

describe('user policy', () => {
  it('lets only an approved Account Admin manage users', () => {
    expect(canManageUsers(base)).toBe(true);
    expect(canManageUsers({ ...base, approved: false })).toBe(false);
    for (const role of ['master_scheduler', 'scheduler', 'super_admin', 'company_admin', 'rep'] as const) {
      expect(canManageUsers({ ...base, role })).toBe(false);
    }
  });

  it('scopes the list by side of the platform, and a scheduler to his departments', () => {
    expect(userListScope({ ...base, role: 'super_admin', accountId: null })).toEqual({ kind: 'all' });
    expect(userListScope(base)).toEqual({ kind: 'account', accountId: 'a1', departmentIds: null });
    expect(userListScope({ ...base, role: 'scheduler' })).toEqual({
      kind: 'account',
      accountId: 'a1',
      departmentIds: ['d1'],
    });
    expect(userListScope({ ...base, role: 'rep', accountId: null, companyId: 'c1' })).toEqual({
      kind: 'company',
      companyId: 'c1',
    });
    expect(userListScope({ ...base, approved: false })).toEqual({ kind: 'none' });
  });

  it('offers the status filter to admins only', () => {
    expect(canFilterByStatus(base)).toBe(true);
    expect(canFilterByStatus({ ...base, role: 'master_scheduler' })).toBe(false);
  });
});
