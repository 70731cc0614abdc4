import { z } from 'zod';
import { envelopeSchema, roleSchema } from './common';

export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: roleSchema,
  email: z.string(),
  phone: z.string().nullable(),
  profilePath: z.string().nullable(),
  timezone: z.string().nullable(),
  accountName: z.string().nullable(),
  companyName: z.string().nullable(),
  approved: z.boolean(),
  department_details: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = envelopeSchema(profileSchema);
