import { endpoints, type DeleteServiceParams } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCompanyServices } from './get-company-services';

export function deleteService(params: DeleteServiceParams) {
  return apiRequest(endpoints.companyServices.deleteService, { params });
}

/** Deletes the service, or archives it when tasks name it; either way it leaves the list and the pickers. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_data, params) => invalidateCompanyServices(queryClient, params.companyId),
  });
}
