import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { withCustomPlans, type Db, type DbOrTx } from '../../db/client';
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
import { preparedCache } from '../../scope/task-scope-prepared';
import { listWhere, ph, type ListSelection } from './list-queries';

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
export async function exportBatch(db: Db, p: { selection: ListSelection; cursor: ExportCursor | null; size: number }) {
  const { where, params, name, planPerSearch } = listWhere(p.selection);
  const ascending = p.selection.upcomingFrom !== null;
  const values = { ...params, afterStart: p.cursor?.start, afterId: p.cursor?.id, size: p.size };
  if (planPerSearch) {
    return withCustomPlans(db, (tx) =>
      exportStatement(tx, { where: where(), ascending, after: !!p.cursor, name: '' }).execute(values),
    );
  }
  // The list's own prepared filters, one statement per shape: first batch, or after a cursor.
  const shape = `${name}_x${p.cursor ? (ascending ? 'a' : 'd') : ''}`;
  const statement = exportStatements(db, shape, () =>
    exportStatement(db, { where: where(), ascending, after: !!p.cursor, name: shape }),
  );
  return statement.execute(values);
}

function exportStatement(
  db: DbOrTx,
  p: { where: ReturnType<ReturnType<typeof listWhere>['where']>; ascending: boolean; after: boolean; name: string },
) {
  const after = p.after
    ? p.ascending
      ? sql`(${tasks.startDate}, ${tasks.id}) > (${ph('afterStart')}::timestamptz, ${ph('afterId')}::uuid)`
      : sql`(${tasks.startDate}, ${tasks.id}) < (${ph('afterStart')}::timestamptz, ${ph('afterId')}::uuid)`
    : undefined;
  const order = p.ascending ? [asc(tasks.startDate), asc(tasks.id)] : [desc(tasks.startDate), desc(tasks.id)];
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
    .where(and(p.where, after))
    .orderBy(...order)
    .limit(ph('size'))
    .prepare(p.name);
}

const exportStatements = preparedCache<ReturnType<typeof exportStatement>>();

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];
