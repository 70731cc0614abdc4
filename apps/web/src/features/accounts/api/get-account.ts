import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKeys } from './get-accounts';

/** An account's page: details, users, departments, locations and linked companies. */
export function useAccount(id: string) {
  return useQuery({
    queryKey: accountQueryKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.accounts.accountDetail, { params: { id }, signal })).data,
  });
}

/** A vendor company's standing and people, for the Super Admin's actions on its page. */
export function useCompanyStanding(id: string, enabled: boolean) {
  return useQuery({
    queryKey: accountQueryKeys.company(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.accounts.companyStanding, { params: { id }, signal })).data,
    enabled,
  });
}
