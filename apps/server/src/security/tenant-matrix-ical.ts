import type { Foreign, Probe, Row } from './tenant-matrix';

/** The task list download, filtered to another tenant's company or department, and unfiltered. */
const exportProbes = (f: Foreign): Probe[] =>
  (['csv', 'xlsx'] as const).flatMap((format) =>
    [
      { taskStatus: 'all' },
      { taskStatus: 'all', companyId: f.ids.ortholine },
      { taskStatus: 'all', departmentId: f.ids.southCardiology },
      { taskStatus: 'all', searchPatientInfo: 'ZZForeign South Ortho' },
    ].map((body) => ({ query: { format }, body })),
  );

/**
 * The calendar feed's management calls act on the caller's own feed only (there is no id to aim
 * at another's), and the download reads through the caller's scope whatever the filters name.
 */
export const ICAL_MATRIX: Record<string, Row> = {
  'calendarFeed.feedStatus': { probes: () => [{}] },
  'calendarFeed.createFeed': { probes: () => [{}, { body: { userId: 'ignored' } }] },
  'calendarFeed.revokeFeed': { probes: () => [{}] },
  'taskExport.exportTaskList': { probes: exportProbes },
};
