/**
 * The coverage tests' data set: a few tasks in March 2026 in New York (clocks go forward at 02:00
 * on 8 March), months before the demo data begins, with known bookings and acceptances. Rows are
 * written directly: the API refuses to book a start in the past.
 */
import { dayRangeInZone, zonedToUtc, type TaskStatus } from '@casecover/shared';
import { taskHistory, tasks, users } from '../../db/schema/index';
import { DEMO_USERS, demoIds, type DemoIds, type TestApp } from '../../../test/helpers';

export const NY = 'America/New_York';
const MINUTE = 60_000;
/** Every task is booked three days before it starts. */
const BOOKED_BEFORE = 3 * 24 * 60 * MINUTE;

type TaskKey = 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6' | 'T7' | 'T8' | 'T9' | 'S1';

interface Spec {
  /** Start, wall clock in New York. */
  wall: string;
  department: 'cardiology' | 'neurology' | 'southCardiology';
  company: 'medvance' | 'ortholine';
  status: TaskStatus;
  /** In the division manager's division (MedVance only); else in none. */
  inDivision?: boolean;
  /** Minutes from booking to the rep's acceptance. */
  acceptedAfter?: number;
  /** Minutes from booking to a rep declining the offer (not an acceptance). */
  declinedAfter?: number;
}

/**
 * The tasks. Northside books Cardiology and Neurology with MedVance and one Neurology case with
 * Ortholine; Southside one case with MedVance. T1 and T3 begin late in the evening, on the next
 * day in UTC; T7 and T8 sit just outside a 2–15 March range.
 */
export const SPECS: Record<TaskKey, Spec> = {
  T1: {
    wall: '2026-03-07 23:30',
    department: 'cardiology',
    company: 'medvance',
    status: 'uncovered',
    inDivision: true,
  },
  T2: {
    wall: '2026-03-08 00:30',
    department: 'cardiology',
    company: 'medvance',
    status: 'completed',
    inDivision: true,
    acceptedAfter: 30,
  },
  T3: { wall: '2026-03-08 23:30', department: 'neurology', company: 'ortholine', status: 'uncovered' },
  T4: {
    wall: '2026-03-09 00:30',
    department: 'neurology',
    company: 'medvance',
    status: 'assigned',
    inDivision: true,
    declinedAfter: 20,
    acceptedAfter: 90,
  },
  T5: {
    wall: '2026-03-02 00:00',
    department: 'cardiology',
    company: 'medvance',
    status: 'cancelled',
    acceptedAfter: 60,
  },
  T6: {
    wall: '2026-03-15 23:59',
    department: 'cardiology',
    company: 'medvance',
    status: 'completed',
    inDivision: true,
    acceptedAfter: 45,
  },
  T7: {
    wall: '2026-03-16 00:00',
    department: 'cardiology',
    company: 'medvance',
    status: 'completed',
    inDivision: true,
  },
  T8: {
    wall: '2026-03-01 23:59',
    department: 'cardiology',
    company: 'medvance',
    status: 'completed',
    inDivision: true,
    acceptedAfter: 10,
  },
  T9: {
    wall: '2026-03-31 23:30',
    department: 'cardiology',
    company: 'medvance',
    status: 'uncovered',
    inDivision: true,
  },
  S1: {
    wall: '2026-03-10 09:00',
    department: 'southCardiology',
    company: 'medvance',
    status: 'uncovered',
    inDivision: true,
  },
};

export interface CoverageFixture {
  ids: DemoIds;
  /** The division manager's division. */
  divisionId: string;
  task: Record<TaskKey, string>;
}

/** Writes the tasks and their history (booking, offers, declines, acceptances). */
export async function insertCoverageTasks(t: TestApp): Promise<CoverageFixture> {
  const db = t.ctx.db;
  const ids = await demoIds(db);
  const people = await db.select({ id: users.id, email: users.email, unitId: users.unitId }).from(users);
  const person = (email: string) => people.find((p) => p.email === email);
  const divisionId = person(DEMO_USERS.manager)?.unitId;
  // Without a division the manager's scope would prove nothing.
  if (!divisionId) throw new Error('the demo division manager has no division');
  const rep = person(DEMO_USERS.rep)?.id ?? null;
  const booker = person(DEMO_USERS.admin)?.id ?? null;
  const task = {} as Record<TaskKey, string>;
  for (const [key, s] of Object.entries(SPECS) as [TaskKey, Spec][]) {
    const startDate = zonedToUtc(s.wall, NY);
    const bookedAt = startDate.getTime() - BOOKED_BEFORE;
    const medvance = s.company === 'medvance';
    const [row] = await db
      .insert(tasks)
      .values({
        accountId: s.department === 'southCardiology' ? ids.south : ids.north,
        departmentId: ids[s.department],
        companyId: ids[s.company],
        divisionId: medvance && s.inDivision ? divisionId : null,
        serviceId: medvance ? ids.service : ids.orthoService,
        name: `Coverage ${key}`,
        startDate,
        endDate: new Date(startDate.getTime() + 60 * MINUTE),
        timeZone: NY,
        status: s.status,
        createdBy: booker,
        createdAt: new Date(bookedAt),
      })
      .returning({ id: tasks.id });
    const taskId = row?.id ?? '';
    task[key] = taskId;
    const at = (minutes: number) => new Date(bookedAt + minutes * MINUTE);
    const history: (typeof taskHistory.$inferInsert)[] = [
      { taskId, actorId: booker, action: 'created', toValue: 'unassigned', createdAt: at(0) },
    ];
    if (s.declinedAfter !== undefined) {
      history.push(
        { taskId, action: 'offer', fromValue: 'unassigned', toValue: 'pending', createdAt: at(s.declinedAfter - 5) },
        {
          taskId,
          actorId: rep,
          action: 'decline',
          fromValue: 'pending',
          toValue: 'unassigned',
          createdAt: at(s.declinedAfter),
        },
      );
    }
    if (s.acceptedAfter !== undefined) {
      history.push(
        { taskId, action: 'offer', fromValue: 'unassigned', toValue: 'pending', createdAt: at(s.acceptedAfter - 5) },
        {
          taskId,
          actorId: rep,
          action: 'accept',
          fromValue: 'pending',
          toValue: 'assigned',
          createdAt: at(s.acceptedAfter),
        },
      );
    }
    await db.insert(taskHistory).values(history);
  }
  return { ids, divisionId, task };
}

/** The body for whole local days in New York, as the reports screen sends it. */
export const nyDays = (fromDay: string, toDay: string) => ({ ...dayRangeInZone(fromDay, toDay, NY), timeZone: NY });
