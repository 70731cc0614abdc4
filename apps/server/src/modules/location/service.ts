import {
  isAccountRole,
  MSG,
  type addLocationInputSchema,
  type AddressSuggestion,
  type AssociatedTask,
  type LocationRow,
  type updateLocationInputSchema,
} from '@casecover/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { audit } from '../../identity/audit';
import type { Actor } from '../../identity/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { geocoderFor, GeocoderUnavailableError } from './geocoder/index';
import * as q from './queries';

type LocationInput = z.output<typeof addLocationInputSchema>;
type UpdateInput = z.output<typeof updateLocationInputSchema>;

/** The open tasks listed when a location cannot be deleted; more than this is rare and the list says why. */
const ASSOCIATED_TASKS_SHOWN = 200;
const SUGGESTIONS = 8;

function toRow(r: q.LocationDbRow): LocationRow {
  return {
    _id: r.id,
    name: r.name,
    address: {
      formattedAddress: r.formattedAddress,
      city: r.city ?? '',
      state: r.state ?? '',
      zipCode: r.zipCode ?? '',
    },
    description: r.description ?? '',
    geometry:
      r.longitude !== null && r.latitude !== null ? { type: 'Point', coordinates: [r.longitude, r.latitude] } : null,
  };
}

/** The hospital whose locations the caller reads: hospital users of an approved account. */
function readerAccount(actor: Actor): string | null {
  return actor.accountId && actor.approved && isAccountRole(actor.role) ? actor.accountId : null;
}

/** Only the hospital's Account Admin changes its locations and its Task Location setting. */
function writerAccount(actor: Actor): string {
  const accountId = readerAccount(actor);
  if (!accountId || actor.role !== 'account_admin') throw forbidden(MSG.locations.adminOnly);
  return accountId;
}

/**
 * A page of the hospital's live locations. Add Task reads it too (5 a page); users outside a
 * hospital get an empty list, as the booking form expects.
 */
export async function listLocations(
  ctx: AppContext,
  actor: Actor,
  p: { search: string; pageNumber: number; pageSize: number },
) {
  const accountId = readerAccount(actor);
  if (!accountId) return { data: [], pager: { currentPage: 1, endPage: 1, total: 0 } };
  const [rows, total] = await Promise.all([
    q.listLocations(ctx.db, {
      accountId,
      search: p.search,
      limit: p.pageSize,
      offset: (p.pageNumber - 1) * p.pageSize,
    }),
    q.countLocations(ctx.db, { accountId, search: p.search }),
  ]);
  return {
    data: rows.map(toRow),
    pager: { currentPage: p.pageNumber, endPage: Math.max(1, Math.ceil(total / p.pageSize)), total },
  };
}

function valuesOf(input: LocationInput): q.LocationValues {
  const [longitude, latitude] = input.geometry.coordinates;
  return {
    name: input.name,
    formattedAddress: input.address.formattedAddress,
    city: input.address.city,
    state: input.address.state,
    zipCode: input.address.zipCode,
    longitude,
    latitude,
    description: input.description,
  };
}

export async function addLocation(ctx: AppContext, actor: Actor, input: LocationInput) {
  const accountId = writerAccount(actor);
  return ctx.db.transaction(async (tx) => {
    if (await q.nameTaken(tx, { accountId, name: input.name })) throw conflict(MSG.locations.nameTaken);
    const row = await q.insertLocation(tx, { accountId, values: valuesOf(input) });
    if (!row) throw new AppError(500, 'LOCATION_NOT_SAVED', MSG.serverError);
    await audit(tx, { actorId: actor.id, action: 'location.add', targetType: 'location', targetId: row.id });
    return toRow(row);
  });
}

const same = (a: q.LocationDbRow, v: q.LocationValues) =>
  a.name === v.name &&
  a.formattedAddress === v.formattedAddress &&
  (a.city ?? '') === v.city &&
  (a.state ?? '') === v.state &&
  (a.zipCode ?? '') === v.zipCode &&
  a.longitude === v.longitude &&
  a.latitude === v.latitude &&
  (a.description ?? '') === v.description;

export async function updateLocation(ctx: AppContext, actor: Actor, input: UpdateInput) {
  const accountId = writerAccount(actor);
  const locationId = input.location_id;
  if (!isUuid(locationId)) throw notFound(MSG.locations.notFound);
  return ctx.db.transaction(async (tx) => {
    const current = await q.findLocationRow(tx, { accountId, locationId });
    if (!current) throw notFound(MSG.locations.notFound);
    const values = valuesOf(input);
    if (same(current, values)) throw badRequest(MSG.locations.noChanges, 'NO_CHANGES');
    if (await q.nameTaken(tx, { accountId, name: input.name, exceptId: locationId })) {
      throw conflict(MSG.locations.nameTaken);
    }
    const row = await q.updateLocation(tx, { accountId, locationId, values });
    if (!row) throw notFound(MSG.locations.notFound);
    await audit(tx, { actorId: actor.id, action: 'location.update', targetType: 'location', targetId: row.id });
    return toRow(row);
  });
}

/**
 * Whether a location may be deleted: no open task (unassigned, pending, assigned, in progress)
 * uses it. It is the first step of a delete, so it is the Account Admin's too (it lists tasks of
 * every department).
 */
export async function associatedTasks(
  ctx: AppContext,
  actor: Actor,
  p: { location_id: string },
): Promise<{ canDelete: boolean; data: AssociatedTask[] }> {
  const accountId = writerAccount(actor);
  if (!isUuid(p.location_id)) throw notFound(MSG.locations.notFound);
  const location = await q.findLocation(ctx.db, { accountId, locationId: p.location_id });
  if (!location) throw notFound(MSG.locations.notFound);
  const rows = await q.openTasksAt(ctx.db, { accountId, locationId: location.id, limit: ASSOCIATED_TASKS_SHOWN });
  return {
    canDelete: rows.length === 0,
    data: rows.map((r) => ({ ...r, startDate: r.startDate.toISOString(), endDate: r.endDate.toISOString() })),
  };
}

/** A soft delete: the row stays, so closed tasks keep showing the location's name. */
export async function deleteLocation(ctx: AppContext, actor: Actor, p: { location_id: string }) {
  const accountId = writerAccount(actor);
  if (!isUuid(p.location_id)) throw notFound(MSG.locations.notFound);
  const locationId = p.location_id;
  return ctx.db.transaction(async (tx) => {
    if (!(await q.findLocation(tx, { accountId, locationId }))) throw notFound(MSG.locations.notFound);
    if (!(await q.softDeleteUnused(tx, { accountId, locationId })))
      throw conflict(MSG.locations.inUse, 'LOCATION_IN_USE');
    await audit(tx, { actorId: actor.id, action: 'location.delete', targetType: 'location', targetId: locationId });
  });
}

/** The hospital's Task Location setting: on, every task needs a location and Add Task shows it first. */
export async function setTaskLocation(ctx: AppContext, actor: Actor, status: boolean) {
  const accountId = writerAccount(actor);
  await ctx.db.transaction(async (tx) => {
    await q.setAccountTaskLocation(tx, { accountId, taskLocation: status });
    await audit(tx, {
      actorId: actor.id,
      action: 'location.toggle',
      targetType: 'account',
      targetId: accountId,
      details: { taskLocation: status },
    });
  });
  return { taskLocation: status };
}

/** Address autocomplete for any signed-in user; the geocoder is the configured one. */
export async function addressSuggestions(ctx: AppContext, p: { q: string }): Promise<AddressSuggestion[]> {
  try {
    return await geocoderFor(ctx.config).suggest(p.q, SUGGESTIONS);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      ctx.log.warn({ err: error.message }, 'address suggestions failed');
      throw new AppError(503, 'GEOCODER_UNAVAILABLE', MSG.locations.geocoderDown);
    }
    throw error;
  }
}

/**
 * What a booking looks up about where it is, as statements to join into the booking's one (given
 * placeholders): a live location of the account, and the account's Task Location setting (a
 * location is required on its tasks when it is on).
 */
export const bookingLookups = {
  location: q.findLocationQuery,
  locationRequired: q.accountTaskLocationQuery,
};
