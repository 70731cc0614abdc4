import { cmsEntrySchema, type CmsEntry } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

const companyLabelsResponseSchema = z.object({
  status: z.number(),
  data: z.object({ labelChange: z.object({ label: cmsEntrySchema.array() }) }),
});

export const companyLabelsQueryKey = (companyId: string) => [...lookupsQueryRoot, 'labels', companyId] as const;

/** A company's label configuration for the optional task fields (spec part 1 §3). */
export async function getCompanyLabels(companyId: string, signal?: AbortSignal): Promise<CmsEntry[]> {
  const response = await apiRequest('task', `/cms/${encodeURIComponent(companyId)}`, companyLabelsResponseSchema, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return response.data.labelChange.label;
}

export function useCompanyLabels(companyId: string | null | undefined) {
  return useQuery({
    queryKey: companyLabelsQueryKey(companyId ?? ''),
    queryFn: ({ signal }) => getCompanyLabels(companyId ?? '', signal),
    staleTime: 5 * 60_000,
    enabled: Boolean(companyId),
  });
}
