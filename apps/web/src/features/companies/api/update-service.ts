import { endpoints, type UpdateServiceInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCompanyServices } from './get-company-services';

export function updateService(input: UpdateServiceInput) {
  return apiRequest(endpoints.companyServices.updateService, { body: input });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: (_data, input) => invalidateCompanyServices(queryClient, input.companyId),
  });
}
