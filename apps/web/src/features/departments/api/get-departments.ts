import { endpoints, type Department } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const departmentQueryKeys = {
  all: ['departments'] as const,
  list: () => ['departments', 'list'] as const,
};

export async function getDepartments(signal?: AbortSignal): Promise<Department[]> {
  return (await apiRequest(endpoints.department.getDepartments, { signal })).data;
}

/** The hospital's departments, sorted by name; the search box filters them in the browser. */
export function useDepartments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: departmentQueryKeys.list(), queryFn: ({ signal }) => getDepartments(signal), enabled });
}
