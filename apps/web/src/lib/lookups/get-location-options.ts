import { envelopeSchema, optionSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from './keys';

export type LocationOption = z.infer<typeof optionSchema>;

/** The location lookup answers at most 5 a query (spec part 1 §9). */
export const LOCATION_PAGE_SIZE = 5;

const locationOptionsResponseSchema = envelopeSchema(optionSchema.array());

export const locationOptionsQueryKey = (search: string) => [...lookupsQueryRoot, 'locations', search] as const;

export async function getLocationOptions(search: string, signal?: AbortSignal): Promise<LocationOption[]> {
  const query = new URLSearchParams({ search, pageNumber: '1', pageSize: String(LOCATION_PAGE_SIZE) });
  const response = await apiRequest(
    'task',
    `/location/get_locations?${query.toString()}`,
    locationOptionsResponseSchema,
    {
      auth: true,
      ...(signal ? { signal } : {}),
    },
  );
  return response.data;
}

export function useLocationOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: locationOptionsQueryKey(search),
    queryFn: ({ signal }) => getLocationOptions(search, signal),
    staleTime: 60_000,
    enabled,
  });
}
