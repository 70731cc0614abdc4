import { endpoints, type companyOptionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

export type CompanyOption = z.infer<typeof companyOptionSchema>;

export interface CompanyOptionsParams {
  search: string;
  /** The chosen location, sent as the spec's `accountId`; picking another one starts a fresh list. */
  locationId?: string | null;
  taskLocation?: boolean;
}

const companyOptions = defineLookup(
  'companies',
  async (p: CompanyOptionsParams, signal?: AbortSignal) =>
    (
      await apiRequest(endpoints.company.companyFilter, {
        body: {
          search: p.search,
          ...(p.taskLocation === undefined ? {} : { taskLocation: p.taskLocation }),
          ...(p.locationId ? { accountId: p.locationId } : {}),
        },
        signal,
      })
    ).data,
  { staleTime: 60_000 },
);

export const companyOptionsQueryKey = companyOptions.queryKey;
export const getCompanyOptions = companyOptions.fetch;
export const useCompanyOptions = companyOptions.useLookup;
