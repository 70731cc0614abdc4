import { dayjs, type CompanySize, type Role, type TaskStatus, type UnitLevel } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountCompanies,
  accounts,
  companies,
  companyUnits,
  departments,
  services,
  taskAssignees,
  taskProducts,
  tasks,
  users,
} from '../../db/schema/index';
import { DEMO_USERS } from '../../../test/helpers';

/**
 * A hand-made data set for the report download tests, with counts known by heart.
 *
 * Summit (large): divisions East, West; areas East A, West A; regions East R, West R;
 * territories East T1, East T2 (under East R), West T1. Reps: Alice (East T1), Bob (East T2),
 * Carol (West T1), Dan (placed nowhere). Lakeview works with Summit, Midway (medium) and
 * Petite (small); Riverbend works with Summit only. Summit's tasks, ten days ago:
 *
 * | # | status     | division | reps  | hospital            |
 * |---|------------|----------|-------|---------------------|
 * | 1 | completed  | East     | Alice | Lakeview Surgery    |
 * | 2 | completed  | East     | Bob   | Lakeview Surgery    |
 * | 3 | cancelled  | East     | —     | Lakeview Surgery    |
 * | 4 | uncovered  | West     | —     | Lakeview Surgery    |
 * | 5 | assigned   | West     | Carol | Lakeview Surgery    |
 * | 6 | pending    | West     | Alice | Lakeview Surgery    |
 * | 7 | inprogress | —        | Dan   | Lakeview Surgery    |
 * | 8 | unassigned | —        | —     | Lakeview Cardiac    |
 * | 9 | completed  | East     | Alice | Riverbend Orthopedics |
 * and one completed East/Alice task 40 days ago, outside the 30-day range. Completed cases
 * carry a Patient Survey score of 4 and two Lead kits at 120.00.
 */
export const SUMMIT = 'Summit Devices';

export interface SummaryFixture {
  lakeview: string;
  riverbend: string;
  surgery: string;
  cardiac: string;
  orthopedics: string;
  summit: string;
  midway: string;
  petite: string;
  units: Record<string, string>;
  /** Sign-in emails. */
  people: { lakeviewAdmin: string; riverbendAdmin: string; summitAdmin: string; eastManager: string; alice: string };
}

const DAY = 86_400_000;

export async function seedSummaryFixture(db: DbOrTx): Promise<SummaryFixture> {
  const [demoAdmin] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_USERS.admin));
  const passwordHash = demoAdmin?.hash ?? null;

  const [lakeview, riverbend] = await db
    .insert(accounts)
    .values([{ name: 'Lakeview Medical' }, { name: 'Riverbend Clinic' }])
    .returning({ id: accounts.id });
  if (!lakeview || !riverbend) throw new Error('accounts not created');
  const [surgery, cardiac, orthopedics] = await db
    .insert(departments)
    .values([
      { accountId: lakeview.id, name: 'Surgery' },
      { accountId: lakeview.id, name: 'Cardiac' },
      { accountId: riverbend.id, name: 'Orthopedics' },
    ])
    .returning({ id: departments.id });
  if (!surgery || !cardiac || !orthopedics) throw new Error('departments not created');

  const company = async (name: string, size: CompanySize) => {
    const [row] = await db.insert(companies).values({ name, size }).returning({ id: companies.id });
    if (!row) throw new Error(`${name} not created`);
    const [service] = await db
      .insert(services)
      .values({ companyId: row.id, name: `${name} Implant` })
      .returning({ id: services.id });
    return { id: row.id, service: service?.id ?? '' };
  };
  const summit = await company(SUMMIT, 'large');
  const midway = await company('Midway Medical', 'medium');
  const petite = await company('Petite Ortho', 'small');
  await db.insert(accountCompanies).values([
    { accountId: lakeview.id, companyId: summit.id },
    { accountId: lakeview.id, companyId: midway.id },
    { accountId: lakeview.id, companyId: petite.id },
    { accountId: riverbend.id, companyId: summit.id },
  ]);

  const units: Record<string, string> = {};
  const unit = async (companyId: string, name: string, level: UnitLevel, parent?: string) => {
    const [row] = await db
      .insert(companyUnits)
      .values({ companyId, name, level, parentId: parent ? units[parent] : null })
      .returning({ id: companyUnits.id });
    units[name] = row?.id ?? '';
  };
  await unit(summit.id, 'East', 'division');
  await unit(summit.id, 'West', 'division');
  await unit(summit.id, 'East A', 'area', 'East');
  await unit(summit.id, 'West A', 'area', 'West');
  await unit(summit.id, 'East R', 'region', 'East A');
  await unit(summit.id, 'West R', 'region', 'West A');
  await unit(summit.id, 'East T1', 'territory', 'East R');
  await unit(summit.id, 'East T2', 'territory', 'East R');
  await unit(summit.id, 'West T1', 'territory', 'West R');
  await unit(midway.id, 'Mid A', 'area');
  await unit(midway.id, 'Mid R', 'region', 'Mid A');
  await unit(midway.id, 'Mid T', 'territory', 'Mid R');
  await unit(petite.id, 'Pet R', 'region');
  await unit(petite.id, 'Pet T', 'territory', 'Pet R');

  const person = async (
    name: string,
    role: Role,
    at: { accountId?: string; companyId?: string; unit?: string },
  ): Promise<{ id: string; email: string }> => {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@summary.test`;
    const [row] = await db
      .insert(users)
      .values({
        name,
        email,
        role,
        passwordHash,
        accountId: at.accountId ?? null,
        companyId: at.companyId ?? null,
        unitId: at.unit ? (units[at.unit] ?? null) : null,
        timezone: 'America/New_York',
      })
      .returning({ id: users.id });
    return { id: row?.id ?? '', email };
  };
  const lakeviewAdmin = await person('Lena Lakeview', 'account_admin', { accountId: lakeview.id });
  const riverbendAdmin = await person('Rita Riverbend', 'account_admin', { accountId: riverbend.id });
  const summitAdmin = await person('Sam Summit', 'company_admin', { companyId: summit.id });
  const eastManager = await person('Erin East', 'division_manager', { companyId: summit.id, unit: 'East' });
  const alice = await person('Alice Able', 'rep', { companyId: summit.id, unit: 'East T1' });
  const bob = await person('Bob Baker', 'rep', { companyId: summit.id, unit: 'East T2' });
  const carol = await person('Carol Cole', 'rep', { companyId: summit.id, unit: 'West T1' });
  const dan = await person('Dan Drift', 'rep', { companyId: summit.id });
  const eve = await person('Eve Mid', 'rep', { companyId: midway.id, unit: 'Mid T' });
  const pat = await person('Pat Petite', 'rep', { companyId: petite.id, unit: 'Pet T' });

  const tenDaysAgo = dayjs().subtract(10, 'day').startOf('hour').valueOf();
  const task = async (
    c: { id: string; service: string },
    status: TaskStatus,
    division: string | null,
    reps: string[],
    where: { accountId: string; departmentId: string } = { accountId: lakeview.id, departmentId: surgery.id },
    start = tenDaysAgo,
  ) => {
    const [row] = await db
      .insert(tasks)
      .values({
        ...where,
        companyId: c.id,
        serviceId: c.service,
        divisionId: division ? (units[division] ?? null) : null,
        name: `${status} case`,
        startDate: new Date(start),
        endDate: new Date(start + 3_600_000),
        timeZone: 'America/New_York',
        status,
        // Completed cases carry a survey score and a product, for the reports that read them.
        patientSurvey: status === 'completed' ? '4' : '',
      })
      .returning({ id: tasks.id });
    if (status === 'completed') {
      await db
        .insert(taskProducts)
        .values({ taskId: row?.id ?? '', no: 1, name: 'Lead kit', price: '120.00', quantity: 2 });
    }
    if (reps.length) await db.insert(taskAssignees).values(reps.map((userId) => ({ taskId: row?.id ?? '', userId })));
  };
  await task(summit, 'completed', 'East', [alice.id]);
  await task(summit, 'completed', 'East', [bob.id]);
  await task(summit, 'cancelled', 'East', []);
  await task(summit, 'uncovered', 'West', []);
  await task(summit, 'assigned', 'West', [carol.id]);
  await task(summit, 'pending', 'West', [alice.id]);
  await task(summit, 'inprogress', null, [dan.id]);
  await task(summit, 'unassigned', null, [], { accountId: lakeview.id, departmentId: cardiac.id });
  await task(summit, 'completed', 'East', [alice.id], { accountId: riverbend.id, departmentId: orthopedics.id });
  await task(summit, 'completed', 'East', [alice.id], undefined, tenDaysAgo - 30 * DAY);
  await task(midway, 'completed', 'Mid A', [eve.id]);
  await task(petite, 'cancelled', 'Pet R', [pat.id]);

  return {
    lakeview: lakeview.id,
    riverbend: riverbend.id,
    surgery: surgery.id,
    cardiac: cardiac.id,
    orthopedics: orthopedics.id,
    summit: summit.id,
    midway: midway.id,
    petite: petite.id,
    units,
    people: {
      lakeviewAdmin: lakeviewAdmin.email,
      riverbendAdmin: riverbendAdmin.email,
      summitAdmin: summitAdmin.email,
      eastManager: eastManager.email,
      alice: alice.email,
    },
  };
}

/** The last 30 days up to now, in a zone, as the web sends them. */
export function last30Days(timeZone = 'America/New_York') {
  return {
    startDate: dayjs().subtract(30, 'day').toISOString(),
    endDate: dayjs().toISOString(),
    timeZone,
  };
}
