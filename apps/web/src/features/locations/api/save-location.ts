import { endpoints, type AddLocationInput, type UpdateLocationInput } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function addLocation(body: AddLocationInput) {
  return apiRequest(endpoints.location.addLocation, { body });
}

export function updateLocation(body: UpdateLocationInput) {
  return apiRequest(endpoints.location.updateLocation, { body });
}

/**
 * Add, or update when the body names a location. The lists are refreshed by the dialog once it
 * closes (2 s after success), so the row does not move under the message.
 */
export function useSaveLocation() {
  return useMutation({
    mutationFn: (body: AddLocationInput | UpdateLocationInput) =>
      'location_id' in body ? updateLocation(body) : addLocation(body),
  });
}
