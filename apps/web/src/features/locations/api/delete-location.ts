import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function deleteLocation(locationId: string): Promise<MessageResponse> {
  return apiRequest(endpoints.location.deleteLocation, { body: { location_id: locationId } });
}

export function useDeleteLocation() {
  return useMutation({ mutationFn: deleteLocation });
}
