import { endpoints } from '@casecover/shared';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

/** The departments of the caller's hospital (the user service's list); empty for everyone else. */
const departmentList = defineLookup(
  'department-list',
  async (_: void, signal?: AbortSignal) => (await apiRequest(endpoints.user.departmentList, { signal })).data,
  { staleTime: 5 * 60_000 },
);

export const departmentListQueryKey = departmentList.queryKey(undefined);
export const getDepartmentList = (signal?: AbortSignal) => departmentList.fetch(undefined, signal);
export const useDepartmentList = () => departmentList.useLookup(undefined);
