import { endpoints, type AddServiceTypeInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyServiceKeys } from './get-company-services';

export function addServiceType(input: AddServiceTypeInput) {
  return apiRequest(endpoints.companyServices.addServiceType, { body: input });
}

/** Marks the add-type calls in flight, so the service dialog waits for the type it will save. */
export const addServiceTypeMutationKey = ['companies', 'services', 'add-type'] as const;

/** Adds a type the company lacks, from the service dialog; the picker's list refreshes. */
export function useAddServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addServiceTypeMutationKey,
    mutationFn: addServiceType,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: companyServiceKeys.types(input.companyId) }),
  });
}
