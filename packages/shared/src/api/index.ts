import { calendarEndpoints } from './calendar';
import { companiesEndpoints } from './companies';
import { companyEndpoints } from './company';
import { companyServicesEndpoints } from './company-services';
import { departmentEndpoints } from './department';
import type { Endpoint } from './endpoint';
import { fileEndpoints } from './files';
import { locationEndpoints } from './location';
import { loginEndpoints } from './login';
import { notificationEndpoints } from './notifications';
import { registrationEndpoints } from './registration';
import { taskEndpoints } from './task';
import { userEndpoints } from './user';
import { companyAddEndpoints } from './company-add';
import { companyTeamsEndpoints } from './company-teams';
import { companyInviteEndpoints } from './company-invites';
import { reportEndpoints } from './reports';
import { auditEndpoints } from './audit';
import { accountEndpoints } from './accounts';
import { offerEndpoints } from './offers';
import { repDayEndpoints } from './rep-day';
import { calendarFeedEndpoints } from './calendar-feed';
import { taskExportEndpoints } from './task-export';

export * from './endpoint';

/** Every call of the API, by domain. Adding a call starts here. */
export const endpoints = {
  login: loginEndpoints,
  registration: registrationEndpoints,
  user: userEndpoints,
  task: taskEndpoints,
  calendar: calendarEndpoints,
  company: companyEndpoints,
  companies: companiesEndpoints,
  department: departmentEndpoints,
  location: locationEndpoints,
  notifications: notificationEndpoints,
  files: fileEndpoints,
  companyServices: companyServicesEndpoints,
  companyAdd: companyAddEndpoints,
  companyTeams: companyTeamsEndpoints,
  companyInvites: companyInviteEndpoints,
  reports: reportEndpoints,
  audit: auditEndpoints,
  accounts: accountEndpoints,
  offers: offerEndpoints,
  repDay: repDayEndpoints,
  calendarFeed: calendarFeedEndpoints,
  taskExport: taskExportEndpoints,
} as const;

/** The table as a flat list, e.g. to check that the server registers each entry. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
}
