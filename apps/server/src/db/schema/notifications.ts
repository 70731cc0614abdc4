import { NOTIFICATION_TYPES } from '@casecover/shared';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tasks } from './tasks';
import { users } from './users';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);
export const deliveryChannel = pgEnum('delivery_channel', ['socket', 'email']);

/** One row per recipient, written in the same transaction as the change that caused it. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    type: notificationType().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    read: boolean().notNull().default(false),
    showPopup: boolean().notNull().default(false),
    /** False when the user turned in-app notices of this kind off: kept for the record and email only. */
    inApp: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // The list's total and unread counts, the unread pushes and "mark all read" read only this
    // index (each condition holds in_app); rows are counted without visiting the table once vacuum
    // has marked their pages all-visible, as it has for all but the newest.
    index('notifications_in_app_idx')
      .on(t.userId, t.read)
      .where(sql`${t.inApp} = true`),
  ],
);

/** What still has to be delivered; a dispatcher works through it with retries. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: deliveryChannel().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The request whose change wrote this row (its X-Request-Id); null when a job wrote it. */
    requestId: text(),
  },
  (t) => [
    uniqueIndex('notification_outbox_once_uq').on(t.notificationId, t.channel),
    // Each lane of the dispatcher claims its own channel's due rows.
    index('notification_outbox_due_idx')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** Per user and event kind: in-app and email on or off. Missing rows mean on. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    notification: boolean().notNull().default(true),
    email: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * Account emails (welcome, invitation, password reset), written in the transaction of the change
 * that causes them and delivered by the same dispatcher as notifications. The body holds a live
 * link, so it is cleared once sent, and the row is deleted when the link expires.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to: text().notNull(),
    subject: text().notNull(),
    /** Null once delivered. */
    body: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the link in the body stops working; the row is useless, and removed, after that. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The request whose change wrote this row (its X-Request-Id); null when a job wrote it. */
    requestId: text(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
    index().on(t.userId),
    index().on(t.expiresAt),
  ],
);
