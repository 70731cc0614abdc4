import { dayjs, type TaskStatus } from '@casecover/shared';
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
  userDepartments,
  users,
} from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { DEMO_USERS, bearer, login, type TestApp } from '../../../test/helpers';

/**
 * A small world for the "More reports" tests, beside the demo data and sharing nothing with it,
 * so every total is known: two hospitals (Alpha, Beta), two vendors (Largo, large, with two
 * branches division > area > region > territory; Smallco, small), reps placed in territories,
 * and tasks in every status, 2 hours long, with products and assignees. The range is one
 * Monday-to-Sunday UTC week three weeks back (five weekdays).
 */
export const MORE_PASSWORD = 'Reports!2026';

export const MORE_EMAILS = {
  alphaAdmin: 'admin@alpha.more.test',
  alphaScheduler: 'scheduler@alpha.more.test',
  betaAdmin: 'admin@beta.more.test',
  largoAdmin: 'admin@largo.more.test',
  largoDivisionManager: 'dm@largo.more.test',
  largoManager: 'manager@largo.more.test',
  rep1: 'rep1@largo.more.test',
  rep2: 'rep2@largo.more.test',
  rep3: 'rep3@largo.more.test',
  rep4: 'rep4@largo.more.test',
  smallAdmin: 'admin@smallco.more.test',
  smallRep: 'rep@smallco.more.test',
} as const;
export type MoreUser = keyof typeof MORE_EMAILS;

export async function seedMoreReports(db: DbOrTx) {
  const weeksBack = dayjs.utc().startOf('day').subtract(21, 'day');
  const start = weeksBack.subtract((weeksBack.day() + 6) % 7, 'day');
  const range = {
    startDate: start.toISOString(),
    endDate: start.add(7, 'day').subtract(1, 'millisecond').toISOString(),
    timeZone: 'UTC',
  };

  const [alpha, beta] = await db
    .insert(accounts)
    .values([{ name: 'Alpha Hospital' }, { name: 'Beta Hospital' }])
    .returning({ id: accounts.id });
  const [largo, smallco] = await db
    .insert(companies)
    .values([
      { name: 'Largo Medical', size: 'large' },
      { name: 'Smallco Devices', size: 'small' },
    ])
    .returning({ id: companies.id });
  if (!alpha || !beta || !largo || !smallco) throw new Error('fixture insert failed');
  await db.insert(accountCompanies).values([
    { accountId: alpha.id, companyId: largo.id },
    { accountId: alpha.id, companyId: smallco.id },
    { accountId: beta.id, companyId: largo.id },
  ]);

  const unit = async (
    companyId: string,
    level: 'division' | 'area' | 'region' | 'territory',
    name: string,
    parentId: string | null,
  ) => {
    const [row] = await db
      .insert(companyUnits)
      .values({ companyId, level, name, parentId })
      .returning({ id: companyUnits.id });
    if (!row) throw new Error('unit insert failed');
    return row.id;
  };
  const d1 = await unit(largo.id, 'division', 'East', null);
  const a1 = await unit(largo.id, 'area', 'Atlantic', d1);
  const r1 = await unit(largo.id, 'region', 'Carolinas', a1);
  const t1 = await unit(largo.id, 'territory', 'Charlotte', r1);
  const t2 = await unit(largo.id, 'territory', 'Raleigh', r1);
  const d2 = await unit(largo.id, 'division', 'West', null);
  const a2 = await unit(largo.id, 'area', 'Pacific', d2);
  const r2 = await unit(largo.id, 'region', 'California', a2);
  const t3 = await unit(largo.id, 'territory', 'Fresno', r2);
  const sr = await unit(smallco.id, 'region', 'Georgia', null);
  const st = await unit(smallco.id, 'territory', 'Macon', sr);

  const deps = await db
    .insert(departments)
    .values([
      { accountId: alpha.id, name: 'Cardiology' },
      { accountId: alpha.id, name: 'Orthopedics' },
      { accountId: beta.id, name: 'Cardiology' },
    ])
    .returning({ id: departments.id });
  const [alphaCardio, alphaOrtho, betaCardio] = deps.map((d) => d.id);
  const svc = await db
    .insert(services)
    .values([
      { companyId: largo.id, name: 'Stent Case Support', divisionId: d1 },
      { companyId: smallco.id, name: 'Glove Fitting' },
    ])
    .returning({ id: services.id });
  const [largoService, smallService] = svc.map((s) => s.id);
  if (!alphaCardio || !alphaOrtho || !betaCardio || !largoService || !smallService)
    throw new Error('fixture insert failed');

  const passwordHash = await hashPassword(MORE_PASSWORD);
  const person = (
    key: MoreUser,
    name: string,
    role: typeof users.$inferInsert.role,
    extra: Partial<typeof users.$inferInsert>,
  ) => ({
    email: MORE_EMAILS[key],
    name,
    role,
    passwordHash,
    phone: '404-555-0199',
    ...extra,
  });
  const people = await db
    .insert(users)
    .values([
      person('alphaAdmin', 'Ada Alpha', 'account_admin', { accountId: alpha.id }),
      person('alphaScheduler', 'Sam Alpha', 'scheduler', { accountId: alpha.id }),
      person('betaAdmin', 'Bea Beta', 'account_admin', { accountId: beta.id }),
      person('largoAdmin', 'Lou Largo', 'company_admin', { companyId: largo.id }),
      person('largoDivisionManager', 'Dora East', 'division_manager', { companyId: largo.id, unitId: d1 }),
      person('largoManager', 'Max Atlantic', 'manager', { companyId: largo.id, unitId: a1 }),
      person('rep1', 'Rita One', 'rep', { companyId: largo.id, unitId: t1 }),
      person('rep2', 'Rob Two', 'rep', { companyId: largo.id, unitId: t2 }),
      person('rep3', 'Rae Three', 'rep', { companyId: largo.id, unitId: t3 }),
      person('rep4', 'Ron Four', 'rep', { companyId: largo.id, unitId: t2 }),
      person('smallAdmin', 'Sue Small', 'company_admin', { companyId: smallco.id }),
      person('smallRep', 'Sid Small', 'rep', { companyId: smallco.id, unitId: st }),
    ])
    .returning({ id: users.id, email: users.email });
  const id = (key: MoreUser) => {
    const found = people.find((p) => p.email === MORE_EMAILS[key])?.id;
    if (!found) throw new Error(`no ${key}`);
    return found;
  };
  await db.insert(userDepartments).values({ userId: id('alphaScheduler'), departmentId: alphaCardio });

  const booked = start.add(8, 'hour').toDate();
  const bookedBefore = start.subtract(7, 'day').toDate();
  interface Plan {
    no: number;
    account: string;
    department: string;
    company: string;
    division: string | null;
    status: TaskStatus;
    reps: MoreUser[];
    by: MoreUser;
    products?: [string, string, number][];
    day?: number;
    created?: Date;
  }
  const largoTask = { company: largo.id, division: d1 };
  const plans: Plan[] = [
    {
      no: 1,
      account: alpha.id,
      department: alphaCardio,
      ...largoTask,
      status: 'completed',
      reps: ['rep1'],
      by: 'alphaAdmin',
      products: [
        ['Stent', '100.00', 2],
        ['Catheter', '50.00', 1],
      ],
    },
    {
      no: 2,
      account: alpha.id,
      department: alphaCardio,
      ...largoTask,
      status: 'completed',
      reps: ['rep2'],
      by: 'alphaScheduler',
      products: [['Stent', '100.00', 1]],
    },
    {
      no: 3,
      account: alpha.id,
      department: alphaOrtho,
      ...largoTask,
      status: 'assigned',
      reps: ['rep1'],
      by: 'alphaAdmin',
      products: [['Stent', '100.00', 5]],
    },
    {
      no: 4,
      account: alpha.id,
      department: alphaOrtho,
      ...largoTask,
      status: 'inprogress',
      reps: ['rep1', 'rep2'],
      by: 'alphaAdmin',
    },
    {
      no: 5,
      account: alpha.id,
      department: alphaCardio,
      company: largo.id,
      division: d2,
      status: 'pending',
      reps: ['rep3'],
      by: 'alphaAdmin',
    },
    {
      no: 6,
      account: beta.id,
      department: betaCardio,
      company: largo.id,
      division: d2,
      status: 'completed',
      reps: ['rep3'],
      by: 'betaAdmin',
      products: [['Catheter', '50.00', 4]],
    },
    {
      no: 7,
      account: beta.id,
      department: betaCardio,
      company: largo.id,
      division: d2,
      status: 'cancelled',
      reps: ['rep3'],
      by: 'betaAdmin',
    },
    {
      no: 8,
      account: beta.id,
      department: betaCardio,
      company: largo.id,
      division: d2,
      status: 'uncovered',
      reps: [],
      by: 'betaAdmin',
      created: bookedBefore,
    },
    {
      no: 9,
      account: alpha.id,
      department: alphaCardio,
      ...largoTask,
      status: 'unassigned',
      reps: [],
      by: 'alphaScheduler',
      created: bookedBefore,
    },
    {
      no: 10,
      account: alpha.id,
      department: alphaCardio,
      company: smallco.id,
      division: null,
      status: 'completed',
      reps: ['smallRep'],
      by: 'alphaAdmin',
      products: [['Glove', '2.50', 10]],
    },
    // Booked in the range, happening after it: only the Pipeline Report counts it.
    {
      no: 11,
      account: alpha.id,
      department: alphaCardio,
      ...largoTask,
      status: 'completed',
      reps: ['rep1'],
      by: 'alphaAdmin',
      products: [['Stent', '100.00', 7]],
      day: 10,
    },
  ];
  for (const p of plans) {
    const at = start.add(p.day ?? p.no % 5, 'day').add(10, 'hour');
    const [task] = await db
      .insert(tasks)
      .values({
        accountId: p.account,
        departmentId: p.department,
        companyId: p.company,
        divisionId: p.division,
        serviceId: p.company === largo.id ? largoService : smallService,
        name: `More task ${p.no}`,
        startDate: at.toDate(),
        endDate: at.add(2, 'hour').toDate(),
        timeZone: 'UTC',
        status: p.status,
        createdBy: id(p.by),
        createdAt: p.created ?? booked,
      })
      .returning({ id: tasks.id });
    if (!task) throw new Error('task insert failed');
    if (p.reps.length) await db.insert(taskAssignees).values(p.reps.map((r) => ({ taskId: task.id, userId: id(r) })));
    if (p.products?.length) {
      await db
        .insert(taskProducts)
        .values(
          p.products.map(([name, price, quantity], i) => ({ taskId: task.id, no: i + 1, name, price, quantity })),
        );
    }
  }
  return {
    range,
    ids: {
      alpha: alpha.id,
      beta: beta.id,
      largo: largo.id,
      smallco: smallco.id,
      d1,
      d2,
      a1,
      a2,
      r1,
      r2,
      t1,
      t2,
      t3,
      sr,
      st,
      alphaCardio,
      betaCardio,
    },
    userId: id,
  };
}
export type MoreWorld = Awaited<ReturnType<typeof seedMoreReports>>;

/** Signs the world's people (and the demo Super Admin) in; `call` posts to /api/report with their token. */
export async function moreSession(t: TestApp) {
  const world = await seedMoreReports(t.ctx.db);
  const tokens = new Map<string, string>();
  for (const [key, email] of Object.entries(MORE_EMAILS)) tokens.set(key, await login(t, email, MORE_PASSWORD));
  tokens.set('superAdmin', await login(t, DEMO_USERS.superAdmin));
  const call = (who: MoreUser | 'superAdmin' | 'nobody', path: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/report${path}`,
      headers: who === 'nobody' ? {} : bearer(tokens.get(who) ?? ''),
      payload: { ...world.range, ...body } as Record<string, unknown>,
    });
  return { world, call };
}
