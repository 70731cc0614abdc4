import { endpoints, type AddServiceInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCompanyServices } from './get-company-services';

export function addService(input: AddServiceInput) {
  return apiRequest(endpoints.companyServices.addService, { body: input });
}

export function useAddService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addService,
    onSuccess: (_data, input) => invalidateCompanyServices(queryClient, input.companyId),
  });
}
