import { endpoints, type AddDepartmentInput, type DepartmentSavedResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDepartments } from './invalidate';

export function addDepartment(input: AddDepartmentInput): Promise<DepartmentSavedResponse> {
  return apiRequest(endpoints.department.addDepartment, { body: input });
}

export function useAddDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDepartment, onSuccess: () => invalidateDepartments(queryClient) });
}
