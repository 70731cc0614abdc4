import { TASK_OFFER_ROLES, isCompanyRole, isDepartmentBound, type Role } from '@casecover/shared';

/**
 * A Scheduler works inside one department (DESIGN.md §1): his lists and calendar are that
 * department already, and a user he books for or approves into that role needs one.
 */
export { isDepartmentBound };

/** Hospital users above a Scheduler, and the Super Admin, pick among an account's departments. */
export function picksDepartments(role: Role): boolean {
  return !isCompanyRole(role) && !isDepartmentBound(role);
}

/** The company's admin and managers see the open offers of their part and move them between reps. */
export function managesOffers(user: { role: Role; approved: boolean }): boolean {
  return user.approved && (TASK_OFFER_ROLES as readonly Role[]).includes(user.role);
}
