import { departmentOptionSchema, envelopeSchema, type DepartmentOption } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

export const departmentListQueryKey = [...lookupsQueryRoot, 'department-list'] as const;

const departmentListResponseSchema = envelopeSchema(z.array(departmentOptionSchema));

/** The departments of the caller's hospital (the user service's list); empty for everyone else. */
export async function getDepartmentList(signal?: AbortSignal): Promise<DepartmentOption[]> {
  const response = await apiRequest('user', '/departmentList', departmentListResponseSchema, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useDepartmentList() {
  return useQuery({
    queryKey: departmentListQueryKey,
    queryFn: ({ signal }) => getDepartmentList(signal),
    staleTime: 5 * 60_000,
  });
}
