import { endpoints, type companyOptionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup, locationSearchBody, type LocationSearchParams } from './lookup';

export type CompanyOption = z.infer<typeof companyOptionSchema>;

export type CompanyOptionsParams = LocationSearchParams;

const companyOptions = defineLookup(
  'companies',
  async (p: CompanyOptionsParams, signal?: AbortSignal) =>
    (
      await apiRequest(endpoints.company.companyFilter, {
        body: locationSearchBody(p),
        signal,
      })
    ).data,
  { staleTime: 60_000 },
);

export const companyOptionsQueryKey = companyOptions.queryKey;
export const getCompanyOptions = companyOptions.fetch;
export const useCompanyOptions = companyOptions.useLookup;
