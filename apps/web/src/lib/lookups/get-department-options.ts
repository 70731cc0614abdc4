import { envelopeSchema, optionSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

export type DepartmentOption = z.infer<typeof optionSchema>;

export interface DepartmentOptionsParams {
  search: string;
  /** The chosen location: picking another one starts a fresh list. */
  locationId?: string | null;
  taskLocation?: boolean;
}

const departmentOptionsResponseSchema = envelopeSchema(optionSchema.array());

export const departmentOptionsQueryKey = (p: DepartmentOptionsParams) =>
  [...lookupsQueryRoot, 'departments', p] as const;

export async function getDepartmentOptions(p: DepartmentOptionsParams, signal?: AbortSignal) {
  const response = await apiRequest('task', '/departmentSearch', departmentOptionsResponseSchema, {
    method: 'POST',
    auth: true,
    body: {
      search: p.search,
      ...(p.taskLocation === undefined ? {} : { taskLocation: p.taskLocation }),
      ...(p.locationId ? { accountId: p.locationId } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useDepartmentOptions(p: DepartmentOptionsParams, enabled = true) {
  return useQuery({
    queryKey: departmentOptionsQueryKey(p),
    queryFn: ({ signal }) => getDepartmentOptions(p, signal),
    staleTime: 60_000,
    enabled,
  });
}
