import { MSG, type AddServiceInput, type AddServiceTypeInput, type UpdateServiceInput } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { companyDetail } from './companies-service';
import * as lookups from './queries';
import { catalogueCompany } from './service';
import * as q from './services-queries';

const serviceNotFound = () => notFound(MSG.companyServices.notFound, 'SERVICE_NOT_FOUND');

/** The services of a company the caller sees (its people, linked hospitals, the Super Admin); others 404. */
export async function listServices(ctx: AppContext, actor: Actor, companyId: string) {
  const company = await companyDetail(ctx, actor, companyId);
  return q.listServices(ctx.db, { companyId: company._id });
}

export async function listServiceTypes(ctx: AppContext, actor: Actor, companyId: string) {
  const company = await companyDetail(ctx, actor, companyId);
  return q.listServiceTypes(ctx.db, { companyId: company._id });
}

export async function addServiceType(ctx: AppContext, actor: Actor, input: AddServiceTypeInput) {
  const companyId = await catalogueCompany(ctx, actor, input.companyId);
  const name = input.serviceType.trim();
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    if (await q.serviceTypeNamed(tx, { companyId, name })) throw badRequest(MSG.companyServices.typeTaken);
    const type = await q.insertServiceType(tx, { companyId, name });
    await audit(tx, {
      actorId: actor.id,
      action: 'serviceType.add',
      targetType: 'serviceType',
      targetId: type._id,
      details: { companyId, name },
    });
    return type;
  });
}

async function serviceTypeOf(tx: Tx, companyId: string, serviceTypeId: string) {
  const type = isUuid(serviceTypeId) ? await q.findServiceType(tx, { companyId, serviceTypeId }) : null;
  if (!type) throw badRequest(MSG.companyServices.typeNotFound);
  return type;
}

async function checkNameFree(tx: Tx, p: { companyId: string; name: string; exceptId?: string }) {
  if (await q.serviceNamed(tx, p)) throw badRequest(MSG.companyServices.nameTaken, 'SERVICE_NAME_TAKEN');
}

async function savedService(tx: Tx, p: { companyId: string; serviceId: string }) {
  const saved = await q.findService(tx, p);
  if (!saved) throw serviceNotFound();
  return saved;
}

export async function addService(ctx: AppContext, actor: Actor, input: AddServiceInput) {
  const companyId = await catalogueCompany(ctx, actor, input.companyId);
  const name = input.service.trim();
  const divisionId = input.divisionId?.trim() || null;
  if (divisionId && !(isUuid(divisionId) && (await lookups.findDivision(ctx.db, { companyId, divisionId })))) {
    throw badRequest(MSG.companyServices.divisionNotFound);
  }
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    const type = await serviceTypeOf(tx, companyId, input.serviceType);
    await checkNameFree(tx, { companyId, name });
    const serviceId = await q.insertService(tx, { companyId, name, serviceTypeId: type._id, divisionId });
    await audit(tx, {
      actorId: actor.id,
      action: 'service.add',
      targetType: 'service',
      targetId: serviceId,
      details: { companyId, name, serviceType: type.serviceType, divisionId },
    });
    return savedService(tx, { companyId, serviceId });
  });
}

export async function updateService(ctx: AppContext, actor: Actor, input: UpdateServiceInput) {
  const companyId = await catalogueCompany(ctx, actor, input.companyId);
  const serviceId = input.id.trim();
  if (!isUuid(serviceId)) throw serviceNotFound();
  const name = input.service.trim();
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    const current = await q.findService(tx, { companyId, serviceId });
    if (!current) throw serviceNotFound();
    const type = await serviceTypeOf(tx, companyId, input.serviceType);
    await checkNameFree(tx, { companyId, name, exceptId: serviceId });
    if (current.service !== name || current.serviceType?._id !== type._id) {
      await q.updateService(tx, { companyId, serviceId, name, serviceTypeId: type._id });
      await audit(tx, {
        actorId: actor.id,
        action: 'service.update',
        targetType: 'service',
        targetId: serviceId,
        details: {
          companyId,
          from: { name: current.service, serviceType: current.serviceType?.serviceType ?? null },
          to: { name, serviceType: type.serviceType },
        },
      });
    }
    return savedService(tx, { companyId, serviceId });
  });
}

/** PostgreSQL's foreign-key violation: a task booked with the service while it was being deleted. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Deletes a service no task names. One that tasks name (any hospital, any status) is archived
 * instead: those tasks keep showing its name, and it is no longer listed or offered for booking.
 */
export async function deleteService(ctx: AppContext, actor: Actor, p: { companyId: string; serviceId: string }) {
  const companyId = await catalogueCompany(ctx, actor, p.companyId);
  const serviceId = p.serviceId.trim();
  if (!isUuid(serviceId)) throw serviceNotFound();
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    const current = await q.findService(tx, { companyId, serviceId });
    if (!current) throw serviceNotFound();
    let archived = await q.serviceHasTasks(tx, serviceId);
    if (!archived) {
      try {
        // A savepoint: should a booking land first, the failed delete leaves the transaction usable.
        await tx.transaction((sp) => q.deleteService(sp, { companyId, serviceId }));
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        archived = true;
      }
    }
    if (archived) await q.archiveService(tx, { companyId, serviceId });
    await audit(tx, {
      actorId: actor.id,
      action: archived ? 'service.archive' : 'service.delete',
      targetType: 'service',
      targetId: serviceId,
      details: { companyId, name: current.service, serviceType: current.serviceType?.serviceType ?? null },
    });
    return { ...current, archived };
  });
}
