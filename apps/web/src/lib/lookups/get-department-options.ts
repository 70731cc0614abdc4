import { endpoints, type optionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

export type DepartmentOption = z.infer<typeof optionSchema>;

export interface DepartmentOptionsParams {
  search: string;
  /** The chosen location: picking another one starts a fresh list. */
  locationId?: string | null;
  taskLocation?: boolean;
}

const departmentOptions = defineLookup(
  'departments',
  async (p: DepartmentOptionsParams, signal?: AbortSignal) =>
    (
      await apiRequest(endpoints.department.departmentSearch, {
        body: {
          search: p.search,
          ...(p.taskLocation === undefined ? {} : { taskLocation: p.taskLocation }),
          ...(p.locationId ? { accountId: p.locationId } : {}),
        },
        signal,
      })
    ).data,
  { staleTime: 60_000 },
);

export const departmentOptionsQueryKey = departmentOptions.queryKey;
export const getDepartmentOptions = departmentOptions.fetch;
export const useDepartmentOptions = departmentOptions.useLookup;
