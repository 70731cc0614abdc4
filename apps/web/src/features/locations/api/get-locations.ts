import { endpoints, type LocationListQuery, type LocationListResponse } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const locationListQueryKeys = {
  all: ['locations', 'list'] as const,
  list: (query: LocationListQuery) => ['locations', 'list', query] as const,
};

export function getLocations(query: LocationListQuery, signal?: AbortSignal): Promise<LocationListResponse> {
  return apiRequest(endpoints.location.locations, { querystring: query, signal });
}

/** One page of the Locations table; the previous page stays on screen while the next loads. */
export function useLocations(query: LocationListQuery) {
  return useQuery({
    queryKey: locationListQueryKeys.list(query),
    queryFn: ({ signal }) => getLocations(query, signal),
    placeholderData: keepPreviousData,
  });
}
