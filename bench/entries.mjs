/**
 * What `npm run bench` measures. Add one object per entry:
 *   name    unique; used by --only and in the results
 *   method  HTTP method (default GET)
 *   path    path on the server, e.g. /api/task/taskList, or (context) => path
 *   body    optional; an object is sent as JSON; or (context) => body
 *   auth    true to send the bench user's bearer token
 *   target  'app' (default) or 'bare' (the plain Fastify baseline)
 * `prepare` runs once after sign-in and gathers the ids the entries need (the context).
 *
 * @typedef {Record<string, string>} BenchContext
 * @typedef {{ name: string, method?: string, path: string | ((c: BenchContext) => string), body?: unknown, auth?: boolean, target?: 'app' | 'bare' }} BenchEntry
 */

import { lastDays } from './zone.mjs';

const DAY = 86_400_000;
const monthStart = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1, 5));
};

/**
 * A report call with the body the reports screen sends: the last 30 days up to today in New
 * York (whole local days), grouped by department, plus `extra` (an object or (context) => object).
 * @returns {BenchEntry}
 */
const report = (name, path, extra = {}) => ({
  name: `report-${name}`,
  method: 'POST',
  path: `/api/report${path}`,
  auth: true,
  body: (c) => ({
    ...lastDays(30, 'America/New_York'),
    groupBy: 'department',
    ...(typeof extra === 'function' ? extra(c) : extra),
  }),
});

/** Every report call; the report scenario runs these as a hospital and as a vendor user. */
export const reportEntries = [
  report('activity', '/task/completed', { report: 'activity' }),
  report('satisfaction', '/task/completed', { report: 'accountSatisfaction' }),
  report('uncovered', '/task/uncovered'),
  report('cancelled', '/task/cancelled'),
  report('incomplete', '/incompleteTasks'),
  report('procedure', '/procedureReport'),
  report('products', '/productDetails'),
  report('pipeline', '/pipeLine'),
  // A report about one company: a hospital user names it (MedVance); a vendor user's is his own.
  report('repUtilization', '/repUtilization', (c) => ({ companyId: c.companyId })),
  report('mostActive-account', '/mostActive/account'),
  report('mostActive-rep', '/mostActive/rep'),
  report('mostActive-company', '/mostActive/company'),
  report('mostActive-employee', '/mostActive/employee'),
  report('salesReps', '/salesReps', (c) => ({ accountId: c.accountId })),
  report('coverage', '/coverage'),
  report('teamReport', '/teamReport', (c) => ({ companyId: c.companyId })),
  report('download-csv', '/download', { report: 'activity', format: 'csv' }),
];

/** @type {BenchEntry[]} */
export const entries = [
  { name: 'bare', target: 'bare', method: 'GET', path: '/' },
  { name: 'readyz', method: 'GET', path: '/readyz' },
  { name: 'session', method: 'GET', path: '/api/login/session', auth: true },
  { name: 'profile', method: 'GET', path: '/api/user/profile', auth: true },
  { name: 'taskList', method: 'POST', path: '/api/task/taskList', auth: true, body: { nextpage: 1, pagesize: 10 } },
  {
    name: 'taskList-status',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: { taskStatus: 'completed', pagesize: 10 },
  },
  {
    name: 'taskList-company',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: (c) => ({ taskStatus: 'all', companyId: c.companyId }),
  },
  {
    name: 'taskList-department',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: (c) => ({ taskStatus: 'all', departmentId: c.departmentId }),
  },
  {
    name: 'taskList-priority',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: { taskStatus: 'all', emergency: 'emergency' },
  },
  {
    name: 'taskList-dates',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: () => ({
      taskStatus: 'all',
      startDate: new Date(Date.now() - 7 * DAY).toISOString(),
      endDate: new Date().toISOString(),
    }),
  },
  {
    name: 'taskList-search',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: { taskStatus: 'all', search: 'Pacemaker' },
  },
  {
    // A word no task name holds: the other plan (the trigram index), which a generic plan missed.
    name: 'taskList-search-rare',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: { taskStatus: 'all', search: 'Quadrangle' },
  },
  {
    name: 'taskList-patient',
    method: 'POST',
    path: '/api/task/taskList',
    auth: true,
    body: (c) => ({ taskStatus: 'all', searchPatientInfo: c.caseNumber, searchPatientInfoType: 2 }),
  },
  { name: 'taskDetail', method: 'GET', path: (c) => `/api/task/task/detail/${c.taskId}`, auth: true },
  {
    name: 'addTask',
    method: 'POST',
    path: '/api/task/addTask',
    auth: true,
    body: (c) => {
      const start = new Date(Date.now() + 3 * DAY);
      start.setUTCMinutes(0, 0, 0);
      return {
        timezone: 'America/New_York',
        companyId: c.companyId,
        departmentId: c.departmentId,
        divisionId: c.divisionId || null,
        serviceId: c.serviceId,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      };
    },
  },
  {
    // An edit of one field: the task's update, its history entry and the report facts its
    // triggers keep (a task booked for it; an edit writes whatever field it is given).
    name: 'editTask',
    method: 'PUT',
    path: '/api/task/task/edit',
    auth: true,
    body: (c) => ({ task_id: c.editTaskId, taskDescription: 'Edited by the bench' }),
  },
  {
    name: 'dashboard-month',
    method: 'POST',
    path: '/api/task/dashboard',
    auth: true,
    body: () => {
      const start = monthStart();
      return {
        startDate: new Date(start.getTime() - 7 * DAY).toISOString(),
        endDate: new Date(start.getTime() + 35 * DAY).toISOString(),
        timeZone: 'America/New_York',
        perDay: 5,
      };
    },
  },
  { name: 'notifications', method: 'POST', path: '/api/notifications/get_notifications', auth: true, body: {} },
  ...reportEntries,
];

/** The user the bench signs in as for `auth` entries. */
export const benchUser = { email: 'admin@northside.test', password: 'CaseCover!2026' };

/** Ids the entries need, looked up once through the API as the bench user. */
export async function prepare(baseUrl, token) {
  const post = async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  const companies = (await post('/api/task/companyFilter', { search: 'MedVance' })).data ?? [];
  const company = companies[0] ?? {};
  const divisions = company._id
    ? ((await post('/api/task/divisionFilter', { companyId: company._id })).data ?? [])
    : [];
  const services = company._id
    ? ((await post('/api/task/serviceFilter', { companyId: company._id, divisionId: divisions[0]?._id ?? '' })).data ??
      [])
    : [];
  const departments = (await post('/api/task/departmentSearch', { search: '' })).data ?? [];
  const list =
    (await post('/api/task/taskList', { taskStatus: 'all', companyId: company._id ?? '', pagesize: 10 })).list ?? [];
  const taskId = list[0]?._id ?? '';
  const detail = taskId
    ? await (
        await fetch(`${baseUrl}/api/task/task/detail/${taskId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    : {};
  const session = await (
    await fetch(`${baseUrl}/api/login/session`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  // editTask's own task, booked afresh each run: the history its edits add is read by no other entry.
  const start = new Date(Date.now() + 4 * DAY);
  start.setUTCMinutes(0, 0, 0);
  const booked = await post('/api/task/addTask', {
    timezone: 'America/New_York',
    companyId: company._id,
    departmentId: departments[0]?._id,
    divisionId: divisions[0]?._id || null,
    serviceId: services[0]?._id,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  return {
    // The bench user's hospital (Northside), which MedVance works with: the Sales Reps popup's account.
    accountId: session.data?.accountId ?? '',
    companyId: company._id ?? '',
    divisionId: divisions[0]?._id ?? '',
    serviceId: services[0]?._id ?? '',
    departmentId: departments[0]?._id ?? '',
    taskId,
    editTaskId: booked.data?._id ?? '',
    caseNumber: detail.data?.[0]?.caseNumber || 'CN-00000',
  };
}
