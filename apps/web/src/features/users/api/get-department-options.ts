import { departmentOptionSchema, envelopeSchema, type DepartmentOption } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const departmentOptionsQueryKey = ['users', 'departments'] as const;

const departmentListResponseSchema = envelopeSchema(z.array(departmentOptionSchema));

/** The departments of the caller's hospital; empty for everyone else. */
export async function getDepartmentOptions(): Promise<DepartmentOption[]> {
  const response = await apiRequest('user', '/departmentList', departmentListResponseSchema, { auth: true });
  return response.data;
}

export function useDepartmentOptions() {
  return useQuery({ queryKey: departmentOptionsQueryKey, queryFn: getDepartmentOptions, staleTime: 5 * 60_000 });
}
