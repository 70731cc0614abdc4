import { departmentSearchInputSchema, optionListResponseSchema } from '../schemas/tasks';
import { defineEndpoints } from './endpoint';

/** Department lookups, under the task service where the spec names the call. */
export const departmentEndpoints = defineEndpoints('department', {
  departmentSearch: {
    service: 'task',
    method: 'POST',
    path: '/departmentSearch',
    auth: true,
    body: departmentSearchInputSchema,
    response: optionListResponseSchema,
  },
});
