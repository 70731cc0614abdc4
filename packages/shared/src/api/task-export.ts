import { taskExportQuerySchema } from '../schemas/ical';
import { taskListInputSchema } from '../schemas/tasks';
import { defineEndpoints } from './endpoint';

/** The task list as a file: every page of the list the filters select. */
export const taskExportEndpoints = defineEndpoints('task', {
  exportTaskList: {
    service: 'task',
    method: 'POST',
    path: '/taskList/export',
    auth: true,
    summary:
      'The task list with the same filters as POST /taskList (paging ignored: every match), streamed as CSV or XLSX',
    querystring: taskExportQuerySchema,
    body: taskListInputSchema,
  },
});
