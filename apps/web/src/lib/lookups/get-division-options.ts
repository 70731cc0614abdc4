import { endpoints, type optionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

export type DivisionOption = z.infer<typeof optionSchema>;

export interface DivisionOptionsParams {
  search: string;
  companyId: string;
}

const divisionOptions = defineLookup(
  'divisions',
  async (p: DivisionOptionsParams, signal?: AbortSignal) =>
    (await apiRequest(endpoints.company.divisionFilter, { body: { search: p.search, companyId: p.companyId }, signal }))
      .data,
  { staleTime: 60_000, ready: (p) => p.companyId !== '' },
);

export const divisionOptionsQueryKey = divisionOptions.queryKey;
export const getDivisionOptions = divisionOptions.fetch;
export const useDivisionOptions = divisionOptions.useLookup;
