import { locationQuerySchema, optionListResponseSchema } from '../schemas/tasks';
import { defineEndpoints } from './endpoint';

/** Location lookups, under the task service where the spec names the call. */
export const locationEndpoints = defineEndpoints('location', {
  locations: {
    service: 'task',
    method: 'GET',
    path: '/location/get_locations',
    auth: true,
    summary: 'Locations of the caller\u2019s hospital, at most 5 a page',
    querystring: locationQuerySchema,
    response: optionListResponseSchema,
  },
});
