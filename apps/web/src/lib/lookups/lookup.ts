import { useQuery, type QueryKey } from '@tanstack/react-query';
import { lookupsQueryRoot } from './keys';

/** The parameters of a lookup's key with its search text left out (null when it has none). */
function withoutSearch(key: QueryKey): string | null {
  const params = key[key.length - 1];
  if (typeof params !== 'object' || params === null || !('search' in params)) return null;
  return JSON.stringify([...key.slice(0, -1), { ...params, search: null }]);
}

/**
 * Whether `next` asks the same list as `previous` for another search text only: while it loads,
 * the previous answer stays on screen (and a highlighted option stays highlighted). A list of
 * another company, location or division starts empty instead, so nothing of it can be taken.
 */
export function onlySearchChanged(previous: QueryKey, next: QueryKey): boolean {
  const a = withoutSearch(previous);
  return a !== null && a === withoutSearch(next);
}

interface LookupOptions<P> {
  staleTime: number;
  /** Whether the parameters are complete enough to ask (e.g. a company is chosen). */
  ready?: (params: P) => boolean;
}

/**
 * One option list or setting several features read: its query key under `['lookups', name]`,
 * its fetcher, and a hook that caches it for `staleTime`.
 */
export function defineLookup<P, T>(
  name: string,
  fetch: (params: P, signal?: AbortSignal) => Promise<T>,
  options: LookupOptions<P>,
) {
  const queryKey = (params: P) =>
    params === undefined ? [...lookupsQueryRoot, name] : [...lookupsQueryRoot, name, params];
  function useLookup(params: P, enabled = true) {
    return useQuery({
      queryKey: queryKey(params),
      queryFn: ({ signal }) => fetch(params, signal),
      staleTime: options.staleTime,
      placeholderData: (previous, previousQuery) =>
        previousQuery && onlySearchChanged(previousQuery.queryKey, queryKey(params)) ? previous : undefined,
      enabled: enabled && (options.ready?.(params) ?? true),
    });
  }
  return { queryKey, fetch, useLookup };
}

/** What the company and department searches take: a search text, narrowed to a chosen location. */
export interface LocationSearchParams {
  search: string;
  /** The chosen location, sent as the spec's `accountId`; picking another one starts a fresh list. */
  locationId?: string | null;
  taskLocation?: boolean;
}

/** The request body of a search narrowed to a location (the spec's `accountId`). */
export function locationSearchBody(p: LocationSearchParams) {
  return {
    search: p.search,
    ...(p.taskLocation === undefined ? {} : { taskLocation: p.taskLocation }),
    ...(p.locationId ? { accountId: p.locationId } : {}),
  };
}
