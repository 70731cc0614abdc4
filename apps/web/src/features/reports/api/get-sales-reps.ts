import { endpoints, type SalesRep, type SalesRepsInput } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const salesRepsQueryKey = (input: SalesRepsInput) => ['reports', 'salesReps', input] as const;

export async function getSalesReps(input: SalesRepsInput, signal?: AbortSignal): Promise<SalesRep[]> {
  return (await apiRequest(endpoints.reports.salesReps, { body: input, signal })).data;
}

/** The reps of an account's tasks in the range, asked only once its popup opens. */
export function useSalesReps(input: SalesRepsInput, enabled: boolean) {
  return useQuery({
    queryKey: salesRepsQueryKey(input),
    queryFn: ({ signal }) => getSalesReps(input, signal),
    enabled,
    staleTime: 60_000,
  });
}
