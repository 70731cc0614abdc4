import type { CompanySize, UnitLevel } from '@casecover/shared';
import { LEVELS_BY_SIZE } from '@casecover/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  accountCompanies,
  accounts,
  companies,
  companyUnits,
  departments,
  locations,
  serviceTypes,
  services,
  userDepartments,
  users,
} from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { seedDemoTasks } from './demo-tasks';
import { seedOtherCompany } from './demo-other-company';
import { personName, seededRandom, usPhone } from './random';

export const DEMO_PASSWORD = 'CaseCover!2026';

export const DEMO_LOGINS: { email: string; role: string }[] = [
  { email: 'superadmin@casecover.test', role: 'Super Admin' },
  { email: 'admin@northside.test', role: 'Account Admin, Northside Hospital' },
  { email: 'master@northside.test', role: 'Master Scheduler, Northside Hospital' },
  { email: 'scheduler@northside.test', role: 'Scheduler (Cardiology), Northside Hospital' },
  { email: 'admin@southside.test', role: 'Account Admin, Southside Hospital' },
  { email: 'admin@medvance.test', role: 'Company Admin, MedVance Surgical (teams, services, labels)' },
  { email: 'manager@medvance.test', role: 'Division Manager, MedVance Surgical' },
  { email: 'rep@medvance.test', role: 'Sales Rep, MedVance Surgical' },
];

export const DEPARTMENT_NAMES = ['Cardiology', 'Orthopedics', 'Neurology', 'General Surgery', 'Radiology'];

interface CompanyPlan {
  name: string;
  code: string;
  size: CompanySize;
  domain: string;
  website: string;
  address: string;
  serviceTypes: Record<string, string[]>;
}

const COMPANY_PLANS: CompanyPlan[] = [
  {
    name: 'MedVance Surgical',
    code: 'MVS',
    size: 'large',
    domain: 'medvance.test',
    website: 'https://medvance.example.com',
    address: '1200 Innovation Way, Minneapolis, MN 55413',
    serviceTypes: {
      'Cardiac Rhythm': ['Pacemaker Implant', 'ICD Implant', 'Device Interrogation'],
      'Structural Heart': ['TAVR Case Support', 'Mitral Clip Support'],
      Neurovascular: ['Aneurysm Coiling', 'Thrombectomy Support'],
    },
  },
  {
    name: 'Ortholine Devices',
    code: 'ORTL',
    size: 'medium',
    domain: 'ortholine.test',
    website: 'https://ortholine.example.com',
    address: '455 Warsaw Pike, Warsaw, IN 46580',
    serviceTypes: {
      'Joint Replacement': ['Total Knee Arthroplasty', 'Total Hip Arthroplasty'],
      Spine: ['Lumbar Fusion', 'Cervical Disc Replacement'],
    },
  },
  {
    name: 'CardioPoint Medical',
    code: 'CPM',
    size: 'small',
    domain: 'cardiopoint.test',
    website: 'https://cardiopoint.example.com',
    address: '78 Harbor Blvd, Irvine, CA 92618',
    serviceTypes: { Electrophysiology: ['Cardiac Ablation', 'EP Mapping Study'] },
  },
];

const LOCATIONS: {
  account: 'north' | 'south';
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lng: number;
  lat: number;
  description: string;
}[] = [
  {
    account: 'north',
    name: 'Northside Main Campus',
    address: '1000 Johnson Ferry Rd NE, Atlanta, GA 30342',
    city: 'Atlanta',
    state: 'GA',
    zip: '30342',
    lng: -84.3563,
    lat: 33.9103,
    description: 'Main ORs, floors 2 and 3',
  },
  {
    account: 'north',
    name: 'Northside Heart Institute',
    address: '5780 Peachtree Dunwoody Rd, Atlanta, GA 30342',
    city: 'Atlanta',
    state: 'GA',
    zip: '30342',
    lng: -84.3513,
    lat: 33.9127,
    description: 'Cath labs and EP suites',
  },
  {
    account: 'north',
    name: 'Northside Surgery Center Alpharetta',
    address: '3400 Old Milton Pkwy, Alpharetta, GA 30005',
    city: 'Alpharetta',
    state: 'GA',
    zip: '30005',
    lng: -84.2749,
    lat: 34.0698,
    description: 'Outpatient orthopedics',
  },
  {
    account: 'south',
    name: 'Southside Medical Center',
    address: '1170 Cleveland Ave, East Point, GA 30344',
    city: 'East Point',
    state: 'GA',
    zip: '30344',
    lng: -84.4366,
    lat: 33.6693,
    description: 'Main hospital',
  },
  {
    account: 'south',
    name: 'Southside Outpatient Pavilion',
    address: '2665 Riverside Pkwy, Lawrenceville, GA 30046',
    city: 'Lawrenceville',
    state: 'GA',
    zip: '30046',
    lng: -83.9861,
    lat: 33.9564,
    description: 'Ambulatory surgery',
  },
];

interface Unit {
  id: string;
  level: UnitLevel;
  name: string;
}

const UNIT_NAMES: Record<UnitLevel, string[]> = {
  division: ['Cardiovascular', 'Neuroscience'],
  area: ['East', 'Central'],
  region: ['Southeast', 'Mid-Atlantic'],
  territory: ['Atlanta North', 'Atlanta South'],
};

async function insertHierarchy(db: DbOrTx, companyId: string, size: CompanySize): Promise<Unit[]> {
  const levels = LEVELS_BY_SIZE[size];
  const all: Unit[] = [];
  const build = async (depth: number, parentId: string | null, prefix: string) => {
    const level = levels[depth];
    if (!level) return;
    for (const base of UNIT_NAMES[level]) {
      const name = prefix && level !== 'division' ? `${base} ${prefix}`.trim() : base;
      const [row] = await db
        .insert(companyUnits)
        .values({ companyId, parentId, level, name })
        .returning({ id: companyUnits.id });
      if (!row) throw new Error('unit insert failed');
      all.push({ id: row.id, level, name });
      await build(depth + 1, row.id, level === 'division' ? '' : String(all.filter((u) => u.level === level).length));
    }
  };
  await build(0, null, '');
  return all;
}

/**
 * Seeds the demo organisations and users on an empty database. Returns false (and changes
 * nothing) when users already exist, so a restart keeps what people changed.
 */
export async function seedDemo(db: Db, seed = 20261122): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const r = seededRandom(seed);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const [system] = await tx
      .insert(accounts)
      .values({
        name: 'Riverbend Health System',
        phone: '404-555-0100',
        address: '200 Peachtree St NW, Atlanta, GA 30303',
      })
      .returning({ id: accounts.id });
    if (!system) throw new Error('account insert failed');
    const [north, south] = await tx
      .insert(accounts)
      .values([
        {
          name: 'Northside Hospital',
          parentAccountId: system.id,
          phone: '404-555-0110',
          address: '1000 Johnson Ferry Rd NE, Atlanta, GA 30342',
        },
        {
          name: 'Southside Hospital',
          parentAccountId: system.id,
          phone: '404-555-0120',
          address: '1170 Cleveland Ave, East Point, GA 30344',
        },
      ])
      .returning({ id: accounts.id });
    if (!north || !south) throw new Error('account insert failed');

    const deps: Record<'north' | 'south', Record<string, string>> = { north: {}, south: {} };
    for (const [key, accountId] of [
      ['north', north.id],
      ['south', south.id],
    ] as const) {
      const rows = await tx
        .insert(departments)
        .values(DEPARTMENT_NAMES.map((name) => ({ accountId, name })))
        .returning({ id: departments.id, name: departments.name });
      for (const row of rows) deps[key][row.name] = row.id;
    }

    await tx.insert(locations).values(
      LOCATIONS.map((l) => ({
        accountId: l.account === 'north' ? north.id : south.id,
        name: l.name,
        formattedAddress: l.address,
        city: l.city,
        state: l.state,
        zipCode: l.zip,
        longitude: l.lng,
        latitude: l.lat,
        description: l.description,
      })),
    );

    type NewUser = typeof users.$inferInsert;
    const people: NewUser[] = [];
    const add = (u: Omit<NewUser, 'passwordHash' | 'phone'> & { phone?: string }) =>
      people.push({ passwordHash, phone: usPhone(r), timezone: 'America/New_York', ...u });

    add({ name: 'Avery Quinn', email: 'superadmin@casecover.test', role: 'super_admin' });
    add({ name: 'Diane Foster', email: 'admin@northside.test', role: 'account_admin', accountId: north.id });
    add({ name: 'Marcus Bell', email: 'master@northside.test', role: 'master_scheduler', accountId: north.id });
    add({ name: 'Sofia Ramirez', email: 'scheduler@northside.test', role: 'scheduler', accountId: north.id });
    add({ name: 'Grant Holloway', email: 'admin@southside.test', role: 'account_admin', accountId: south.id });
    add({ name: 'Tessa Nguyen', email: 'master@southside.test', role: 'master_scheduler', accountId: south.id });
    for (const dep of DEPARTMENT_NAMES.slice(1)) {
      const slug = dep.toLowerCase().replace(/\s+/g, '-');
      add({ name: personName(r), email: `scheduler.${slug}@northside.test`, role: 'scheduler', accountId: north.id });
    }
    add({ name: personName(r), email: 'scheduler@southside.test', role: 'scheduler', accountId: south.id });

    const companyIds: string[] = [];
    for (const plan of COMPANY_PLANS) {
      const [company] = await tx
        .insert(companies)
        .values({
          name: plan.name,
          code: plan.code,
          size: plan.size,
          type: 'clinical',
          email: `info@${plan.domain}`,
          phone: usPhone(r),
          address: plan.address,
          website: plan.website,
          description: `${plan.name} supplies devices and case support to hospitals across the Southeast.`,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company insert failed');
      companyIds.push(company.id);
      const units = await insertHierarchy(tx, company.id, plan.size);
      const divisions = units.filter((u) => u.level === 'division');
      const territories = units.filter((u) => u.level === 'territory');
      const regions = units.filter((u) => u.level === 'region');

      for (const [typeName, serviceNames] of Object.entries(plan.serviceTypes)) {
        const [type] = await tx
          .insert(serviceTypes)
          .values({ companyId: company.id, name: typeName })
          .returning({ id: serviceTypes.id });
        if (!type) throw new Error('service type insert failed');
        await tx.insert(services).values(
          serviceNames.map((name, i) => ({
            companyId: company.id,
            serviceTypeId: type.id,
            name,
            divisionId: divisions.length ? (divisions[i % divisions.length]?.id ?? null) : null,
          })),
        );
      }

      const isMedvance = plan.domain === 'medvance.test';
      add({ name: personName(r), email: `admin@${plan.domain}`, role: 'company_admin', companyId: company.id });
      if (isMedvance) {
        add({
          name: 'Colin Price',
          email: 'manager@medvance.test',
          role: 'division_manager',
          companyId: company.id,
          unitId: divisions[0]?.id ?? null,
        });
        add({
          name: 'Jordan Ellis',
          email: 'rep@medvance.test',
          role: 'rep',
          companyId: company.id,
          unitId: territories[0]?.id ?? null,
        });
      }
      for (const region of regions) {
        add({
          name: personName(r),
          email: `manager.${slugOf(region.name)}@${plan.domain}`,
          role: 'manager',
          companyId: company.id,
          unitId: region.id,
        });
      }
      territories.forEach((territory, i) => {
        if (isMedvance && i === 0) return;
        add({
          name: personName(r),
          email: `rep${i + 1}@${plan.domain}`,
          role: 'rep',
          companyId: company.id,
          unitId: territory.id,
        });
      });
    }

    await tx
      .insert(accountCompanies)
      .values([
        ...companyIds.map((companyId) => ({ accountId: north.id, companyId })),
        ...companyIds.slice(0, 2).map((companyId) => ({ accountId: south.id, companyId })),
      ]);

    const inserted = await tx.insert(users).values(people).returning({ id: users.id, email: users.email });
    const byEmail = new Map(inserted.map((u) => [u.email, u.id]));
    const links: { userId: string; departmentId: string }[] = [];
    const link = (email: string, departmentId: string | undefined) => {
      const userId = byEmail.get(email);
      if (userId && departmentId) links.push({ userId, departmentId });
    };
    link('scheduler@northside.test', deps.north.Cardiology);
    for (const dep of DEPARTMENT_NAMES.slice(1)) {
      link(`scheduler.${dep.toLowerCase().replace(/\s+/g, '-')}@northside.test`, deps.north[dep]);
    }
    link('scheduler@southside.test', deps.south.Orthopedics);
    await tx.insert(userDepartments).values(links);
    await seedDemoTasks(tx, r);
    await seedOtherCompany(tx, north.id);
  });
  return true;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
