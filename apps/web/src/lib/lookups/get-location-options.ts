import { endpoints, type optionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

export type LocationOption = z.infer<typeof optionSchema>;

/** The location lookup answers at most 5 a query (spec part 1 §9). */
export const LOCATION_PAGE_SIZE = 5;

const locationOptions = defineLookup(
  'locations',
  async (search: string, signal?: AbortSignal) =>
    (
      await apiRequest(endpoints.location.locations, {
        querystring: { search, pageNumber: 1, pageSize: LOCATION_PAGE_SIZE },
        signal,
      })
    ).data,
  { staleTime: 60_000 },
);

export const locationOptionsQueryKey = locationOptions.queryKey;
export const getLocationOptions = locationOptions.fetch;
export const useLocationOptions = locationOptions.useLookup;
