import { SERVICE_PREFIXES, allEndpoints, dayjs, endpoints, type Endpoint } from '@casecover/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, locations, notifications, tasks, users } from '../db/schema/index';
import {
  DEMO_USERS,
  bearer,
  createTestApp,
  demoIds,
  login,
  loginAs,
  userIdOf,
  type Call,
  type TestApp,
} from '../../test/helpers';
import {
  ATTACKERS,
  allTasks,
  isVendor,
  userIds,
  type Attacker,
  type Foreign,
  type Probe,
  type Row,
} from './tenant-matrix';
import { COMPANY_MATRIX } from './tenant-matrix-companies';
import { TASK_MATRIX } from './tenant-matrix-tasks';
import { REPORT_MATRIX } from './tenant-matrix-reports';
import { REPORT_EXPORT_MATRIX } from './tenant-matrix-report-exports';
import { REPORT_MORE_MATRIX } from './tenant-matrix-reports-more';
import { REPORT_COVERAGE_MATRIX } from './tenant-matrix-report-coverage';
import { AUDIT_MATRIX } from './tenant-matrix-audit';
import { ACCOUNT_MATRIX } from './tenant-matrix-accounts';
import { OFFER_MATRIX } from './tenant-matrix-offers';
import { REP_DAY_MATRIX } from './tenant-matrix-rep-day';
import { ICAL_MATRIX } from './tenant-matrix-ical';

/**
 * The tenant-isolation matrix: every call of the endpoint table, asked by every role of one
 * hospital (Northside) and one vendor (MedVance), aimed at the ids of another hospital
 * (Southside) and another vendor (Ortholine). Nothing crosses: a call aimed at a foreign row is
 * refused with a 4xx (a write always is), an answer never carries a foreign row, and the foreign
 * rows are byte-for-byte the same afterwards. A call added to the table without a row here fails
 * the first test.
 */

/** Calls that hold no tenant's rows, with the reason. */
const NOT_TENANT_SCOPED: Record<string, string> = {
  'login.captcha': 'a proof-of-work challenge',
  'login.login': 'signs the caller in with his own credentials',
  'login.forgotPassword': 'answers the same whatever the address (see security/enumeration tests)',
  'login.linkName': 'keyed by a single-use link token, not an id',
  'login.updatePassword': 'keyed by a single-use link token, not an id',
  'registration.accountList': 'the public list of hospitals to join',
  'registration.register': 'creates a new hospital or a registrant',
  'user.updateProfile':
    'changes only the caller\u2019s own phone or photo; ids in the form are ignored (profile.test.ts)',
  'user.changePassword': 'changes only the caller\u2019s own password (profile-password.test.ts)',
  'registration.addressSuggestions': 'public address suggestions from the geocoder, no tenant rows',
  'user.signup': 'keyed by a single-use invitation token, not an id',
  'files.storedFile': 'logos and profile photos under unguessable names',
};

const MATRIX: Record<string, Row> = {
  ...TASK_MATRIX,
  ...COMPANY_MATRIX,
  ...REPORT_MATRIX,
  ...REPORT_EXPORT_MATRIX,
  ...REPORT_MORE_MATRIX,
  ...REPORT_COVERAGE_MATRIX,
  ...AUDIT_MATRIX,
  ...ACCOUNT_MATRIX,
  ...OFFER_MATRIX,
  ...REP_DAY_MATRIX,
  ...ICAL_MATRIX,
  'login.logout': { probes: () => [{}] },
  'login.session': { probes: () => [{}] },

  'user.profile': { probes: () => [{}] },
  'user.departmentList': { probes: () => [{}] },
  'user.getTimezone': { probes: () => [{}] },
  'user.updateTimezone': { probes: () => [{ body: { timezone: 'America/New_York' } }] },
  'user.userList': {
    probes: () => [
      { body: { nextpage: 1, pagesize: 50 } },
      { body: { nextpage: 1, pagesize: 50, search: 'south' } },
      { body: { nextpage: 1, pagesize: 50, search: 'ortholine' } },
    ],
  },
  'user.addUser': {
    write: true,
    probes: (f) => [
      {
        body: {
          name: 'Cross Tenant',
          email: `cross-${Date.now()}@northside.test`,
          phone: '800-555-5555',
          role: 'scheduler',
          departmentId: f.ids.southCardiology,
        },
      },
    ],
  },
  'user.editUser': {
    write: true,
    probes: (f) =>
      userIds(f).map((userId) => ({
        body: {
          userId,
          name: 'Taken Over',
          email: 'taken@over.test',
          phone: '800-555-5555',
          role: 'master_scheduler',
        },
      })),
  },
  'user.deleteUser': { write: true, probes: (f) => userIds(f).map((id) => ({ params: { id } })) },
  'user.suspendUser': {
    write: true,
    probes: (f) => userIds(f).map((userId) => ({ body: { userId, notes: 'Suspended from another tenant' } })),
  },
  'user.unsuspendUser': { write: true, probes: (f) => userIds(f).map((id) => ({ params: { id } })) },
  'user.restoreUser': { write: true, probes: (f) => userIds(f).map((userId) => ({ body: { userId } })) },
  'user.approveUser': {
    write: true,
    probes: (f) => userIds(f).map((userId) => ({ body: { userId, role: 'master_scheduler' } })),
  },
  'user.resendInvite': { write: true, probes: (f) => userIds(f).map((userId) => ({ body: { userId } })) },
};

/** What an attacker of each side must never be shown: ids and patient markers of foreign rows. */
function forbiddenFor(who: Attacker, f: Foreign): string[] {
  const ortho = [f.southOrthoTask, f.northOrthoTask, 'ZZForeign South Ortho', 'ZZForeign North Ortho', f.orthoAdmin];
  if (isVendor(who)) return [...ortho, DEMO_USERS.orthoAdmin, f.ids.ortholine];
  return [
    f.southOrthoTask,
    f.southMedvanceTask,
    'ZZForeign South Ortho',
    'ZZForeign South MedVance',
    f.southAdmin,
    f.southScheduler,
    DEMO_USERS.south,
    DEMO_USERS.southScheduler,
    f.ids.southCardiology,
    f.ids.southOrthopedics,
    f.ids.southLocation,
    f.southNotification,
  ];
}

const entryName = (domain: string, name: string) => `${domain}.${name}`;

function url(entry: Endpoint, probe: Probe): string {
  const path = entry.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(probe.params?.[p] ?? ''));
  const query = probe.query ? `?${new URLSearchParams(probe.query).toString()}` : '';
  return `${SERVICE_PREFIXES[entry.service]}${path}${query}`;
}

/**
 * Every row of the matrix asked by each of `attackers` through `callAs`: what crossed, and how many
 * requests were tried. `skip` leaves out calls that are the caller's own business for this caller.
 */
async function runMatrix(
  callAs: (who: Attacker, method: Endpoint['method'], url: string, body?: object) => ReturnType<typeof call>,
  attackers: readonly Attacker[],
  skip: string[] = [],
) {
  const crossings: string[] = [];
  let tried = 0;
  // Signing out last: every call before it must reach the route with a live session.
  const calls = Object.entries(endpoints)
    .flatMap(([domain, group]) =>
      (Object.entries(group) as [string, Endpoint][]).map(([name, e]) => ({ key: entryName(domain, name), e })),
    )
    .sort((a, b) => Number(a.key === 'login.logout') - Number(b.key === 'login.logout'));
  for (const { key, e } of calls) {
    const row = MATRIX[key];
    if (!row || skip.includes(key)) continue;
    for (const who of attackers) {
      const forbidden = forbiddenFor(who, f);
      for (const probe of row.probes(f, who)) {
        tried += 1;
        const res = await callAs(who, e.method, url(e, probe), probe.body);
        const where = `${who} ${e.method} ${url(e, probe)} ${JSON.stringify(probe.body ?? {})}`;
        if (res.statusCode >= 500) crossings.push(`${where} → ${res.statusCode}`);
        else if (res.statusCode === 401)
          crossings.push(`${where} → 401: the attacker was signed out, the row proves nothing`);
        else if (res.statusCode < 400) {
          if (row.write) crossings.push(`${where} → ${res.statusCode} (a write aimed at a foreign row)`);
          const leaked = forbidden.filter((s) => res.body.includes(s));
          if (leaked.length) crossings.push(`${where} → ${res.statusCode} shows ${leaked.join(', ')}`);
        } else {
          const msg = res.json<{ msg?: string }>().msg;
          if (!msg) crossings.push(`${where} → ${res.statusCode} without a msg`);
        }
      }
    }
  }
  return { crossings, tried };
}

let t: TestApp;
let f: Foreign;
let call: Call<Attacker | 'south' | 'orthoAdmin'>;

/** The foreign rows as stored, to compare after every attacker has tried. */
async function foreignSnapshot() {
  const { db } = t.ctx;
  return {
    tasks: await db
      .select()
      .from(tasks)
      .where(inArray(tasks.id, allTasks(f)))
      .orderBy(tasks.id),
    users: await db
      .select()
      .from(users)
      .where(inArray(users.id, userIds(f)))
      .orderBy(users.id),
    departments: await db
      .select()
      .from(departments)
      .where(eq(departments.accountId, f.ids.south))
      .orderBy(departments.id),
    locations: await db.select().from(locations).where(eq(locations.accountId, f.ids.south)).orderBy(locations.id),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, f.southAdmin)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, [...ATTACKERS, 'south', 'orthoAdmin']));
  const book = async (who: 'south' | 'admin', body: Record<string, unknown>) => {
    const start = dayjs().add(2, 'day').startOf('hour');
    const res = await call(who, 'POST', '/api/task/addTask', {
      timezone: 'UTC',
      startDate: start.toISOString(),
      endDate: start.add(1, 'hour').toISOString(),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.patientName, String(body.patientName)));
    if (!row) throw new Error(`no task ${String(body.patientName)}`);
    return row.id;
  };
  const ortho = { companyId: ids.ortholine, serviceId: ids.orthoService };
  const medvance = { companyId: ids.medvance, serviceId: ids.service, divisionId: ids.division };
  const southOrthoTask = await book('south', {
    ...ortho,
    departmentId: ids.southOrthopedics,
    patientName: 'ZZForeign South Ortho',
  });
  const northOrthoTask = await book('admin', {
    ...ortho,
    departmentId: ids.cardiology,
    patientName: 'ZZForeign North Ortho',
  });
  const southMedvanceTask = await book('south', {
    ...medvance,
    departmentId: ids.southCardiology,
    patientName: 'ZZForeign South MedVance',
  });
  const southAdmin = await userIdOf(t, DEMO_USERS.south);
  const [note] = await t.ctx.db
    .insert(notifications)
    .values({ userId: southAdmin, taskId: southOrthoTask, type: 'task_create', title: 'ZZForeign', description: 'x' })
    .returning({ id: notifications.id });
  f = {
    ids,
    southOrthoTask,
    northOrthoTask,
    southMedvanceTask,
    southAdmin,
    southScheduler: await userIdOf(t, DEMO_USERS.southScheduler),
    orthoAdmin: await userIdOf(t, DEMO_USERS.orthoAdmin),
    ownRep: await userIdOf(t, DEMO_USERS.rep),
    southNotification: note?.id ?? '',
    team: { orthoUnit: '', orthoTerritory: '', orthoRep: '', ownTerritory: '' },
    southInvitation: '',
  };
}, 120_000);
afterAll(() => t.close());

describe('tenant isolation', () => {
  it('has a row (or a reason it holds no tenant rows) for every call of the endpoint table', () => {
    const missing: string[] = [];
    for (const [domain, group] of Object.entries(endpoints)) {
      for (const name of Object.keys(group)) {
        const key = entryName(domain, name);
        if (!MATRIX[key] && !NOT_TENANT_SCOPED[key]) missing.push(key);
      }
    }
    expect(missing, 'calls without a tenant-isolation row').toEqual([]);
    const known = new Set(Object.entries(endpoints).flatMap(([d, g]) => Object.keys(g).map((n) => entryName(d, n))));
    expect(Object.keys(MATRIX).filter((k) => !known.has(k))).toEqual([]);
    expect(allEndpoints().filter((e) => !e.auth).length).toBeLessThanOrEqual(Object.keys(NOT_TENANT_SCOPED).length);
  });

  it('never lets a hospital or vendor role read or change another tenant’s rows', async () => {
    const before = await foreignSnapshot();
    const { crossings, tried } = await runMatrix(call, ATTACKERS);
    expect(crossings).toEqual([]);
    expect(tried).toBeGreaterThan(200);
    expect(await foreignSnapshot()).toEqual(before);
  }, 240_000);

  it('still shows each side its own rows, so the matrix is not passing on empty answers', async () => {
    const south = await call('south', 'GET', `/api/task/task/detail/${f.southOrthoTask}`);
    expect(south.statusCode).toBe(200);
    expect(south.body).toContain('ZZForeign South Ortho');
    const ortho = await call('orthoAdmin', 'GET', `/api/task/task/detail/${f.northOrthoTask}`);
    expect(ortho.statusCode).toBe(200);
    const [n] = await t.ctx.db
      .select({ read: notifications.read })
      .from(notifications)
      .where(and(eq(notifications.id, f.southNotification), eq(notifications.userId, f.southAdmin)));
    expect(n?.read).toBe(false);
  });
});

// ---- the Teams tab's tree editor: Ortholine's units and people as the targets ----

let orthoTeamBefore = '';

interface TeamNode {
  _id: string;
  level: string;
  reps: { _id: string }[];
  children: TeamNode[];
}
const teamNodes = (units: TeamNode[]): TeamNode[] => units.flatMap((u) => [u, ...teamNodes(u.children)]);
const orthoTeam = async () =>
  (await call('orthoAdmin', 'POST', '/api/company/team', { companyId: f.ids.ortholine })).body;

beforeAll(async () => {
  const units = (ortho: boolean) =>
    call(ortho ? 'orthoAdmin' : 'companyAdmin', 'POST', '/api/company/team', {
      companyId: ortho ? f.ids.ortholine : f.ids.medvance,
    }).then((r) => teamNodes(r.json<{ data: { units: TeamNode[] } }>().data.units));
  const ortho = await units(true);
  const orthoTerritory = ortho.find((u) => u.level === 'territory' && u.reps.length);
  f.team.orthoUnit = ortho.find((u) => u.level === 'region')?._id ?? '';
  f.team.orthoTerritory = orthoTerritory?._id ?? '';
  f.team.orthoRep = orthoTerritory?.reps[0]?._id ?? '';
  f.team.ownTerritory = (await units(false)).find((u) => u.level === 'territory')?._id ?? '';
  expect(Object.values(f.team).every(Boolean)).toBe(true);
  orthoTeamBefore = await orthoTeam();
});

describe('tenant isolation of the teams editor', () => {
  it('leaves another company\u2019s units and people where they were', async () => {
    expect(await orthoTeam()).toBe(orthoTeamBefore);
  });
});

/** A pending company invitation of Southside's, aimed at by the invitation rows of the matrix. */
beforeAll(async () => {
  const res = await call('south', 'POST', '/api/company/company/invite', {
    companyName: 'Matrix Foreign Devices',
    firstName: 'Foreign',
    lastName: 'Contact',
    email: 'contact@matrix-foreign.test',
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = await call('south', 'GET', '/api/company/invitations');
  f.southInvitation = list.json<{ data: { _id: string }[] }>().data[0]?._id ?? '';
  expect(f.southInvitation).not.toBe('');
});

// ---- the same matrix with sessions the Super Admin switched into ----

describe('tenant isolation of a session switched in by the Super Admin', () => {
  it('reaches no further than the user switched into, and cannot use Super Admin calls', async () => {
    const superToken = await login(t, DEMO_USERS.superAdmin);
    const tokens = new Map<Attacker, string>();
    for (const who of ATTACKERS) {
      const org = isVendor(who) ? `companies/${f.ids.medvance}` : `accounts/${f.ids.north}`;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/account/${org}/switch`,
        headers: bearer(superToken),
        payload: { userId: await userIdOf(t, DEMO_USERS[who]) },
      });
      expect(res.statusCode, res.body).toBe(200);
      tokens.set(who, res.json<{ token: string }>().token);
    }
    const switched = (who: Attacker, method: Endpoint['method'], path: string, body?: object) =>
      t.app.inject({
        method,
        url: path,
        headers: bearer(tokens.get(who) ?? ''),
        ...(body ? { payload: body as Record<string, unknown> } : {}),
      });
    const before = await foreignSnapshot();
    // Ending the switch is the switched session's own business (switch.test.ts).
    const { crossings, tried } = await runMatrix(switched, ATTACKERS, ['accounts.switchEnd']);
    expect(crossings).toEqual([]);
    expect(tried).toBeGreaterThan(200);
    expect(await foreignSnapshot()).toEqual(before);
  }, 240_000);
});
