import { endpoints, type DepartmentSavedResponse, type UpdateDepartmentInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDepartments } from './invalidate';

export function updateDepartment(input: UpdateDepartmentInput): Promise<DepartmentSavedResponse> {
  return apiRequest(endpoints.department.updateDepartment, { body: input });
}

export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDepartment, onSuccess: () => invalidateDepartments(queryClient) });
}
