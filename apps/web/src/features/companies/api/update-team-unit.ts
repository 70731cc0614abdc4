import { endpoints, type TeamUnitSavedResponse, type UpdateTeamUnitInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** Renames and/or moves a unit. */
export function updateTeamUnit(input: UpdateTeamUnitInput): Promise<TeamUnitSavedResponse> {
  return apiRequest(endpoints.companyTeams.updateUnit, { body: input });
}

export function useUpdateTeamUnit(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeamUnit, onSuccess: () => invalidateTeam(queryClient, companyId) });
}
