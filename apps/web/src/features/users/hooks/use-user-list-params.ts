import { userListInputSchema } from '@casecover/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The list's page, size, search and filters, as the server takes them. */
export type UserListParams = z.output<typeof userListInputSchema>;

export const DEFAULT_USER_LIST_PARAMS: UserListParams = userListInputSchema.parse({});

/** Query-string names: short and readable in a shared link. */
const QUERY_KEYS: Record<keyof UserListParams, string> = {
  page: 'page',
  pageSize: 'pageSize',
  searchText: 'search',
  departmentId: 'department',
  role: 'role',
  status: 'status',
};

const FIELDS = Object.keys(QUERY_KEYS) as (keyof UserListParams)[];

/** A value from the address bar, checked by the same schema the server applies; junk falls back to the default. */
function readField<K extends keyof UserListParams>(key: K, raw: string | null): UserListParams[K] {
  if (raw === null) return DEFAULT_USER_LIST_PARAMS[key];
  const parsed = userListInputSchema.shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as UserListParams[K]) : DEFAULT_USER_LIST_PARAMS[key];
}

export function readUserListParams(search: URLSearchParams): UserListParams {
  return {
    page: readField('page', search.get(QUERY_KEYS.page)),
    pageSize: readField('pageSize', search.get(QUERY_KEYS.pageSize)),
    searchText: readField('searchText', search.get(QUERY_KEYS.searchText)),
    departmentId: readField('departmentId', search.get(QUERY_KEYS.departmentId)),
    role: readField('role', search.get(QUERY_KEYS.role)),
    status: readField('status', search.get(QUERY_KEYS.status)),
  };
}

/**
 * The users list state lives in the URL, so a reload or a shared link shows the same list.
 * Defaults are left out of the query string.
 */
export function useUserListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readUserListParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<UserListParams>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of FIELDS) {
            if (!(key in patch)) continue;
            const value = patch[key];
            if (value === undefined || value === DEFAULT_USER_LIST_PARAMS[key]) next.delete(QUERY_KEYS[key]);
            else next.set(QUERY_KEYS[key], String(value));
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
