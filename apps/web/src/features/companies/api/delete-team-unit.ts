import { endpoints, type DeleteTeamUnitParams, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

export function deleteTeamUnit(params: DeleteTeamUnitParams): Promise<MessageResponse> {
  return apiRequest(endpoints.companyTeams.deleteUnit, { params });
}

export function useDeleteTeamUnit(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeamUnit, onSuccess: () => invalidateTeam(queryClient, companyId) });
}
