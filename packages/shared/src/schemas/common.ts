import { z } from 'zod';
import { ROLES } from '../constants/roles';

export const idSchema = z.uuid();

/** A text field that is trimmed first; the message applies when it is left empty. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const pagerSchema = z.object({ currentPage: z.number().int(), endPage: z.number().int() });
export type Pager = z.infer<typeof pagerSchema>;

/** The response envelope: `status` mirrors the HTTP status. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), msg: z.string().optional(), data });

export const messageResponseSchema = z.object({ status: z.number().int(), msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const roleSchema = z.enum(ROLES);

/** Form-encoded booleans arrive as strings. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
