import { asc } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema/index';

class Rollback extends Error {}

/** Runs `fn` in a transaction that is rolled back, so each case starts from the same data. */
export async function inRolledBack(database: Database, fn: (tx: DbOrTx) => Promise<void>) {
  await database.db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
}

/** A task's place: real (account, department, company, division, service) combinations of the demo data. */
export type TaskPlace = Awaited<ReturnType<typeof taskPlaces>>[number];

/** Up to six real places of the demo tasks. */
export async function taskPlaces(database: Database) {
  return database.db
    .selectDistinct({
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      divisionId: tasks.divisionId,
      serviceId: tasks.serviceId,
    })
    .from(tasks)
    .orderBy(asc(tasks.accountId), asc(tasks.departmentId), asc(tasks.serviceId))
    .limit(6);
}
