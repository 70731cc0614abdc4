import type { QueryClient } from '@tanstack/react-query';
import { lookupsQueryRoot } from '@/lib/lookups/keys';
import { departmentQueryKeys } from './get-departments';

/** A department change shows on this screen and in every department picker (Add Task, Users, filters). */
export function invalidateDepartments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: departmentQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: lookupsQueryRoot }),
  ]);
}
