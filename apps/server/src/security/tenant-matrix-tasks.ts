import { dayjs } from '@casecover/shared';
import { range, taskId, type Row } from './tenant-matrix';

/** A valid address and point for the location probes. */
const PLACE = {
  address: { formattedAddress: '100 Peachtree St, Atlanta, GA 30303', city: 'Atlanta', state: 'GA', zipCode: '30303' },
  geometry: { type: 'Point', coordinates: [-84.39, 33.75] },
  description: '',
};

/** The rows of tasks, the calendar, departments, locations and notifications in the tenant-isolation matrix. */
export const TASK_MATRIX: Record<string, Row> = {
  'task.addTask': {
    write: true,
    probes: (f) => {
      const start = dayjs().add(3, 'day').startOf('hour');
      const base = {
        timezone: 'UTC',
        companyId: f.ids.medvance,
        serviceId: f.ids.service,
        divisionId: f.ids.division,
        startDate: start.toISOString(),
        endDate: start.add(1, 'hour').toISOString(),
      };
      return [
        { body: { ...base, departmentId: f.ids.southCardiology, location_id: f.ids.northLocation } },
        { body: { ...base, departmentId: f.ids.cardiology, location_id: f.ids.southLocation } },
      ];
    },
  },
  'task.taskList': {
    probes: () => [
      { body: { nextpage: 1, pagesize: 50, taskStatus: 'all' } },
      { body: { nextpage: 1, pagesize: 50, taskStatus: 'all', searchPatientInfo: 'ZZForeign' } },
    ],
  },
  'task.taskDetail': { probes: (f, who) => taskId(f, who).map((id) => ({ params: { id } })) },
  'task.editTask': {
    write: true,
    probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id, patientName: 'Changed from outside' } })),
  },
  'task.offerTask': {
    write: true,
    probes: (f, who) =>
      taskId(f, who).flatMap((task_id) => [
        { body: { task_id, repId: f.ownRep } },
        { body: { task_id, repId: f.orthoAdmin } },
      ]),
  },
  'task.respondToOffer': {
    write: true,
    probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id, accept: true } })),
  },
  'task.checkIn': { write: true, probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id } })) },
  'task.complete': {
    write: true,
    probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id, products: [] } })),
  },
  'task.assignStatus': {
    write: true,
    probes: (f, who) =>
      taskId(f, who).map((_id) => ({ body: { _id, taskStatus: 'cancelled', note: 'Cancelled from outside' } })),
  },

  'task.reopenTask': {
    write: true,
    probes: (f, who) => taskId(f, who).map((_id) => ({ body: { _id, note: 'Reopened from outside' } })),
  },

  'calendar.dashboard': { probes: () => [{ body: range() }] },
  'calendar.dashboardDay': {
    probes: () =>
      [-1, 0, 1, 2, 3].map((d) => ({ body: { date: dayjs().add(d, 'day').format('YYYY-MM-DD'), timeZone: 'UTC' } })),
  },
  'calendar.dashboardTask': { probes: (f, who) => taskId(f, who).map((id) => ({ params: { id } })) },

  'department.departmentSearch': {
    probes: (f) => [{ body: { search: '' } }, { body: { search: '', accountId: f.ids.south } }],
  },
  'department.getDepartments': { probes: () => [{}] },
  // Adds to the caller's own hospital: nothing foreign to aim at, but its answer is checked too.
  'department.addDepartment': { probes: () => [{ body: { name: `Matrix ${Date.now()}` } }] },
  'department.updateDepartment': {
    write: true,
    probes: (f) =>
      [f.ids.southCardiology, f.ids.southOrthopedics].map((id) => ({ body: { id, name: 'Renamed from outside' } })),
  },
  'department.deleteDepartment': {
    write: true,
    probes: (f) => [f.ids.southCardiology, f.ids.southOrthopedics].map((id) => ({ body: { id } })),
  },
  'location.locations': { probes: () => [{ query: { search: '', pageNumber: '1', pageSize: '100' } }] },
  // Adds to and switches the caller's own hospital: nothing foreign to aim at; answers checked.
  'location.addLocation': { probes: () => [{ body: { name: `Matrix ${Date.now()}`, ...PLACE } }] },
  'location.toggleLocation': { probes: () => [{ body: { status: true } }] },
  'location.updateLocation': {
    write: true,
    probes: (f) => [{ body: { location_id: f.ids.southLocation, name: 'Moved from outside', ...PLACE } }],
  },
  'location.checkAssociatedTasks': { probes: (f) => [{ query: { location_id: f.ids.southLocation } }] },
  'location.deleteLocation': { write: true, probes: (f) => [{ body: { location_id: f.ids.southLocation } }] },
  'location.addressSuggestions': { probes: () => [{ query: { q: 'Atlanta' } }] },

  'notifications.list': { probes: () => [{ body: { nextpage: 1, pagesize: 50 } }] },
  'notifications.editAll': { probes: () => [{ body: { type: 'read' } }] },
  'notifications.editSingle': {
    write: true,
    probes: (f) => [
      { body: { type: 'read', id: f.southNotification } },
      { body: { type: 'clear', id: f.southNotification } },
    ],
  },
  'notifications.settings': { probes: () => [{}] },
  'notifications.updateSetting': { probes: () => [{ body: { name: 'all', notification: true } }] },
};
