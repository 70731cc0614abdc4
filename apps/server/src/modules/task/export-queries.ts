import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cmsLabels,
  companies,
  companyUnits,
  departments,
  locations,
  taskAssignees,
  tasks,
  users,
} from '../../db/schema/index';
import { listWhere, type ListSelection } from './queries';

type PatientField = 'patientName' | 'caseNumber' | 'patientSurvey';

/**
 * A patient field's value only where the task's company turned the field on (its CMS label is
 * checked): the same rule the task detail screen follows. Elsewhere the value never leaves the database.
 */
function shownPatientField(field: PatientField) {
  return sql<string>`case when exists (select 1 from jsonb_array_elements(${cmsLabels.labels}) as e where e->>'value' = ${field} and e->>'checked' = 'true') then ${tasks[field]} else '' end`;
}

/** Where the previous batch ended: the start exactly as stored (text keeps the microseconds) and the id. */
export interface ExportCursor {
  start: string;
  id: string;
}

/**
 * One batch of the task list's download, in the list's own order, after `cursor`. Keyset paging on
 * `(start_date, id)` walks the list's indexes; no batch holds a transaction or a server-side
 * cursor open, so a long download never blocks other requests (PGlite has one connection).
 */
export async function exportBatch(
  db: DbOrTx,
  p: { selection: ListSelection; cursor: ExportCursor | null; size: number },
) {
  const ascending = p.selection.upcomingFrom !== null;
  const after = p.cursor
    ? ascending
      ? sql`(${tasks.startDate}, ${tasks.id}) > (${p.cursor.start}::timestamptz, ${p.cursor.id}::uuid)`
      : sql`(${tasks.startDate}, ${tasks.id}) < (${p.cursor.start}::timestamptz, ${p.cursor.id}::uuid)`
    : undefined;
  const order = ascending ? [asc(tasks.startDate), asc(tasks.id)] : [desc(tasks.startDate), desc(tasks.id)];
  return db
    .select({
      id: tasks.id,
      startText: sql<string>`${tasks.startDate}::text`,
      name: tasks.name,
      status: tasks.status,
      isEmergency: tasks.isEmergency,
      companyName: companies.name,
      divisionName: companyUnits.name,
      repName: sql<
        string | null
      >`(select ${users.name} from ${taskAssignees} join ${users} on ${users.id} = ${taskAssignees.userId} where ${taskAssignees.taskId} = ${tasks.id} order by ${taskAssignees.createdAt} limit 1)`,
      departmentName: departments.name,
      locationName: locations.name,
      startDate: tasks.startDate,
      endDate: tasks.endDate,
      timeZone: tasks.timeZone,
      description: tasks.description,
      patientName: shownPatientField('patientName'),
      caseNumber: shownPatientField('caseNumber'),
      patientSurvey: shownPatientField('patientSurvey'),
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .leftJoin(companyUnits, eq(companyUnits.id, tasks.divisionId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(cmsLabels, eq(cmsLabels.companyId, tasks.companyId))
    .where(and(listWhere(p.selection), after))
    .orderBy(...order)
    .limit(p.size);
}
export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];
