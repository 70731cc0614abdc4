import { describe, expect, it } from 'vitest';
import type { Actor } from '../identity/actor';
import { taskScope } from './task-scope';

const base: Actor = {
  id: 'u1',
  name: 'Dana Division',
  email: 'dana@vendor.test',
  role: 'division_manager',
  accountId: null,
  companyId: 'c1',
  unitId: 'd1',
  departmentIds: [],
  approved: true,
  timezone: null,
  impersonatorId: null,
};

describe('taskScope', () => {
  it('narrows a division manager to his division', () => {
    expect(taskScope(base)).toEqual({ kind: 'company', companyId: 'c1', divisionId: 'd1', repId: null });
  });

  it('shows a division manager who answers for no division nothing, not the whole company', () => {
    // His division was removed, or he was never placed: until he is, no division's tasks are his.
    expect(taskScope({ ...base, unitId: null })).toEqual({ kind: 'none' });
  });

  it('lets a company admin and a manager see the company, a rep his own tasks', () => {
    expect(taskScope({ ...base, role: 'company_admin', unitId: null })).toMatchObject({ divisionId: null });
    expect(taskScope({ ...base, role: 'rep', unitId: 't1' })).toMatchObject({ divisionId: null, repId: 'u1' });
  });
});
