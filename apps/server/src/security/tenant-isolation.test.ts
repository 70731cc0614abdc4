import { SERVICE_PREFIXES, allEndpoints, dayjs, endpoints, type Endpoint } from '@casecover/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, locations, notifications, tasks, users } from '../db/schema/index';
import { DEMO_USERS, createTestApp, demoIds, loginAs, userIdOf, type Call, type TestApp } from '../../test/helpers';
import {
  ATTACKERS,
  allTasks,
  isVendor,
  range,
  taskId,
  userIds,
  type Attacker,
  type Foreign,
  type Probe,
  type Row,
} from './tenant-matrix';
import { REPORT_MATRIX } from './tenant-matrix-reports';
import { REPORT_EXPORT_MATRIX } from './tenant-matrix-report-exports';
import { REPORT_MORE_MATRIX } from './tenant-matrix-reports-more';
import { REPORT_COVERAGE_MATRIX } from './tenant-matrix-report-coverage';

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

/** A valid address and point for the location probes. */
const PLACE = {
  address: { formattedAddress: '100 Peachtree St, Atlanta, GA 30303', city: 'Atlanta', state: 'GA', zipCode: '30303' },
  geometry: { type: 'Point', coordinates: [-84.39, 33.75] },
  description: '',
};

const MATRIX: Record<string, Row> = {
  ...REPORT_MATRIX,
  ...REPORT_EXPORT_MATRIX,
  ...REPORT_MORE_MATRIX,
  ...REPORT_COVERAGE_MATRIX,
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

  'task.addTask': {
    write: true,
    probes: (f) => {
      const start = dayjs().add(3, 'day').startOf('hour');
      const base = {
        timezone: 'UTC',
        companyId: f.ids.medvance,
        serviceId: f.ids.service,
        divisionId: f.ids.division,
        startDate: start.toISOString(),
        endDate: start.add(1, 'hour').toISOString(),
      };
      return [
        { body: { ...base, departmentId: f.ids.southCardiology, location_id: f.ids.northLocation } },
        { body: { ...base, departmentId: f.ids.cardiology, location_id: f.ids.southLocation } },
      ];
    },
  },
  'task.taskList': {
    probes: () => [
      { body: { nextpage: 1, pagesize: 50, taskStatus: 'all' } },
      { body: { nextpage: 1, pagesize: 50, taskStatus: 'all', searchPatientInfo: 'ZZForeign' } },
    ],
  },
  'task.taskDetail': { probes: (f, who) => taskId(f, who).map((id) => ({ params: { id } })) },
  'task.editTask': {
    write: true,
    probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id, patientName: 'Changed from outside' } })),
  },
  'task.offerTask': {
    write: true,
    probes: (f, who) =>
      taskId(f, who).flatMap((task_id) => [
        { body: { task_id, repId: f.ownRep } },
        { body: { task_id, repId: f.orthoAdmin } },
      ]),
  },
  'task.respondToOffer': {
    write: true,
    probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id, accept: true } })),
  },
  'task.checkIn': { write: true, probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id } })) },
  'task.complete': {
    write: true,
    probes: (f, who) => taskId(f, who).map((task_id) => ({ body: { task_id, products: [] } })),
  },
  'task.assignStatus': {
    write: true,
    probes: (f, who) =>
      taskId(f, who).map((_id) => ({ body: { _id, taskStatus: 'cancelled', note: 'Cancelled from outside' } })),
  },

  'task.reopenTask': {
    write: true,
    probes: (f, who) => taskId(f, who).map((_id) => ({ body: { _id, note: 'Reopened from outside' } })),
  },

  'calendar.dashboard': { probes: () => [{ body: range() }] },
  'calendar.dashboardDay': {
    probes: () =>
      [-1, 0, 1, 2, 3].map((d) => ({ body: { date: dayjs().add(d, 'day').format('YYYY-MM-DD'), timeZone: 'UTC' } })),
  },
  'calendar.dashboardTask': { probes: (f, who) => taskId(f, who).map((id) => ({ params: { id } })) },

  'company.companyFilter': {
    probes: (f) => [{ body: { search: '' } }, { body: { search: '', accountId: f.ids.south } }],
  },
  'company.divisionFilter': { probes: (f) => [{ body: { search: '', companyId: f.ids.ortholine } }] },
  'company.serviceFilter': { probes: (f) => [{ body: { search: '', companyId: f.ids.ortholine } }] },
  'company.cmsLabels': { probes: (f) => [{ params: { companyId: f.ids.ortholine } }] },
  'company.reps': { probes: () => [{}] },

  'companies.companyList': {
    probes: () => [{ body: { searchText: '' } }, { body: { searchText: 'Ortho', pagesize: 100 } }],
  },
  'companies.companyDetail': { probes: (f) => [{ params: { id: f.ids.ortholine } }] },
  'companies.team': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },

  'department.departmentSearch': {
    probes: (f) => [{ body: { search: '' } }, { body: { search: '', accountId: f.ids.south } }],
  },
  'department.getDepartments': { probes: () => [{}] },
  // Adds to the caller's own hospital: nothing foreign to aim at, but its answer is checked too.
  'department.addDepartment': { probes: () => [{ body: { name: `Matrix ${Date.now()}` } }] },
  'department.updateDepartment': {
    write: true,
    probes: (f) =>
      [f.ids.southCardiology, f.ids.southOrthopedics].map((id) => ({ body: { id, name: 'Renamed from outside' } })),
  },
  'department.deleteDepartment': {
    write: true,
    probes: (f) => [f.ids.southCardiology, f.ids.southOrthopedics].map((id) => ({ body: { id } })),
  },
  'location.locations': { probes: () => [{ query: { search: '', pageNumber: '1', pageSize: '100' } }] },
  // Adds to and switches the caller's own hospital: nothing foreign to aim at; answers checked.
  'location.addLocation': { probes: () => [{ body: { name: `Matrix ${Date.now()}`, ...PLACE } }] },
  'location.toggleLocation': { probes: () => [{ body: { status: true } }] },
  'location.updateLocation': {
    write: true,
    probes: (f) => [{ body: { location_id: f.ids.southLocation, name: 'Moved from outside', ...PLACE } }],
  },
  'location.checkAssociatedTasks': { probes: (f) => [{ query: { location_id: f.ids.southLocation } }] },
  'location.deleteLocation': { write: true, probes: (f) => [{ body: { location_id: f.ids.southLocation } }] },
  'location.addressSuggestions': { probes: () => [{ query: { q: 'Atlanta' } }] },

  'notifications.list': { probes: () => [{ body: { nextpage: 1, pagesize: 50 } }] },
  'notifications.editAll': { probes: () => [{ body: { type: 'read' } }] },
  'notifications.editSingle': {
    write: true,
    probes: (f) => [
      { body: { type: 'read', id: f.southNotification } },
      { body: { type: 'clear', id: f.southNotification } },
    ],
  },
  'notifications.settings': { probes: () => [{}] },
  'notifications.updateSetting': { probes: () => [{ body: { name: 'all', notification: true } }] },

  // Ortholine's services: Northside works with Ortholine, so its hospital users may read them
  // (Ortholine's ids are foreign only to MedVance's people); nobody here may change them.
  'company.saveCms': {
    write: true,
    probes: (f) => [
      {
        params: { companyId: f.ids.ortholine },
        body: {
          cmsData: [
            { value: 'patientName', label: 'Taken Over', checked: true },
            { value: 'caseNumber', label: 'Case Number', checked: false },
            { value: 'patientSurvey', label: 'Patient Survey', checked: false },
          ],
        },
      },
    ],
  },
  'companyServices.services': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },
  'companyServices.serviceTypes': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },
  'companyServices.addServiceType': {
    write: true,
    probes: (f) => [{ body: { companyId: f.ids.ortholine, serviceType: 'Added from outside' } }],
  },
  'companyServices.addService': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, service: 'Added from outside', serviceType: f.ids.orthoService } },
    ],
  },
  'companyServices.updateService': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, id: f.ids.orthoService, service: 'Renamed', serviceType: 'x' } },
      { body: { companyId: f.ids.medvance, id: f.ids.orthoService, service: 'Renamed', serviceType: 'x' } },
    ],
  },
  'companyServices.deleteService': {
    write: true,
    probes: (f) => [
      { params: { serviceId: f.ids.orthoService, companyId: f.ids.ortholine } },
      { params: { serviceId: f.ids.orthoService, companyId: f.ids.medvance } },
    ],
  },
  // Adds to (and links) the caller's own hospital only; the multipart adds, and Southside not
  // seeing Northside's new company, are in company-add.test.ts. Here: refused or no foreign row shown.
  'companyAdd.addCompany': { probes: () => [{ body: { companyName: 'Matrix Co', email: 'm@matrix.test' } }] },
  'companyAdd.checkCompanyId': {
    probes: () => [
      { body: { companyName: 'Ortholine Devices', companyId: 'ORTL' } },
      { body: { companyName: 'Ortho' } },
    ],
  },
  'companyTeams.addUnit': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, name: 'Matrix Unit' } },
      { body: { companyId: f.ids.ortholine, parentId: teamTargets.orthoUnit, name: 'Matrix Unit' } },
      { body: { companyId: f.ids.medvance, parentId: teamTargets.orthoUnit, name: 'Matrix Unit' } },
    ],
  },
  'companyTeams.updateUnit': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, unitId: teamTargets.orthoUnit, name: 'Renamed from outside' } },
      { body: { companyId: f.ids.medvance, unitId: teamTargets.orthoUnit, name: 'Renamed from outside' } },
      { body: { companyId: f.ids.medvance, unitId: teamTargets.ownTerritory, parentId: teamTargets.orthoUnit } },
    ],
  },
  'companyTeams.deleteUnit': {
    write: true,
    probes: (f) => [
      { params: { unitId: teamTargets.orthoUnit, companyId: f.ids.ortholine } },
      { params: { unitId: teamTargets.orthoUnit, companyId: f.ids.medvance } },
    ],
  },
  'companyTeams.assignMember': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, userId: teamTargets.orthoRep, unitId: teamTargets.orthoTerritory } },
      { body: { companyId: f.ids.medvance, userId: f.ownRep, unitId: teamTargets.orthoTerritory } },
      { body: { companyId: f.ids.medvance, userId: teamTargets.orthoRep, unitId: teamTargets.ownTerritory } },
    ],
  },
  'companyTeams.people': {
    probes: (f) => [{ body: { companyId: f.ids.ortholine } }, { body: { companyId: f.ids.medvance } }],
  },
  'companyInvites.divisionList': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },
  // Aimed at companies Northside already works with: refused as linked, or forbidden to vendors.
  'companyInvites.invite': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine } },
      { body: { companyId: f.ids.medvance, divisioninvite: f.ids.division } },
    ],
  },
  'companyInvites.inviteCompanies': { probes: () => [{ body: { search: '' } }] },
  'companyInvites.invitations': { probes: () => [{}] },
  'companyInvites.resendInvitation': { write: true, probes: () => [{ params: { id: southInvitation } }] },
  'companyInvites.withdrawInvitation': { write: true, probes: () => [{ params: { id: southInvitation } }] },
  'companyInvites.listAccounts': { probes: () => [{ body: { search: '' } }] },
  'companyInvites.checkParent': { probes: () => [{}] },
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
      if (!row) continue;
      for (const who of ATTACKERS) {
        const forbidden = forbiddenFor(who, f);
        for (const probe of row.probes(f, who)) {
          tried += 1;
          const res = await call(who, e.method, url(e, probe), probe.body);
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

/** Ortholine's units and rep (foreign to every attacker), and a MedVance territory (the admin's own). */
const teamTargets = { orthoUnit: '', orthoTerritory: '', orthoRep: '', ownTerritory: '' };
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
  teamTargets.orthoUnit = ortho.find((u) => u.level === 'region')?._id ?? '';
  teamTargets.orthoTerritory = orthoTerritory?._id ?? '';
  teamTargets.orthoRep = orthoTerritory?.reps[0]?._id ?? '';
  teamTargets.ownTerritory = (await units(false)).find((u) => u.level === 'territory')?._id ?? '';
  expect(Object.values(teamTargets).every(Boolean)).toBe(true);
  orthoTeamBefore = await orthoTeam();
});

describe('tenant isolation of the teams editor', () => {
  it('leaves another company\u2019s units and people where they were', async () => {
    expect(await orthoTeam()).toBe(orthoTeamBefore);
  });
});

/** A pending company invitation of Southside's, aimed at by the invitation rows of the matrix. */
let southInvitation = '';
beforeAll(async () => {
  const res = await call('south', 'POST', '/api/company/company/invite', {
    companyName: 'Matrix Foreign Devices',
    firstName: 'Foreign',
    lastName: 'Contact',
    email: 'contact@matrix-foreign.test',
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = await call('south', 'GET', '/api/company/invitations');
  southInvitation = list.json<{ data: { _id: string }[] }>().data[0]?._id ?? '';
  expect(southInvitation).not.toBe('');
});
