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
