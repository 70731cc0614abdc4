import { endpoints, type optionSchema } from '@casecover/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { defineLookup, locationSearchBody, type LocationSearchParams } from './lookup';

export type DepartmentOption = z.infer<typeof optionSchema>;

export type DepartmentOptionsParams = LocationSearchParams;

const departmentOptions = defineLookup(
  'departments',
  async (p: DepartmentOptionsParams, signal?: AbortSignal) =>
    (
      await apiRequest(endpoints.department.departmentSearch, {
        body: locationSearchBody(p),
        signal,
      })
    ).data,
  { staleTime: 60_000 },
);

export const departmentOptionsQueryKey = departmentOptions.queryKey;
export const getDepartmentOptions = departmentOptions.fetch;
export const useDepartmentOptions = departmentOptions.useLookup;
