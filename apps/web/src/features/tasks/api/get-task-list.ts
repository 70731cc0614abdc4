import { endpoints, type TaskListInput, type taskListResponseSchema } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';

export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

export const taskListQueryKey = (input: TaskListInput) => [...taskListsQueryKey, input] as const;

export function getTaskList(input: TaskListInput, signal?: AbortSignal): Promise<TaskListResponse> {
  return apiRequest(endpoints.task.taskList, { body: input, signal });
}

export function useTaskList(input: TaskListInput) {
  return useQuery({
    queryKey: taskListQueryKey(input),
    queryFn: ({ signal }) => getTaskList(input, signal),
    placeholderData: keepPreviousData,
  });
}
