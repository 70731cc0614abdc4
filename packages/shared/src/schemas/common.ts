import { z } from 'zod';
import { LIMITS } from '../constants/limits';
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

/** The envelope of a list: `{ status, data: [...] }`. */
export const listEnvelopeSchema = <T extends z.ZodType>(item: T) => envelopeSchema(z.array(item));

/** The search text of a lookup: trimmed, at most 100 characters, empty when absent. */
export const lookupSearchSchema = z.string().trim().max(100).default('');

/** A boolean flag that may also arrive as the string "true" or "false". */
export const lookupFlagSchema = z.union([z.boolean(), z.enum(['true', 'false'])]).optional();

/** A path id such as `/task/detail/:id`; unknown ids answer 404 from the service. */
export const idParamsSchema = z.object({ id: z.string().max(100) });

export const roleSchema = z.enum(ROLES);

/** Form-encoded booleans arrive as strings. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The deepest page a list serves; a bound the OpenAPI document can state (and a client cannot overrun). */
export const PAGE_NUMBER_MAX = 100_000;

/** A list's page number, 1 to PAGE_NUMBER_MAX. */
export const pageNumberField = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAGE_NUMBER_MAX, `The page number can be at most ${PAGE_NUMBER_MAX}`)
  .default(1);

const PAGE_SIZE_MESSAGE = 'Page size must be 10, 25 or 50';

/** A list's page size: 10, 25 or 50 (bounded too, so the document shows the range). */
export const listPageSizeField = z.coerce
  .number()
  .int()
  .min(Math.min(...LIMITS.pageSizes), PAGE_SIZE_MESSAGE)
  .max(Math.max(...LIMITS.pageSizes), PAGE_SIZE_MESSAGE)
  .refine((v) => (LIMITS.pageSizes as readonly number[]).includes(v), PAGE_SIZE_MESSAGE)
  .default(LIMITS.defaultPageSize);
