import { useQuery } from '@tanstack/react-query';
import { lookupsQueryRoot } from './keys';

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
