import { envelopeSchema, optionSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

export type DivisionOption = z.infer<typeof optionSchema>;

export interface DivisionOptionsParams {
  search: string;
  companyId: string;
}

const divisionOptionsResponseSchema = envelopeSchema(optionSchema.array());

export const divisionOptionsQueryKey = (p: DivisionOptionsParams) => [...lookupsQueryRoot, 'divisions', p] as const;

export async function getDivisionOptions(p: DivisionOptionsParams, signal?: AbortSignal): Promise<DivisionOption[]> {
  const response = await apiRequest('task', '/divisionFilter', divisionOptionsResponseSchema, {
    method: 'POST',
    auth: true,
    body: { search: p.search, companyId: p.companyId },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useDivisionOptions(p: DivisionOptionsParams, enabled = true) {
  return useQuery({
    queryKey: divisionOptionsQueryKey(p),
    queryFn: ({ signal }) => getDivisionOptions(p, signal),
    staleTime: 60_000,
    enabled: enabled && p.companyId !== '',
  });
}
