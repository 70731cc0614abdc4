import { z } from 'zod';

/** Ids are UUIDs; anything else cannot name a row, so callers answer "not found" without a query. */
export const isUuid = (v: string | null | undefined): v is string => !!v && z.uuid().safeParse(v).success;
