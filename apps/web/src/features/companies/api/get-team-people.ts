import { endpoints, type TeamPerson } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamPeopleQueryKey } from './invalidate-team';

export async function getTeamPeople(companyId: string, signal?: AbortSignal): Promise<TeamPerson[]> {
  return (await apiRequest(endpoints.companyTeams.people, { body: { companyId }, signal })).data;
}

/** The company's division managers, managers and reps with their units: the assign picker's options (editors only). */
export function useTeamPeople(companyId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: teamPeopleQueryKey(companyId),
    queryFn: ({ signal }) => getTeamPeople(companyId, signal),
    enabled,
  });
}
