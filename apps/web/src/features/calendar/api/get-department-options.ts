import { envelopeSchema, optionSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { calendarQueryRoot } from './keys';

export type DepartmentOption = z.infer<typeof optionSchema>;

const departmentOptionsResponseSchema = envelopeSchema(optionSchema.array());

export const calendarDepartmentsQueryKey = [...calendarQueryRoot, 'departments'] as const;

/** The departments the calendar can be narrowed to. */
export async function getDepartmentOptions(signal?: AbortSignal): Promise<DepartmentOption[]> {
  const response = await apiRequest('task', '/departmentSearch', departmentOptionsResponseSchema, {
    method: 'POST',
    auth: true,
    body: { search: '' },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useDepartmentOptions(enabled: boolean) {
  return useQuery({
    queryKey: calendarDepartmentsQueryKey,
    queryFn: ({ signal }) => getDepartmentOptions(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
