import { MSG, OFFER_LEVELS, formatInZoneLabelled, instantMark, type OfferLevel } from '@casecover/shared';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { companies, departments, taskBroadcasts, tasks } from '../../db/schema/index';
import { normalisePhone, sendAll } from '../../lib/sms';
import * as notifications from '../notifications/service';
import * as oq from './offers-queries';
import type { OfferedRep } from './offers-queries';
import * as q from './queries';

/**
 * The emergency broadcast: an unassigned emergency task is offered at once to every rep of the
 * territories that cover its hospital, then, every EMERGENCY_ESCALATE_MINUTES while nobody has
 * taken it, to the region, the division and the whole company. A level that would reach nobody
 * new is passed over at once.
 */

/** The offer's text (service.ts's summary; not imported, since service.ts starts broadcasts). */
const describe = (t: BroadcastTask) =>
  `${t.name} for ${t.departmentName} with ${t.companyName}, ${instantMark(t.startDate)}`;

/** What a wave needs to know about its task. */
interface BroadcastTask {
  id: string;
  accountId: string;
  companyId: string;
  divisionId: string | null;
  name: string;
  status: string;
  isEmergency: boolean;
  startDate: Date;
  endDate: Date;
  companyName: string;
  departmentName: string;
}

async function loadTask(db: DbOrTx, taskId: string): Promise<BroadcastTask | null> {
  const [row] = await db
    .select({
      id: tasks.id,
      accountId: tasks.accountId,
      companyId: tasks.companyId,
      divisionId: tasks.divisionId,
      name: tasks.name,
      status: tasks.status,
      isEmergency: tasks.isEmergency,
      startDate: tasks.startDate,
      endDate: tasks.endDate,
      companyName: companies.name,
      departmentName: departments.name,
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .where(eq(tasks.id, taskId))
    .for('update', { of: tasks });
  return row ?? null;
}

/** The units whose reps a level reaches (null: the whole company). */
async function unitsOfLevel(db: DbOrTx, t: BroadcastTask, level: (typeof OFFER_LEVELS)[number]) {
  if (level === 'company') return null;
  const territories = await oq.coveringTerritories(db, {
    accountId: t.accountId,
    companyId: t.companyId,
    divisionId: t.divisionId,
    excludeTaskId: t.id,
  });
  if (level === 'territory') return territories;
  if (level === 'region') return oq.ancestorsAt(db, { unitIds: territories, level: 'region' });
  // The division: the task's own, else the top unit above the covering territories.
  if (t.divisionId) return [t.divisionId];
  return territories.length ? oq.topUnitsOf(db, territories) : null;
}

export interface WaveResult {
  taskId: string;
  reps: OfferedRep[];
  level: OfferLevel | null;
}

/**
 * Sends the first level after `fromWave` that reaches somebody new, inside the caller's
 * transaction (the task row is locked). Ends the broadcast when no level is left.
 */
async function sendNextWave(tx: Tx, t: BroadcastTask, fromWave: number, now: Date): Promise<WaveResult> {
  const already = await oq.offeredUserIds(tx, t.id);
  for (let wave = fromWave + 1; wave <= OFFER_LEVELS.length; wave++) {
    const level = OFFER_LEVELS[wave - 1] as (typeof OFFER_LEVELS)[number];
    const units = await unitsOfLevel(tx, t, level);
    // With no covering territory, the first waves reach the division (or the company) at once.
    const reps = (await oq.repsUnder(tx, { companyId: t.companyId, unitIds: units })).filter((r) => !already.has(r.id));
    if (!reps.length) continue;
    await oq.insertOffers(tx, { taskId: t.id, userIds: reps.map((r) => r.id), level, wave, at: now });
    const ended = wave === OFFER_LEVELS.length;
    await tx
      .update(taskBroadcasts)
      .set({ wave, level, waveAt: now, ...(ended ? { endedAt: now, endReason: 'company' } : {}) })
      .where(eq(taskBroadcasts.taskId, t.id));
    if (t.status === 'unassigned' && (await q.moveStatus(tx, { taskId: t.id, from: 'unassigned', to: 'pending' }))) {
      await q.addHistory(tx, {
        taskId: t.id,
        actorId: null,
        action: 'offer',
        field: 'taskStatus',
        fromValue: 'unassigned',
        toValue: 'pending',
        note: `Emergency broadcast: offered to ${reps.length} rep${reps.length === 1 ? '' : 's'} (${level})`,
      });
      t.status = 'pending';
    } else {
      await q.addHistory(tx, {
        taskId: t.id,
        actorId: null,
        action: 'offer',
        note: `Emergency broadcast: offered to ${reps.length} more rep${reps.length === 1 ? '' : 's'} (${level})`,
      });
    }
    await notifications.notify(tx, {
      taskId: t.id,
      type: 'task_assigned',
      title: MSG.offers.emergencyOfferTitle(t.name),
      description: describe(t),
      actorId: null,
      onlyUserIds: reps.map((r) => r.id),
      popup: true,
    });
    return { taskId: t.id, reps, level };
  }
  await tx
    .update(taskBroadcasts)
    .set({ wave: OFFER_LEVELS.length, endedAt: now, endReason: 'exhausted' })
    .where(eq(taskBroadcasts.taskId, t.id));
  return { taskId: t.id, reps: [], level: null };
}

/**
 * Starts (or restarts) the broadcast of an emergency task that is unassigned, inside the
 * transaction that made it so. Answers the first wave; call `afterWave` once it commits.
 */
export async function startBroadcast(tx: Tx, taskId: string, now: Date): Promise<WaveResult | null> {
  const t = await loadTask(tx, taskId);
  if (!t || !t.isEmergency || t.status !== 'unassigned') return null;
  await tx
    .insert(taskBroadcasts)
    .values({ taskId, wave: 0, level: 'territory', startedAt: now, waveAt: now })
    .onConflictDoUpdate({
      target: taskBroadcasts.taskId,
      set: { wave: 0, level: 'territory', startedAt: now, waveAt: now, endedAt: null, endReason: null },
    });
  return sendNextWave(tx, t, 0, now);
}

/** Stops a broadcast (taken, no longer an emergency, closed); offers already out stay as they are. */
export async function endBroadcast(db: DbOrTx, p: { taskId: string; reason: string; at: Date }) {
  await db
    .update(taskBroadcasts)
    .set({ endedAt: p.at, endReason: p.reason })
    .where(and(eq(taskBroadcasts.taskId, p.taskId), isNull(taskBroadcasts.endedAt)));
}

/** Texts each newly offered rep who has a usable phone number, and kicks the outbox. */
export async function afterWave(ctx: AppContext, wave: WaveResult | null) {
  ctx.notifier.kick();
  if (!wave?.reps.length) return;
  const t = await ctx.db
    .select({ name: tasks.name, startDate: tasks.startDate, timeZone: tasks.timeZone })
    .from(tasks)
    .where(eq(tasks.id, wave.taskId));
  const task = t[0];
  if (!task) return;
  const link = `${ctx.publicUrl}/task/${wave.taskId}`;
  const messages = wave.reps.flatMap((r) => {
    const to = normalisePhone(r.phone);
    return to
      ? [{ to, body: MSG.offers.smsText(task.name, formatInZoneLabelled(task.startDate, task.timeZone), link) }]
      : [];
  });
  await sendAll(ctx.sms, messages, ctx.log);
}

/**
 * One pass of the escalation: every broadcast whose last wave is older than the interval gets
 * its next wave. Each is claimed with a guarded update on (wave, waveAt), so two instances
 * running at once never send the same wave twice. `now` is the clock (tests pass their own).
 */
export async function escalateDue(ctx: AppContext, now: Date): Promise<WaveResult[]> {
  const cutoff = new Date(now.getTime() - ctx.config.EMERGENCY_ESCALATE_MINUTES * 60_000);
  const due = await ctx.db
    .select({ taskId: taskBroadcasts.taskId, wave: taskBroadcasts.wave, waveAt: taskBroadcasts.waveAt })
    .from(taskBroadcasts)
    .where(and(isNull(taskBroadcasts.endedAt), lte(taskBroadcasts.waveAt, cutoff)))
    .limit(100);
  const sent: WaveResult[] = [];
  for (const b of due) {
    const wave = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(taskBroadcasts)
        .set({ waveAt: now })
        .where(
          and(
            eq(taskBroadcasts.taskId, b.taskId),
            eq(taskBroadcasts.wave, b.wave),
            isNull(taskBroadcasts.endedAt),
            sql`${taskBroadcasts.waveAt} = ${b.waveAt.toISOString()}`,
          ),
        )
        .returning({ taskId: taskBroadcasts.taskId });
      if (!claimed.length) return null;
      const t = await loadTask(tx, b.taskId);
      if (!t || !t.isEmergency || !['unassigned', 'pending'].includes(t.status)) {
        await endBroadcast(tx, { taskId: b.taskId, reason: t?.isEmergency === false ? 'normal' : 'closed', at: now });
        return null;
      }
      return sendNextWave(tx, t, b.wave, now);
    });
    if (wave?.reps.length) {
      sent.push(wave);
      await afterWave(ctx, wave);
    }
  }
  return sent;
}
