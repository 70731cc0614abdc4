import { endpoints, type repOptionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

export type RepOption = z.infer<typeof repOptionSchema>;

/** The reps of the signed-in manager's company, to offer a task to. */
const repOptions = defineLookup(
  'reps',
  async (_: void, signal?: AbortSignal) => (await apiRequest(endpoints.company.reps, { signal })).data,
  { staleTime: 60_000 },
);

export const repOptionsQueryKey = repOptions.queryKey(undefined);
export const getRepOptions = (signal?: AbortSignal) => repOptions.fetch(undefined, signal);
export const useRepOptions = (enabled = true) => repOptions.useLookup(undefined, enabled);
