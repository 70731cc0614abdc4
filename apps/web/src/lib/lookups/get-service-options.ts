import { envelopeSchema, serviceOptionSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

export type ServiceOption = z.infer<typeof serviceOptionSchema>;

export interface ServiceOptionsParams {
  search: string;
  companyId: string;
  divisionId: string | null;
}

const serviceOptionsResponseSchema = envelopeSchema(serviceOptionSchema.array());

export const serviceOptionsQueryKey = (p: ServiceOptionsParams) => [...lookupsQueryRoot, 'services', p] as const;

export async function getServiceOptions(p: ServiceOptionsParams, signal?: AbortSignal): Promise<ServiceOption[]> {
  const response = await apiRequest('task', '/serviceFilter', serviceOptionsResponseSchema, {
    method: 'POST',
    auth: true,
    body: { search: p.search, companyId: p.companyId, divisionId: p.divisionId ?? '' },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useServiceOptions(p: ServiceOptionsParams, enabled = true) {
  return useQuery({
    queryKey: serviceOptionsQueryKey(p),
    queryFn: ({ signal }) => getServiceOptions(p, signal),
    staleTime: 60_000,
    enabled: enabled && p.companyId !== '',
  });
}
