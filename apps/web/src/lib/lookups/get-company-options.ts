import { companyOptionSchema, envelopeSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

export type CompanyOption = z.infer<typeof companyOptionSchema>;

export interface CompanyOptionsParams {
  search: string;
  /** The chosen location, sent as the spec's `accountId`; picking another one starts a fresh list. */
  locationId?: string | null;
  taskLocation?: boolean;
}

const companyOptionsResponseSchema = envelopeSchema(companyOptionSchema.array());

export const companyOptionsQueryKey = (p: CompanyOptionsParams) => [...lookupsQueryRoot, 'companies', p] as const;

export async function getCompanyOptions(p: CompanyOptionsParams, signal?: AbortSignal): Promise<CompanyOption[]> {
  const response = await apiRequest('task', '/companyFilter', companyOptionsResponseSchema, {
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

export function useCompanyOptions(p: CompanyOptionsParams, enabled = true) {
  return useQuery({
    queryKey: companyOptionsQueryKey(p),
    queryFn: ({ signal }) => getCompanyOptions(p, signal),
    staleTime: 60_000,
    enabled,
  });
}
