import { endpoints, type AssignTeamMemberInput, type TeamMemberAssignedResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** Places a person in a unit (rep → territory, manager → area or region, division manager → division). */
export function assignTeamMember(input: AssignTeamMemberInput): Promise<TeamMemberAssignedResponse> {
  return apiRequest(endpoints.companyTeams.assignMember, { body: input });
}

export function useAssignTeamMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignTeamMember, onSuccess: () => invalidateTeam(queryClient, companyId) });
}
