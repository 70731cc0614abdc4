import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface LocationListParams {
  page: number;
  search: string;
}

export function readLocationListParams(search: URLSearchParams): LocationListParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    search: (search.get('search') ?? '').trim().slice(0, 100),
  };
}

/** The Locations page and search live in the URL, so a reload or a shared link shows the same list. */
export function useLocationListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readLocationListParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<LocationListParams>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (patch.page !== undefined) {
            if (patch.page === 1) next.delete('page');
            else next.set('page', String(patch.page));
          }
          if (patch.search !== undefined) {
            if (patch.search) next.set('search', patch.search);
            else next.delete('search');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { params, update };
}
