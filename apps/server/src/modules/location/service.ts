import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import * as q from './queries';

export async function locationOptions(
  ctx: AppContext,
  actor: Actor,
  p: { search: string; pageNumber: number; pageSize: number },
) {
  if (!actor.accountId || !actor.approved) return [];
  const size = Math.min(Math.max(p.pageSize, 1), 5);
  return q.locationOptions(ctx.db, {
    accountId: actor.accountId,
    search: p.search,
    limit: size,
    offset: (Math.max(p.pageNumber, 1) - 1) * size,
  });
}

/** A live location of the account, or null. */
export async function accountLocation(ctx: AppContext, p: { accountId: string; locationId: string }) {
  return q.findLocation(ctx.db, p);
}

/** Whether the account's Task Location setting makes a location required on its tasks. */
export async function locationRequired(ctx: AppContext, accountId: string) {
  return q.accountTaskLocation(ctx.db, accountId);
}
