import { dayjs, dayRangeInZone, zonedToUtc, type TaskStatus, type UnitLevel } from '@casecover/shared';
import type { DbOrTx } from '../../db/client';
import {
  accountCompanies,
  accounts,
  companies,
  companyUnits,
  departments,
  services,
  taskAssignees,
  tasks,
  userDepartments,
  users,
} from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../../../test/helpers';

/** The zone of the report fixture's days: its users read reports in it. */
export const ZONE = 'America/Chicago';

/** The local day `n` days before today in ZONE (YYYY-MM-DD). */
export const dayAgo = (n: number) => dayjs().tz(ZONE).subtract(n, 'day').format('YYYY-MM-DD');

/** A report body over whole local days, `from` and `to` days ago. */
export const days = (from: number, to: number, extra: Record<string, unknown> = {}) => ({
  ...dayRangeInZone(dayAgo(from), dayAgo(to), ZONE),
  timeZone: ZONE,
  ...extra,
});

/** The fixture's range: ten days ago to three days ago. */
export const RANGE = () => days(10, 3);

/** The people of the fixture, by short name, and their emails. */
export const PEOPLE = {
  eastAdmin: 'admin@east.report.test',
  eastScheduler: 'scheduler@east.report.test',
  atlasAdmin: 'admin@atlas.report.test',
  atlasDivision: 'division@atlas.report.test',
  atlasManager: 'manager@atlas.report.test',
  atlasRep: 'rep@atlas.report.test',
  beaconAdmin: 'admin@beacon.report.test',
} as const;

export interface ReportFixture {
  system: string;
  east: string;
  west: string;
  eastSurgery: string;
  cathLab: string;
  westSurgery: string;
  atlas: string;
  beacon: string;
  units: Record<'spine' | 'cardio' | 'south' | 'gulf' | 'houston', string>;
}

type Place = 'eastSurgery' | 'cathLab' | 'westSurgery';
type Service = 'fusion' | 'atlasStent' | 'beaconStent';
/** One task of the fixture: where, what, when (days ago and local time), its status and survey. */
interface Plan {
  place: Place;
  service: Service;
  status: TaskStatus;
  day: number;
  at: string;
  survey?: string;
  /** Assigned to the Atlas rep (placed in the Houston territory). */
  rep?: boolean;
  /** No division recorded (the rep's place still ties it to his part of the company). */
  noDivision?: boolean;
  /** Ends in two days instead of an hour after its start. */
  endsLater?: boolean;
}

/**
 * The fixture's tasks. In the range (10 to 3 days ago): 19 tasks, 7 completed, 3 cancelled,
 * 4 uncovered, 5 open; the three after them fall just outside it.
 */
export const PLANS: Plan[] = [
  { place: 'eastSurgery', service: 'fusion', status: 'completed', day: 9, at: '08:00', survey: '5', rep: true },
  { place: 'eastSurgery', service: 'fusion', status: 'completed', day: 10, at: '00:00', survey: '4' },
  { place: 'eastSurgery', service: 'atlasStent', status: 'completed', day: 8, at: '09:00', survey: '', rep: true },
  { place: 'eastSurgery', service: 'beaconStent', status: 'completed', day: 8, at: '10:00', survey: '3' },
  { place: 'cathLab', service: 'fusion', status: 'completed', day: 7, at: '11:00', survey: '4.5' },
  { place: 'cathLab', service: 'atlasStent', status: 'cancelled', day: 7, at: '12:00', survey: '5' },
  { place: 'cathLab', service: 'beaconStent', status: 'cancelled', day: 6, at: '13:00' },
  { place: 'eastSurgery', service: 'fusion', status: 'uncovered', day: 6, at: '14:00' },
  { place: 'cathLab', service: 'atlasStent', status: 'uncovered', day: 5, at: '15:00' },
  { place: 'cathLab', service: 'beaconStent', status: 'uncovered', day: 5, at: '16:00' },
  { place: 'eastSurgery', service: 'fusion', status: 'unassigned', day: 4, at: '08:30' },
  { place: 'eastSurgery', service: 'atlasStent', status: 'pending', day: 4, at: '09:30' },
  { place: 'cathLab', service: 'fusion', status: 'assigned', day: 4, at: '10:30', rep: true },
  { place: 'cathLab', service: 'fusion', status: 'inprogress', day: 4, at: '11:30', rep: true, noDivision: true },
  { place: 'westSurgery', service: 'fusion', status: 'completed', day: 9, at: '10:00', survey: '2' },
  { place: 'westSurgery', service: 'atlasStent', status: 'cancelled', day: 9, at: '11:00' },
  { place: 'westSurgery', service: 'fusion', status: 'uncovered', day: 8, at: '12:00' },
  // The last minutes of the range's last day: in.
  { place: 'eastSurgery', service: 'fusion', status: 'completed', day: 3, at: '23:30', survey: '1' },
  { place: 'cathLab', service: 'fusion', status: 'assigned', day: 4, at: '20:00', endsLater: true },
  // The first minute after the range, and the last before it: out.
  { place: 'eastSurgery', service: 'fusion', status: 'completed', day: 2, at: '00:00', survey: '5' },
  { place: 'eastSurgery', service: 'fusion', status: 'cancelled', day: 11, at: '23:59' },
  { place: 'cathLab', service: 'beaconStent', status: 'uncovered', day: 11, at: '23:30' },
];

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
};

/**
 * A report world of its own beside the demo data: the Lakeview health system with two hospitals
 * (East: Surgery and Cath Lab; West: Surgery), Atlas Medical (large: Spine and Cardio divisions,
 * Spine > Gulf area > South region > Houston territory) serving both, Beacon Devices (small)
 * serving East, their people, and PLANS as tasks.
 */
export async function seedReportFixture(db: DbOrTx): Promise<ReportFixture> {
  const system = one(await db.insert(accounts).values({ name: 'Lakeview Health' }).returning()).id;
  const [east, west] = (
    await db
      .insert(accounts)
      .values([
        { name: 'Lakeview East', parentAccountId: system },
        { name: 'Lakeview West', parentAccountId: system },
      ])
      .returning()
  ).map((a) => a.id) as [string, string];
  const [eastSurgery, cathLab, westSurgery] = (
    await db
      .insert(departments)
      .values([
        { accountId: east, name: 'Surgery' },
        { accountId: east, name: 'Cath Lab' },
        { accountId: west, name: 'Surgery' },
      ])
      .returning()
  ).map((d) => d.id) as [string, string, string];
  const atlas = one(await db.insert(companies).values({ name: 'Atlas Medical', size: 'large' }).returning()).id;
  const beacon = one(await db.insert(companies).values({ name: 'Beacon Devices', size: 'small' }).returning()).id;
  await db.insert(accountCompanies).values([
    { accountId: east, companyId: atlas },
    { accountId: west, companyId: atlas },
    { accountId: east, companyId: beacon },
  ]);
  const unit = async (name: string, level: UnitLevel, parentId: string | null) =>
    one(await db.insert(companyUnits).values({ companyId: atlas, name, level, parentId }).returning()).id;
  const spine = await unit('Spine', 'division', null);
  const cardio = await unit('Cardio', 'division', null);
  const gulf = await unit('Gulf', 'area', spine);
  const south = await unit('South', 'region', gulf);
  const houston = await unit('Houston', 'territory', south);
  const svc = async (companyId: string, name: string, divisionId: string | null) =>
    one(await db.insert(services).values({ companyId, name, divisionId }).returning()).id;
  const serviceIds: Record<Service, { id: string; companyId: string; divisionId: string | null }> = {
    fusion: { id: await svc(atlas, 'Spinal Fusion', spine), companyId: atlas, divisionId: spine },
    atlasStent: { id: await svc(atlas, 'Stent Placement', cardio), companyId: atlas, divisionId: cardio },
    beaconStent: { id: await svc(beacon, 'Stent Placement', null), companyId: beacon, divisionId: null },
  };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = (
    email: string,
    role: (typeof users.$inferInsert)['role'],
    more: Partial<typeof users.$inferInsert>,
  ) => ({
    name: email.split('@')[0] ?? email,
    email,
    role,
    passwordHash,
    timezone: ZONE,
    ...more,
  });
  const people = await db
    .insert(users)
    .values([
      person(PEOPLE.eastAdmin, 'account_admin', { accountId: east }),
      person(PEOPLE.eastScheduler, 'scheduler', { accountId: east }),
      person(PEOPLE.atlasAdmin, 'company_admin', { companyId: atlas }),
      person(PEOPLE.atlasDivision, 'division_manager', { companyId: atlas, unitId: spine }),
      person(PEOPLE.atlasManager, 'manager', { companyId: atlas, unitId: south }),
      person(PEOPLE.atlasRep, 'rep', { companyId: atlas, unitId: houston }),
      person(PEOPLE.beaconAdmin, 'company_admin', { companyId: beacon }),
    ])
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? '';
  await db.insert(userDepartments).values({ userId: idOf(PEOPLE.eastScheduler), departmentId: eastSurgery });

  const places: Record<Place, { accountId: string; departmentId: string }> = {
    eastSurgery: { accountId: east, departmentId: eastSurgery },
    cathLab: { accountId: east, departmentId: cathLab },
    westSurgery: { accountId: west, departmentId: westSurgery },
  };
  const rows = await db
    .insert(tasks)
    .values(
      PLANS.map((p) => {
        const start = zonedToUtc(`${dayAgo(p.day)} ${p.at}`, ZONE);
        const s = serviceIds[p.service];
        return {
          ...places[p.place],
          companyId: s.companyId,
          divisionId: p.noDivision ? null : s.divisionId,
          serviceId: s.id,
          name: p.service,
          startDate: start,
          endDate: p.endsLater ? dayjs().add(2, 'day').toDate() : dayjs(start).add(1, 'hour').toDate(),
          timeZone: ZONE,
          status: p.status,
          patientSurvey: p.survey ?? '',
        };
      }),
    )
    .returning({ id: tasks.id });
  const rep = idOf(PEOPLE.atlasRep);
  const assigned = rows.filter((_, i) => PLANS[i]?.rep).map((r) => ({ taskId: r.id, userId: rep }));
  await db.insert(taskAssignees).values(assigned);

  return {
    system,
    east,
    west,
    eastSurgery,
    cathLab,
    westSurgery,
    atlas,
    beacon,
    units: { spine, cardio, gulf, south, houston },
  };
}
