import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's search and page, kept in the address bar under `<prefix>search` and `<prefix>page`
 * (two lists on one screen keep theirs apart).
 */
export function useSearchPageParams(prefix = '') {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageKey = `${prefix}page`;
  const searchKey = `${prefix}search`;
  const page = readPage(searchParams.get(pageKey));
  const search = (searchParams.get(searchKey) ?? '').slice(0, 100);
  const update = useCallback(
    (patch: { page?: number; search?: string }) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (patch.search !== undefined) {
            if (patch.search) next.set(searchKey, patch.search);
            else next.delete(searchKey);
          }
          if (patch.page !== undefined) {
            if (patch.page > 1) next.set(pageKey, String(patch.page));
            else next.delete(pageKey);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, pageKey, searchKey],
  );
  return { page, search, update };
}
