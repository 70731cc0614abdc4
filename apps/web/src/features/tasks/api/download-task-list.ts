import { endpoints, type TaskExportFormat, type TaskListInput } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';

/** Every page of the list the filters select, as CSV or XLSX, with times in the user's zone. */
export function downloadTaskList(p: { input: TaskListInput; format: TaskExportFormat; timeZone: string }) {
  return apiDownload(
    endpoints.taskExport.exportTaskList,
    { querystring: { format: p.format }, body: { ...p.input, timeZone: p.timeZone } },
    `Tasks.${p.format}`,
  );
}

/** Downloads the file and hands it to the browser to save. */
export function useDownloadTaskList() {
  return useMutation({
    mutationFn: async (p: Parameters<typeof downloadTaskList>[0]) => saveFile(await downloadTaskList(p)),
  });
}
