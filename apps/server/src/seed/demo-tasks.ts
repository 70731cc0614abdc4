import {
  TASK_OFFER_ROLES,
  nextStatus,
  type CmsEntry,
  type TaskAction,
  type TaskSide,
  type TaskStatus,
} from '@casecover/shared';
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
/** The demo tasks start within this many days before and after the seeding. */
export const DEMO_DAYS_BACK = 90;
export const DEMO_DAYS_AHEAD = 60;
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
const CANCEL_NOTES = ['Surgeon unavailable', 'Patient postponed the procedure', 'Case moved to another hospital'];
const WITHOUT_VENDOR_NOTES = ['Completed without vendor: the hospital stock covered the case'];
/**
 * Patient Survey answers of completed cases, dealt in turn (not drawn from the generator, so the
 * rest of the demo data stays as it was): whole scores 1–5, some left empty.
 */
const SURVEY_SCORES = ['5', '4', '', '5', '3', '4', '2', '', '5', '1', '4', '3'];
const MINUTE = 60_000;
const HOUR = 3_600_000;

type Who = 'booker' | 'manager' | 'rep' | 'system';
/** One planned move: the action, who takes it, when, and its note. */
interface Step {
  action: TaskAction;
  side: TaskSide;
  who: Who;
  at: Date;
  note?: string;
}

/**
 * The moves that bring a task from unassigned to `status`, dated between its booking and now
 * the way they happen: offers and acceptances before the start, the check-in at the start,
 * completion after the end, the sweep just after a start nobody covered.
 */
function lifeCycle(
  r: Random,
  p: { status: TaskStatus; hasRep: boolean; createdAt: Date; start: Date; end: Date; now: Date },
): { status: TaskStatus; steps: Step[] } {
  const { createdAt, start, end, now } = p;
  const beforeStart = Math.min(start.getTime(), now.getTime());
  // `k` ordered moments strictly between the booking and `until`.
  const moments = (k: number, until: number) => {
    const from = createdAt.getTime();
    const span = Math.max(until - from, k + 1);
    return Array.from({ length: k }, (_, i) => new Date(from + Math.floor(((i + 1) * span) / (k + 1))));
  };
  const capped = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const accepted = (): Step[] => {
    const [offerAt, acceptAt] = moments(2, beforeStart) as [Date, Date];
    return [
      { action: 'offer', side: 'company', who: 'manager', at: offerAt },
      { action: 'accept', side: 'company', who: 'rep', at: acceptAt },
    ];
  };
  let status = p.status;
  if (!p.hasRep && ['pending', 'assigned', 'inprogress', 'completed'].includes(status)) {
    // A vendor with no rep: the case is still open, or it was settled without a vendor.
    status = status === 'completed' ? 'completed' : start <= now ? 'uncovered' : 'unassigned';
  }
  switch (status) {
    case 'unassigned':
      return { status, steps: [] };
    case 'pending':
      return {
        status,
        steps: [{ action: 'offer', side: 'company', who: 'manager', at: moments(1, beforeStart)[0] ?? createdAt }],
      };
    case 'assigned':
      return { status, steps: accepted() };
    case 'inprogress':
      return {
        status,
        steps: [
          ...accepted(),
          { action: 'checkin', side: 'company', who: 'rep', at: capped(start.getTime() + r.int(0, 10) * MINUTE) },
        ],
      };
    case 'completed': {
      if (!p.hasRep) {
        return {
          status,
          steps: [
            {
              action: 'complete',
              side: 'account',
              who: 'booker',
              at: capped(end.getTime() + r.int(10, 120) * MINUTE),
              note: r.pick(WITHOUT_VENDOR_NOTES),
            },
          ],
        };
      }
      const checkinAt = capped(start.getTime() + r.int(0, 10) * MINUTE);
      const doneAt = capped(Math.max(end.getTime() + r.int(5, 90) * MINUTE, checkinAt.getTime() + MINUTE));
      // Mostly the rep closes the case with its products; sometimes the hospital does, once it has run.
      return r.next() < 0.8
        ? {
            status,
            steps: [
              ...accepted(),
              { action: 'checkin', side: 'company', who: 'rep', at: checkinAt },
              { action: 'complete', side: 'company', who: 'rep', at: doneAt },
            ],
          }
        : { status, steps: [...accepted(), { action: 'complete', side: 'account', who: 'booker', at: doneAt }] };
    }
    case 'cancelled': {
      const note = r.pick(CANCEL_NOTES);
      if (p.hasRep && r.next() < 0.5) {
        const [offerAt, acceptAt, cancelAt] = moments(3, beforeStart) as [Date, Date, Date];
        return {
          status,
          steps: [
            { action: 'offer', side: 'company', who: 'manager', at: offerAt },
            { action: 'accept', side: 'company', who: 'rep', at: acceptAt },
            { action: 'cancel', side: 'account', who: 'booker', at: cancelAt, note },
          ],
        };
      }
      return {
        status,
        steps: [
          { action: 'cancel', side: 'account', who: 'booker', at: moments(1, beforeStart)[0] ?? createdAt, note },
        ],
      };
    }
    case 'uncovered': {
      const expireAt = capped(start.getTime() + r.int(5, 55) * 1000);
      const offered: Step[] =
        p.hasRep && r.next() < 0.5
          ? [{ action: 'offer', side: 'company', who: 'manager', at: moments(1, beforeStart)[0] ?? createdAt }]
          : [];
      return { status, steps: [...offered, { action: 'expire', side: 'system', who: 'system', at: expireAt }] };
    }
  }
}

/** The history row the API writes for a move (account side "status", company side its action, the sweep "status"). */
function historyOfStep(step: Step, from: TaskStatus, to: TaskStatus) {
  return {
    action: step.side === 'company' ? step.action : 'status',
    field: 'taskStatus',
    fromValue: from,
    toValue: to,
    note: step.side === 'system' ? 'Start time passed without a rep' : (step.note ?? null),
  };
}

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
  const managerRows = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(inArray(users.role, [...TASK_OFFER_ROLES]));
  const creators = await db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(inArray(users.role, ['account_admin', 'master_scheduler']));

  const rows: (typeof tasks.$inferInsert)[] = [];
  const meta: { steps: Step[]; repId: string | null; managerId: string | null; products: boolean }[] = [];
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
    const dayOffset = r.int(-DEMO_DAYS_BACK, DEMO_DAYS_AHEAD);
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
    const managers = managerRows.filter((u) => u.companyId === companyId);
    // Booked before its start (and never after now): these are planned cases, not records.
    const createdAt = new Date(Math.min(start.getTime() - r.int(2, 20) * DAY, now.getTime() - r.int(1, 12) * HOUR));
    const plan = lifeCycle(r, { status, hasRep: reps.length > 0 && managers.length > 0, createdAt, start, end, now });
    const repId = plan.steps.some((st) => st.action === 'offer') ? r.pick(reps).id : null;
    const managerId = managers.length ? r.pick(managers).id : null;
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
      patientSurvey: plan.status === 'completed' ? (SURVEY_SCORES[i % SURVEY_SCORES.length] ?? '') : '',
      status: plan.status,
      createdBy: r.pick(creators.filter((c) => c.accountId === account.id)).id,
      createdAt,
      updatedAt: plan.steps.at(-1)?.at ?? createdAt,
    });
    meta.push({
      steps: plan.steps,
      repId,
      managerId,
      products: plan.steps.some((st) => st.action === 'complete' && st.side === 'company'),
    });
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
    // Each move goes through the transition table the API checks; a move it refuses is a seed bug.
    let from: TaskStatus = 'unassigned';
    for (const step of m.steps) {
      const to = nextStatus(from, step.action, step.side);
      if (!to) throw new Error(`demo seed: ${from} --${step.action} (${step.side})--> refused`);
      const actorId =
        step.who === 'booker'
          ? (row.createdBy ?? null)
          : step.who === 'manager'
            ? m.managerId
            : step.who === 'rep'
              ? m.repId
              : null;
      history.push({ taskId: t.id, actorId, ...historyOfStep(step, from, to), createdAt: step.at });
      from = to;
    }
    if (from !== row.status) throw new Error(`demo seed: life cycle ends ${from}, task says ${row.status}`);
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
