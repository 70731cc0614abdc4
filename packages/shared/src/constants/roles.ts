/** Every role on the platform: hospital side, vendor side, and the platform's operators. */
export const ROLES = [
  'super_admin',
  'account_admin',
  'master_scheduler',
  'scheduler',
  'company_admin',
  'division_manager',
  'manager',
  'rep',
] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_ROLES = ['account_admin', 'master_scheduler', 'scheduler'] as const satisfies readonly Role[];
/** Hospital roles that see and book across the whole account; a Scheduler is bound to his department. */
export const ACCOUNT_WIDE_ROLES = ['account_admin', 'master_scheduler'] as const satisfies readonly Role[];
export const COMPANY_ROLES = ['company_admin', 'division_manager', 'manager', 'rep'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  account_admin: 'Account Admin',
  master_scheduler: 'Master Scheduler',
  scheduler: 'Scheduler',
  company_admin: 'Company Admin',
  division_manager: 'Division Manager',
  manager: 'Manager',
  rep: 'Sales Rep',
};

export function isAccountRole(role: Role): role is (typeof ACCOUNT_ROLES)[number] {
  return (ACCOUNT_ROLES as readonly Role[]).includes(role);
}

/** A Scheduler works inside his department(s): his lists, calendar and bookings are scoped to them. */
export function isDepartmentBound(role: string): boolean {
  return role === 'scheduler';
}

export function isCompanyRole(role: Role): role is (typeof COMPANY_ROLES)[number] {
  return (COMPANY_ROLES as readonly Role[]).includes(role);
}
