import type { CmsEntry, TaskStatus } from '@casecover/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  accountCompanies,
  accounts,
  cmsLabels,
  companies,
  companyUnits,
  departments,
  locations,
  services,
  taskAssignees,
  taskHistory,
  taskProducts,
  tasks,
  users,
} from '../db/schema/index';
import type { Random } from './random';

const DAY = 86_400_000;
const PRODUCTS = [
  ['Pacing Lead 5076', 1150],
  ['Dual-Chamber Pacemaker', 6800],
  ['Guide Catheter 6F', 240],
  ['Bone Cement 40g', 95],
  ['Tibial Insert', 2100],
  ['Pedicle Screw Set', 3400],
  ['Ablation Catheter', 2650],
  ['Introducer Sheath', 85],
] as const;

const PATIENTS = ['J. Carter', 'M. Alvarez', 'R. Chen', 'L. Okafor', 'S. Patel', 'D. Novak', 'K. Brooks', 'A. Haddad'];

/** About `count` tasks from three months back to two months ahead, in every status. */
export async function seedDemoTasks(db: DbOrTx, r: Random, count = 600, now = new Date()) {
  const accountRows = await db.select({ id: accounts.id, name: accounts.name }).from(accounts);
  const hospitals = accountRows.filter((a) => a.name !== 'Riverbend Health System');
  const links = await db.select().from(accountCompanies);
  const companyRows = await db.select({ id: companies.id, size: companies.size, name: companies.name }).from(companies);
  const serviceRows = await db
    .select({ id: services.id, name: services.name, companyId: services.companyId, divisionId: services.divisionId })
    .from(services);
  const divisionRows = await db
    .select({ id: companyUnits.id, companyId: companyUnits.companyId })
    .from(companyUnits)
    .where(eq(companyUnits.level, 'division'));
  const depRows = await db.select({ id: departments.id, accountId: departments.accountId }).from(departments);
  const locRows = await db.select({ id: locations.id, accountId: locations.accountId }).from(locations);
  const repRows = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.role, 'rep'));
  const creators = await db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(inArray(users.role, ['account_admin', 'master_scheduler']));

  const rows: (typeof tasks.$inferInsert)[] = [];
  const meta: { status: TaskStatus; repId: string | null; products: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const account = r.pick(hospitals);
    const companyId = r.pick(links.filter((l) => l.accountId === account.id)).companyId;
    const company = companyRows.find((c) => c.id === companyId);
    if (!company) continue;
    const divisionId =
      company.size === 'large' ? r.pick(divisionRows.filter((d) => d.companyId === companyId)).id : null;
    const service = r.pick(
      serviceRows.filter(
        (s) => s.companyId === companyId && (!divisionId || !s.divisionId || s.divisionId === divisionId),
      ),
    );
    const dayOffset = r.int(-90, 60);
    const start = new Date(now.getTime() + dayOffset * DAY);
    start.setUTCHours(r.pick([12, 13, 14, 15, 16, 17, 18, 19, 20]), r.pick([0, 15, 30, 45]), 0, 0);
    const end = new Date(start.getTime() + r.pick([1, 1, 2, 3]) * 3_600_000);
    const past = end.getTime() < now.getTime();
    const running = start.getTime() <= now.getTime() && !past;
    let status: TaskStatus;
    if (past) status = r.pick(['completed', 'completed', 'completed', 'completed', 'cancelled', 'uncovered'] as const);
    else if (running) status = r.pick(['inprogress', 'assigned'] as const);
    else
      status = r.pick([
        'unassigned',
        'unassigned',
        'pending',
        'assigned',
        'assigned',
        'assigned',
        'cancelled',
      ] as const);
    const reps = repRows.filter((u) => u.companyId === companyId);
    const repId =
      ['pending', 'assigned', 'inprogress', 'completed'].includes(status) && reps.length ? r.pick(reps).id : null;
    const withPatient = company.name === 'MedVance Surgical';
    rows.push({
      accountId: account.id,
      departmentId: r.pick(depRows.filter((d) => d.accountId === account.id)).id,
      locationId: r.next() < 0.7 ? r.pick(locRows.filter((l) => l.accountId === account.id)).id : null,
      companyId,
      divisionId,
      serviceId: service.id,
      name: service.name,
      description:
        r.next() < 0.6 ? `${service.name}: bring loaner tray and confirm implant sizes with the surgeon.` : '',
      startDate: start,
      endDate: end,
      timeZone: 'America/New_York',
      isEmergency: r.next() < 0.08,
      patientName: withPatient ? r.pick(PATIENTS) : '',
      caseNumber: withPatient ? `CN-${r.int(10000, 99999)}` : '',
      status,
      createdBy: r.pick(creators.filter((c) => c.accountId === account.id)).id,
      createdAt: new Date(start.getTime() - r.int(2, 20) * DAY),
    });
    meta.push({ status, repId, products: status === 'completed' });
  }

  const inserted: { id: string }[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    inserted.push(
      ...(await db
        .insert(tasks)
        .values(rows.slice(i, i + 200))
        .returning({ id: tasks.id })),
    );
  }
  const assignees: (typeof taskAssignees.$inferInsert)[] = [];
  const products: (typeof taskProducts.$inferInsert)[] = [];
  const history: (typeof taskHistory.$inferInsert)[] = [];
  inserted.forEach((t, i) => {
    const m = meta[i];
    const row = rows[i];
    if (!m || !row) return;
    history.push({
      taskId: t.id,
      actorId: row.createdBy ?? null,
      action: 'created',
      toValue: 'unassigned',
      createdAt: row.createdAt,
    });
    if (m.status !== 'unassigned') {
      history.push({
        taskId: t.id,
        actorId: m.repId,
        action: 'status',
        field: 'taskStatus',
        fromValue: 'unassigned',
        toValue: m.status,
      });
    }
    if (m.repId) assignees.push({ taskId: t.id, userId: m.repId });
    if (m.products) {
      const n = r.int(1, 3);
      for (let k = 1; k <= n; k++) {
        const [name, price] = r.pick(PRODUCTS);
        products.push({ taskId: t.id, no: k, name, price: price.toFixed(2), quantity: r.int(1, 3) });
      }
    }
  });
  for (let i = 0; i < assignees.length; i += 500) await db.insert(taskAssignees).values(assignees.slice(i, i + 500));
  for (let i = 0; i < products.length; i += 500) await db.insert(taskProducts).values(products.slice(i, i + 500));
  for (let i = 0; i < history.length; i += 500) await db.insert(taskHistory).values(history.slice(i, i + 500));

  const medvance = companyRows.find((c) => c.name === 'MedVance Surgical');
  if (medvance) {
    const labels: CmsEntry[] = [
      { value: 'patientName', label: 'Patient Initials', checked: true, isEdited: true },
      { value: 'caseNumber', label: 'Case Number', checked: true },
      { value: 'patientSurvey', label: 'Patient Survey', checked: false },
    ];
    await db.insert(cmsLabels).values({ companyId: medvance.id, labels });
  }
  return inserted.length;
}
