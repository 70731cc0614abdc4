import { endpoints, type serviceOptionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

export type ServiceOption = z.infer<typeof serviceOptionSchema>;

export interface ServiceOptionsParams {
  search: string;
  companyId: string;
  divisionId: string | null;
}

const serviceOptions = defineLookup(
  'services',
  async (p: ServiceOptionsParams, signal?: AbortSignal) =>
    (
      await apiRequest(endpoints.company.serviceFilter, {
        body: { search: p.search, companyId: p.companyId, divisionId: p.divisionId ?? '' },
        signal,
      })
    ).data,
  { staleTime: 60_000, ready: (p) => p.companyId !== '' },
);

export const serviceOptionsQueryKey = serviceOptions.queryKey;
export const getServiceOptions = serviceOptions.fetch;
export const useServiceOptions = serviceOptions.useLookup;
