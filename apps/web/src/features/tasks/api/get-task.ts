import { MSG, endpoints, type TaskDetail } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { taskDetailsQueryKey } from './keys';

export const taskQueryKey = (id: string) => [...taskDetailsQueryKey, id] as const;

export async function getTask(id: string, signal?: AbortSignal): Promise<TaskDetail> {
  const response = await apiRequest(endpoints.task.taskDetail, { params: { id }, signal });
  const task = response.data[0];
  if (!task) throw new ApiError(404, MSG.tasks.notFound);
  return task;
}

export function useTask(id: string) {
  return useQuery({
    queryKey: taskQueryKey(id),
    queryFn: ({ signal }) => getTask(id, signal),
    staleTime: 0,
  });
}
