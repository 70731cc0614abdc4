import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, companyUnits } from './companies';

export const serviceTypes = pgTable(
  'service_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (t) => [index().on(t.companyId)],
);

export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    divisionId: uuid().references(() => companyUnits.id, { onDelete: 'set null' }),
    serviceTypeId: uuid().references(() => serviceTypes.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** Set instead of deleting a service that tasks still name; archived services are not offered. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.divisionId)],
);
