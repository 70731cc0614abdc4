import { endpoints, type DeleteDepartmentInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDepartments } from './invalidate';

export function deleteDepartment(input: DeleteDepartmentInput): Promise<MessageResponse> {
  return apiRequest(endpoints.department.deleteDepartment, { body: input });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDepartment, onSuccess: () => invalidateDepartments(queryClient) });
}
