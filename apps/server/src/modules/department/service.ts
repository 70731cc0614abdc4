import { MSG, isDepartmentBound } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { isUniqueViolation } from '../../db/errors';
import { canManageDepartments, canReadDepartments } from './policy';
import * as q from './queries';

/** The scheduler works in his department(s); others across the account. */
export function departmentScope(actor: Actor): string[] | null {
  return isDepartmentBound(actor.role) ? actor.departmentIds : null;
}

export async function departmentOptions(ctx: AppContext, actor: Actor, search: string) {
  if (!actor.accountId || !actor.approved) return [];
  return q.departmentOptions(ctx.db, { accountId: actor.accountId, departmentIds: departmentScope(actor), search });
}

/** A department of the account, as a statement to join into a booking's one (given placeholders). */
export const accountDepartmentQuery = q.findDepartmentQuery;

function readerOf(actor: Actor) {
  if (!canReadDepartments(actor)) throw forbidden(MSG.departments.hospitalOnly);
  return actor;
}

function adminOf(actor: Actor) {
  const reader = readerOf(actor);
  if (!canManageDepartments(reader)) throw forbidden(MSG.departments.adminOnly);
  return reader;
}

async function saving<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.departments.nameTaken, 'DEPARTMENT_NAME_TAKEN');
    throw error;
  }
}

/** The Departments screen's list: every department of the caller's hospital. */
export async function listDepartments(ctx: AppContext, actor: Actor) {
  const reader = readerOf(actor);
  return q.listDepartments(ctx.db, { accountId: reader.accountId });
}

export async function addDepartment(ctx: AppContext, actor: Actor, input: { name: string }) {
  const admin = adminOf(actor);
  return saving(() =>
    ctx.db.transaction(async (tx) => {
      if (await q.findDepartmentByName(tx, { accountId: admin.accountId, name: input.name })) {
        throw conflict(MSG.departments.nameTaken, 'DEPARTMENT_NAME_TAKEN');
      }
      const row = await q.insertDepartment(tx, { accountId: admin.accountId, name: input.name });
      await audit(tx, {
        actorId: admin.id,
        action: 'department.add',
        targetType: 'department',
        targetId: row._id,
        details: { name: row.name },
      });
      return row;
    }),
  );
}

export async function updateDepartment(ctx: AppContext, actor: Actor, input: { id: string; name: string }) {
  const admin = adminOf(actor);
  if (!isUuid(input.id)) throw notFound(MSG.departments.notFound, 'DEPARTMENT_NOT_FOUND');
  const scope = { accountId: admin.accountId, departmentId: input.id };
  return saving(() =>
    ctx.db.transaction(async (tx) => {
      const current = await q.lockDepartment(tx, scope);
      if (!current) throw notFound(MSG.departments.notFound, 'DEPARTMENT_NOT_FOUND');
      const taken = await q.findDepartmentByName(tx, {
        accountId: admin.accountId,
        name: input.name,
        exceptId: input.id,
      });
      if (taken) throw conflict(MSG.departments.nameTaken, 'DEPARTMENT_NAME_TAKEN');
      const row = await q.renameDepartment(tx, { ...scope, name: input.name });
      if (!row) throw notFound(MSG.departments.notFound, 'DEPARTMENT_NOT_FOUND');
      if (current.name !== row.name) {
        await audit(tx, {
          actorId: admin.id,
          action: 'department.rename',
          targetType: 'department',
          targetId: row._id,
          details: { from: current.name, to: row.name },
        });
      }
      return row;
    }),
  );
}

/** Deletes a department nothing uses; one with tasks or schedulers is refused with the counts. */
export async function deleteDepartment(ctx: AppContext, actor: Actor, input: { id: string }) {
  const admin = adminOf(actor);
  if (!isUuid(input.id)) throw notFound(MSG.departments.notFound, 'DEPARTMENT_NOT_FOUND');
  const scope = { accountId: admin.accountId, departmentId: input.id };
  await ctx.db.transaction(async (tx) => {
    const current = await q.lockDepartment(tx, scope);
    if (!current) throw notFound(MSG.departments.notFound, 'DEPARTMENT_NOT_FOUND');
    const usage = await q.departmentUsage(tx, { departmentId: input.id });
    if (usage.tasks > 0 || usage.schedulers > 0) {
      throw conflict(MSG.departments.inUse(usage.tasks, usage.schedulers), 'DEPARTMENT_IN_USE');
    }
    await q.deleteDepartment(tx, scope);
    await audit(tx, {
      actorId: admin.id,
      action: 'department.delete',
      targetType: 'department',
      targetId: input.id,
      details: { name: current.name },
    });
  });
}
