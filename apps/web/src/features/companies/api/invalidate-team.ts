import type { QueryClient } from '@tanstack/react-query';
import { lookupsQueryRoot } from '@/lib/lookups/keys';
import { companyQueryKeys } from './get-companies';

export const teamPeopleQueryKey = (companyId: string) => ['companies', 'team-people', companyId] as const;

/**
 * A change to a company's units or people shows in its Teams tab, its assign picker, the list's
 * divisions and the lookups that name units (divisions in Add Task, reps' territories).
 */
export function invalidateTeam(queryClient: QueryClient, companyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyQueryKeys.team(companyId) }),
    queryClient.invalidateQueries({ queryKey: teamPeopleQueryKey(companyId) }),
    queryClient.invalidateQueries({ queryKey: ['companies', 'list'] }),
    queryClient.invalidateQueries({ queryKey: lookupsQueryRoot }),
  ]);
}
