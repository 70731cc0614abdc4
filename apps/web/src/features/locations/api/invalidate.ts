import type { QueryClient } from '@tanstack/react-query';
import { lookupsQueryRoot } from '@/lib/lookups/keys';
import { locationListQueryKeys } from './get-locations';

/** A changed location shows in the table and in Add Task's location list. */
export function invalidateLocations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: locationListQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...lookupsQueryRoot, 'locations'] }),
  ]);
}
