import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './tasks';
import { users } from './users';

/**
 * An emergency task being offered to widening circles of reps: the covering territory, its region,
 * the division, the whole company. One row per task; `wave` counts the levels offered so far and
 * `waveAt` is when the last one went out. The escalation job moves `wave` with a guarded update.
 */
export const taskBroadcasts = pgTable(
  'task_broadcasts',
  {
    taskId: uuid()
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    wave: integer().notNull().default(0),
    level: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    waveAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the task was taken, the broadcast stopped, or the last level went out. */
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
  },
  (t) => [
    index('task_broadcasts_open_idx')
      .on(t.waveAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * One offer of a task to one rep: a direct offer by a manager, or one wave of a broadcast. While
 * it is open the rep is also a `task_assignees` row of the pending task.
 */
export const taskOffers = pgTable(
  'task_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'territory' | 'region' | 'area' | 'division' | 'company' for a broadcast wave, 'direct' for a manager's offer. */
    level: text().notNull(),
    wave: integer().notNull().default(0),
    offeredAt: timestamp({ withTimezone: true }).notNull(),
    declinedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    acceptedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** 'accepted' | 'declined' | 'taken' | 'suspended' | 'deleted' | 'reassigned' | 'closed' */
    closedReason: text(),
  },
  (t) => [
    index().on(t.taskId, t.offeredAt),
    index('task_offers_open_user_idx')
      .on(t.userId)
      .where(sql`${t.closedAt} is null`),
    uniqueIndex('task_offers_open_uq')
      .on(t.taskId, t.userId)
      .where(sql`${t.closedAt} is null`),
  ],
);
