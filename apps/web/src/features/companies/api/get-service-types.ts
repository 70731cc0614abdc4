import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyServiceKeys } from './get-company-services';

export async function getServiceTypes(companyId: string, signal?: AbortSignal) {
  return (await apiRequest(endpoints.companyServices.serviceTypes, { body: { companyId }, signal })).data;
}

/** The company's service types, for the service dialog's picker. */
export function useServiceTypes(companyId: string) {
  return useQuery({
    queryKey: companyServiceKeys.types(companyId),
    queryFn: ({ signal }) => getServiceTypes(companyId, signal),
  });
}
