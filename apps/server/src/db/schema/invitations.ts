import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { companies, companyUnits } from './companies';
import { users } from './users';

export const invitationMode = pgEnum('invitation_mode', ['existing', 'new']);
export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'withdrawn']);

/**
 * A hospital's invitation to a vendor company: an existing company linked and its admin told, or a
 * new company created with the invited person as its admin, who signs up through an emailed link.
 * Whether a pending invitation has expired is read off its signup link.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    divisionId: uuid().references(() => companyUnits.id, { onDelete: 'set null' }),
    mode: invitationMode().notNull(),
    status: invitationStatus().notNull().default('pending'),
    /** The hospital user who sent it. */
    invitedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The person invited: the new company's admin, or the existing company's admin who was told. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    phone: text(),
    divisionName: text(),
    sendCount: integer().notNull().default(1),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId, t.createdAt), index().on(t.companyId), index().on(t.userId)],
);
