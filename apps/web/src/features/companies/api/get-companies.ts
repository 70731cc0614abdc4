import { endpoints, type companyListInputSchema } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type CompanyListInput = z.input<typeof companyListInputSchema>;

export const companyQueryKeys = {
  list: (input: CompanyListInput) => ['companies', 'list', input] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  team: (id: string) => ['companies', 'team', id] as const,
};

export async function getCompanies(input: CompanyListInput, signal?: AbortSignal) {
  return (await apiRequest(endpoints.companies.companyList, { body: input, signal })).data;
}

/** One page of the companies list; the previous page stays on screen while the next loads. */
export function useCompanies(input: CompanyListInput) {
  return useQuery({
    queryKey: companyQueryKeys.list(input),
    queryFn: ({ signal }) => getCompanies(input, signal),
    placeholderData: keepPreviousData,
  });
}
