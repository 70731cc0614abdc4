import { z } from 'zod';

/** GET files/:folder/:name: a stored logo or profile photo, by its random file name. */
export const storedFileParamsSchema = z.object({
  folder: z.enum(['logos', 'profiles']),
  name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|svg|gif)$/),
});
