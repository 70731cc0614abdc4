import { storedFileParamsSchema } from '../schemas/files';
import { defineEndpoints } from './endpoint';

/** Logos and profile photos by their stored path; the answer is the file itself. */
export const fileEndpoints = defineEndpoints('files', {
  storedFile: {
    service: 'files',
    method: 'GET',
    path: '/:folder/:name',
    auth: false,
    summary: 'A stored logo or profile photo',
    params: storedFileParamsSchema,
  },
});
