import { envelopeSchema, repOptionSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

export type RepOption = z.infer<typeof repOptionSchema>;

const repsResponseSchema = envelopeSchema(repOptionSchema.array());

export const repOptionsQueryKey = [...lookupsQueryRoot, 'reps'] as const;

/** The reps of the signed-in manager's company, to offer a task to. */
export async function getRepOptions(signal?: AbortSignal): Promise<RepOption[]> {
  const response = await apiRequest('task', '/reps', repsResponseSchema, { auth: true, ...(signal ? { signal } : {}) });
  return response.data;
}

export function useRepOptions(enabled = true) {
  return useQuery({
    queryKey: repOptionsQueryKey,
    queryFn: ({ signal }) => getRepOptions(signal),
    staleTime: 60_000,
    enabled,
  });
}
