import {
  LIMITS,
  TASK_LIST_STATUS_FILTERS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  dayRangeInZone,
  type TaskListInput,
  type TaskListStatusFilter,
} from '@casecover/shared';

export type PageSize = (typeof LIMITS.pageSizes)[number];
export type PriorityFilter = '' | 'emergency' | 'normal';
/** 0 both, 1 patient name, 2 case number (spec part 1 §7). */
export type PatientSearchType = 0 | 1 | 2;

/** The list's filters and page, as kept in the URL's query. */
export interface TaskListParams {
  status: TaskListStatusFilter;
  departmentId: string;
  companyId: string;
  priority: PriorityFilter;
  /** Days as YYYY-MM-DD, read in the user's zone. */
  from: string;
  to: string;
  search: string;
  patient: string;
  patientType: PatientSearchType;
  page: number;
  size: PageSize;
}

export const DEFAULT_TASK_LIST_PARAMS: TaskListParams = {
  status: 'upcoming',
  departmentId: '',
  companyId: '',
  priority: '',
  from: '',
  to: '',
  search: '',
  patient: '',
  patientType: 0,
  page: 1,
  size: LIMITS.defaultPageSize,
};

/** The status filter's choices, in the order the menu shows them. */
export const STATUS_FILTER_OPTIONS: { value: TaskListStatusFilter; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  // The list call spells this one filter capitalised (spec part 1 §7).
  ...TASK_STATUSES.map((status) => ({
    value: status === 'unassigned' ? ('Unassigned' as const) : status,
    label: TASK_STATUS_LABELS[status],
  })),
  { value: 'all', label: 'All' },
];

export const PRIORITY_FILTER_OPTIONS: { value: PriorityFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'emergency', label: 'Emergency' },
  { value: 'normal', label: 'Normal' },
];

export const PATIENT_SEARCH_TYPES: { value: PatientSearchType; label: string }[] = [
  { value: 0, label: 'Both' },
  { value: 1, label: 'Patient Name' },
  { value: 2, label: 'Case Number' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string | number>(value: T | null | undefined, allowed: readonly T[], fallback: T): T {
  return value !== null && value !== undefined && allowed.includes(value) ? value : fallback;
}

/** Reads the filters from the URL; anything unknown falls back to its default. */
export function readTaskListParams(query: URLSearchParams): TaskListParams {
  const d = DEFAULT_TASK_LIST_PARAMS;
  const id = (key: string) => {
    const v = query.get(key) ?? '';
    return UUID.test(v) ? v : '';
  };
  const day = (key: string) => {
    const v = query.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    status: oneOf(query.get('status') as TaskListStatusFilter | null, TASK_LIST_STATUS_FILTERS, d.status),
    departmentId: id('department'),
    companyId: id('company'),
    priority: oneOf(query.get('priority') as PriorityFilter | null, ['', 'emergency', 'normal'], d.priority),
    from: day('from'),
    to: day('to'),
    search: (query.get('search') ?? '').slice(0, 100),
    patient: (query.get('patient') ?? '').slice(0, 100),
    patientType: oneOf(Number(query.get('patientType') ?? 0) as PatientSearchType, [0, 1, 2], d.patientType),
    page: Number.isFinite(page) && page >= 1 ? page : d.page,
    size: oneOf(Number(query.get('size') ?? d.size) as PageSize, LIMITS.pageSizes, d.size),
  };
}

/** The URL query for a set of filters; defaults are left out so a plain /task stays plain. */
export function writeTaskListParams(p: TaskListParams): URLSearchParams {
  const d = DEFAULT_TASK_LIST_PARAMS;
  const query = new URLSearchParams();
  if (p.status !== d.status) query.set('status', p.status);
  if (p.departmentId) query.set('department', p.departmentId);
  if (p.companyId) query.set('company', p.companyId);
  if (p.priority) query.set('priority', p.priority);
  if (p.from) query.set('from', p.from);
  if (p.to) query.set('to', p.to);
  if (p.search) query.set('search', p.search);
  if (p.patient) query.set('patient', p.patient);
  if (p.patientType !== d.patientType) query.set('patientType', String(p.patientType));
  if (p.page !== d.page) query.set('page', String(p.page));
  if (p.size !== d.size) query.set('size', String(p.size));
  return query;
}

/**
 * The date-range filter: whole days in the user's zone, from 00:00 of the first day up to the
 * next day's 00:00 after the last (the spec's 00:00:01 missed a task at 12:00 AM), as UTC
 * instants. Either end may be open; reversed days are swapped.
 */
export function dateRangeFilter(from: string, to: string, timeZone: string): { startDate: string; endDate: string } {
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  return {
    startDate: first ? dayRangeInZone(first, first, timeZone).startDate : '',
    endDate: last ? dayRangeInZone(last, last, timeZone).endDate : '',
  };
}

/** The POST task/taskList body for the filters shown. */
export function toTaskListInput(p: TaskListParams, timeZone: string): TaskListInput {
  const patient = p.patient.trim();
  return {
    nextpage: p.page,
    pagesize: p.size,
    taskStatus: p.status,
    companyId: p.companyId,
    departmentId: p.departmentId,
    search: p.search.trim(),
    emergency: p.priority,
    searchPatientInfo: patient,
    searchPatientInfoType: patient ? p.patientType : 0,
    ...dateRangeFilter(p.from, p.to, timeZone),
  };
}
