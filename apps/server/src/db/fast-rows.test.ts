import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers';
import type { Database } from './client';
import { withFastRows } from './fast-rows';
import { companies, taskAssignees, tasks, users } from './schema/index';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

let named = 0;
/** The same select prepared twice, under two names: as Drizzle maps it, and with withFastRows. */
async function bothWays<T>(prepare: (name: string) => { execute(params?: Record<string, unknown>): Promise<T> }) {
  named += 1;
  const params = { limit: 40 };
  const drizzle = await prepare(`cc_fast_rows_${named}_a`).execute(params);
  const fastStatement = withFastRows(prepare(`cc_fast_rows_${named}_b`));
  // It relies on what drizzle-orm 0.45 keeps on a prepared select: an upgrade that renames it
  // would leave Drizzle's mapping in place, silently; this says so.
  expect(typeof (fastStatement as { customResultMapper?: unknown }).customResultMapper).toBe('function');
  const fast = await fastStatement.execute(params);
  return { drizzle, fast };
}

describe('rows mapped with decoders found once', () => {
  it('equal Drizzle’s mapping: dates, numbers by mapWith, nested objects, and left-joined tables with nothing', async () => {
    const { db } = database;
    const { drizzle, fast } = await bothWays((name) =>
      db
        .select({
          id: tasks.id,
          start: tasks.startDate,
          status: tasks.status,
          hours: sql<number>`extract(epoch from ${tasks.endDate} - ${tasks.startDate}) / 3600`.mapWith(Number),
          label: sql<string>`upper(${tasks.name})`.as('label'),
          company: { id: companies.id, name: companies.name },
          rep: { id: users.id, name: users.name, suspended: users.suspended },
        })
        .from(tasks)
        .innerJoin(companies, eq(companies.id, tasks.companyId))
        .leftJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
        .leftJoin(users, eq(users.id, taskAssignees.userId))
        .orderBy(asc(tasks.startDate), asc(tasks.id), asc(users.id))
        .limit(sql.placeholder('limit'))
        .prepare(name),
    );
    expect(fast).toEqual(drizzle);
    expect(fast.length).toBe(40);
    // The demo data has tasks with a rep and tasks with none: both shapes are compared.
    expect(fast.some((r) => r.rep === null)).toBe(true);
    expect(fast.some((r) => r.rep !== null)).toBe(true);
    const first = fast[0];
    expect(first?.start).toBeInstanceOf(Date);
    expect(typeof first?.hours).toBe('number');
  });

  it('leaves a statement that has its own mapper, or no fields, as it is', () => {
    const mapper = (rows: unknown[][]) => rows;
    const own = { fields: [], customResultMapper: mapper };
    expect(withFastRows(own).customResultMapper).toBe(mapper);
    const bare = {};
    expect(withFastRows(bare)).toEqual({});
  });
});
