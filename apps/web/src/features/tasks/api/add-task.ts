import { messageResponseSchema, type AddTaskInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';

const addTaskResponseSchema = messageResponseSchema.extend({ data: z.object({ _id: z.string() }) });
export type AddTaskResponse = z.infer<typeof addTaskResponseSchema>;

export function addTask(input: AddTaskInput): Promise<AddTaskResponse> {
  return apiRequest('task', '/addTask', addTaskResponseSchema, { method: 'POST', auth: true, body: { ...input } });
}

export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
  });
}
