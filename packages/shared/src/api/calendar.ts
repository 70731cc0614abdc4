import { idParamsSchema } from '../schemas/common';
import {
  dashboardDayInputSchema,
  dashboardDayResponseSchema,
  dashboardInputSchema,
  dashboardResponseSchema,
  dashboardTaskResponseSchema,
} from '../schemas/calendar';
import { defineEndpoints } from './endpoint';

/** The calendar dashboard, under the task service where the spec names the calls. */
export const calendarEndpoints = defineEndpoints('calendar', {
  dashboard: {
    service: 'task',
    method: 'POST',
    path: '/dashboard',
    auth: true,
    summary: 'Calendar events in a range (at most perDay a local day, with hidden counts) and the Pending panel',
    body: dashboardInputSchema,
    response: dashboardResponseSchema,
  },
  dashboardDay: {
    service: 'task',
    method: 'POST',
    path: '/dashboard/day',
    auth: true,
    summary: 'All events of one local day (the "+N more" popover)',
    body: dashboardDayInputSchema,
    response: dashboardDayResponseSchema,
  },
  dashboardTask: {
    service: 'task',
    method: 'GET',
    path: '/dashboard/:id',
    auth: true,
    summary: 'One event\u2019s popup details',
    params: idParamsSchema,
    response: dashboardTaskResponseSchema,
  },
});
