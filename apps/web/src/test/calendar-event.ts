import type { CalendarEvent } from '@casecover/shared';

/** A calendar entry for tests: an assigned MedVance case at 9 AM New York on 25 November 2026. */
export const calendarEvent = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  _id: 't1',
  title: 'Pacemaker Implant',
  start: '2026-11-25T14:00:00.000Z',
  end: '2026-11-25T15:00:00.000Z',
  taskstatus: 'assigned',
  isEmergency: false,
  companyData: { name: 'MedVance Surgical' },
  assignedTo: { name: 'Jordan Ellis' },
  ...overrides,
});
