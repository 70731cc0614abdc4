import { z } from 'zod';

/** Small request and response pieces several route files share, until the shared endpoint table holds them. */
export const search = z.string().trim().max(100).default('');
export const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).optional();
export const listOf = <T extends z.ZodType>(item: T) => z.object({ status: z.number(), data: z.array(item) });
