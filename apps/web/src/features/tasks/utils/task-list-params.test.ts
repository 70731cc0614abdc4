import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_LIST_PARAMS,
  dateRangeFilter,
  readTaskListParams,
  toTaskListInput,
  writeTaskListParams,
} from './task-list-params';

describe('the task list date range', () => {
  it('covers whole days, from 00:00 of the first to the next day\u2019s 00:00 after the last, in the user\u2019s zone, as UTC', () => {
    expect(dateRangeFilter('2026-01-15', '2026-01-16', 'America/Chicago')).toEqual({
      startDate: '2026-01-15T06:00:00.000Z',
      endDate: '2026-01-17T05:59:59.999Z',
    });
  });

  it('follows daylight saving time across the range', () => {
    // New York moves from EST (UTC-5) to EDT (UTC-4) on 8 March 2026.
    expect(dateRangeFilter('2026-03-08', '2026-03-09', 'America/New_York')).toEqual({
      startDate: '2026-03-08T05:00:00.000Z',
      endDate: '2026-03-10T03:59:59.999Z',
    });
  });

  it('leaves an open end empty and swaps reversed days', () => {
    expect(dateRangeFilter('2026-05-01', '', 'UTC')).toEqual({ startDate: '2026-05-01T00:00:00.000Z', endDate: '' });
    expect(dateRangeFilter('', '2026-05-01', 'UTC')).toEqual({ startDate: '', endDate: '2026-05-01T23:59:59.999Z' });
    expect(dateRangeFilter('2026-05-03', '2026-05-01', 'UTC')).toEqual({
      startDate: '2026-05-01T00:00:00.000Z',
      endDate: '2026-05-03T23:59:59.999Z',
    });
  });
});

describe('the task list query', () => {
  it('builds the taskList body from the filters', () => {
    const input = toTaskListInput(
      {
        ...DEFAULT_TASK_LIST_PARAMS,
        status: 'completed',
        priority: 'emergency',
        from: '2026-07-04',
        to: '2026-07-04',
        search: ' pacemaker ',
        patient: 'CASE-7',
        patientType: 2,
        page: 3,
        size: 25,
      },
      'America/Los_Angeles',
    );
    expect(input).toEqual({
      nextpage: 3,
      pagesize: 25,
      taskStatus: 'completed',
      companyId: '',
      departmentId: '',
      search: 'pacemaker',
      emergency: 'emergency',
      searchPatientInfo: 'CASE-7',
      searchPatientInfoType: 2,
      startDate: '2026-07-04T07:00:00.000Z',
      endDate: '2026-07-05T06:59:59.999Z',
    });
  });

  it('sends the patient search type only with a patient search', () => {
    const input = toTaskListInput({ ...DEFAULT_TASK_LIST_PARAMS, patientType: 1 }, 'UTC');
    expect(input).toMatchObject({ searchPatientInfo: '', searchPatientInfoType: 0, startDate: '', endDate: '' });
  });

  it('reads the URL, falling back to defaults for anything unknown, and writes only what differs', () => {
    const id = '0b8f6c1e-6a5e-4e0b-9d7e-1c2b3a4d5e6f';
    const params = readTaskListParams(
      new URLSearchParams(`status=bogus&company=${id}&department=x&from=2026-02-30x&to=2026-03-01&page=0&size=7`),
    );
    expect(params).toEqual({ ...DEFAULT_TASK_LIST_PARAMS, companyId: id, to: '2026-03-01' });
    expect(writeTaskListParams(params).toString()).toBe(`company=${id}&to=2026-03-01`);
    expect(writeTaskListParams(DEFAULT_TASK_LIST_PARAMS).toString()).toBe('');
    const back = readTaskListParams(
      writeTaskListParams({
        ...DEFAULT_TASK_LIST_PARAMS,
        status: 'Unassigned',
        patient: 'J. D.',
        patientType: 1,
        page: 2,
      }),
    );
    expect(back).toMatchObject({ status: 'Unassigned', patient: 'J. D.', patientType: 1, page: 2 });
  });
});
