import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedCache } from '../../scope/task-scope-prepared';
import type * as companies from '../company/service';
import type * as departments from '../department/service';
import type * as locations from '../location/service';
import type * as notifications from '../notifications/service';
import type { AudienceRow } from '../notifications/queries';

const ph = (name: string) => sql.placeholder(name);

/** The values a booking's lookups are run with: each a placeholder of the one statement. */
const lookupParams = {
  accountId: ph('accountId'),
  companyId: ph('companyId'),
  departmentId: ph('departmentId'),
  divisionId: ph('divisionId'),
  locationId: ph('locationId'),
  serviceId: ph('serviceId'),
};

export type LookupParams = typeof lookupParams;

/** A well-formed id for each lookup, or null where the booking names none (that lookup finds nothing). */
export type LookupValues = { accountId: string } & { [K in Exclude<keyof LookupParams, 'accountId'>]: string | null };

/** The statements of the modules that own what a booking names, built with the placeholders given. */
export interface LookupPieces {
  company: ReturnType<typeof companies.bookingLookups.linkedCompany>;
  department: ReturnType<typeof departments.accountDepartmentQuery>;
  division: ReturnType<typeof companies.bookingLookups.division>;
  locationRequired: ReturnType<typeof locations.bookingLookups.locationRequired>;
  location: ReturnType<typeof locations.bookingLookups.location>;
  service: ReturnType<typeof companies.bookingLookups.service>;
  audience: ReturnType<typeof notifications.newTaskAudienceQuery>;
}

/**
 * The lookups side by side in one statement: a row per person of the audience (and setting of
 * his), each lookup's answer repeated on every row, and one row when the audience is empty.
 * Under load every statement waits for a pooled connection; seven lookups at once held seven.
 */
function lookupsStatement(db: Db, pieces: LookupPieces) {
  const company = pieces.company.as('company');
  const department = pieces.department.as('department');
  const division = pieces.division.as('division');
  const required = pieces.locationRequired.as('required');
  const location = pieces.location.as('location');
  const service = pieces.service.as('service');
  const audience = pieces.audience.as('audience');
  const settings = audience.settings;
  const on = sql`true`;
  return db
    .select({
      company: { id: company.id, name: company.name, size: company.size },
      department: { id: department.id, name: department.name },
      divisionId: division.id,
      taskLocation: required.taskLocation,
      locationId: location.id,
      service: { id: service.id, name: service.name, divisionId: service.divisionId },
      audienceId: audience.id,
      settings: {
        userId: settings.userId,
        name: settings.name,
        notification: settings.notification,
        email: settings.email,
      },
    })
    .from(sql`(values (1)) as one (x)`)
    .leftJoin(company, on)
    .leftJoin(department, on)
    .leftJoin(division, on)
    .leftJoin(required, on)
    .leftJoin(location, on)
    .leftJoin(service, on)
    .leftJoin(audience, on)
    .prepare('cc_booking_lookups');
}

const statements = preparedCache<ReturnType<typeof lookupsStatement>>();

/**
 * What a booking names, looked up in one statement: the pieces are built once (by `build`, with
 * placeholders) and the statement prepared; each booking runs it with its own `values`.
 */
export async function bookingLookups(db: Db, build: (p: LookupParams) => LookupPieces, values: LookupValues) {
  const statement = statements(db, 'cc_booking_lookups', () => lookupsStatement(db, build(lookupParams)));
  const rows = await statement.execute(values);
  const first = rows[0];
  const audience: AudienceRow[] = [];
  for (const r of rows) {
    // A setting is a whole row of the settings table or none: Drizzle types its joined columns
    // one by one as nullable, but maps a row whose columns are all null to null.
    if (r.audienceId) audience.push({ id: r.audienceId, settings: r.settings as AudienceRow['settings'] });
  }
  return {
    company: first?.company ?? null,
    department: first?.department ?? null,
    division: first?.divisionId ? { id: first.divisionId } : null,
    locationRequired: first?.taskLocation ?? false,
    location: first?.locationId ? { id: first.locationId } : null,
    service: first?.service ?? null,
    audience,
  };
}
