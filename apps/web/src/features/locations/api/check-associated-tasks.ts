import { endpoints, type AssociatedTasksResponse } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The first step of a delete: whether open tasks still use the location. */
export function checkAssociatedTasks(locationId: string): Promise<AssociatedTasksResponse> {
  return apiRequest(endpoints.location.checkAssociatedTasks, { querystring: { location_id: locationId } });
}

export function useCheckAssociatedTasks() {
  return useMutation({ mutationFn: checkAssociatedTasks });
}
