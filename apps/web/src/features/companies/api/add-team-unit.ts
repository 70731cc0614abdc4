import { endpoints, type AddTeamUnitInput, type TeamUnitSavedResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

export function addTeamUnit(input: AddTeamUnitInput): Promise<TeamUnitSavedResponse> {
  return apiRequest(endpoints.companyTeams.addUnit, { body: input });
}

export function useAddTeamUnit(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTeamUnit, onSuccess: () => invalidateTeam(queryClient, companyId) });
}
