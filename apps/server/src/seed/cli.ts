import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedBulkTasks, seedMonthTasks } from './bulk';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo';

const HELP = `Usage: npm run seed -- [options]

Seeds the database named by DATABASE_URL (or the embedded one in DATA_DIR) with the
demo organisations and users. Nothing happens when users already exist.

Options:
  --seed N     random seed for the generated names and phones (default 20261122)
  --tasks N    also add N generated tasks over the demo hospitals and vendors, from a
               year back to a year ahead, in every status (for benchmarks; about a
               minute per 200,000 on PostgreSQL)
  --month-tasks N
               also add N tasks to Northside Hospital within the current month
               (America/New_York), spread evenly over its days, an hour long, in every
               status (for the calendar benchmark)
  --help       show this help
`;

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      tasks: { type: 'string' },
      'month-tasks': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') });
  try {
    const seeded = await seedDemo(database.db, values.seed ? Number(values.seed) : undefined);
    console.log(seeded ? 'Demo data seeded.' : 'The database already has users; nothing seeded.');
    if (seeded) {
      console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
      for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(28)} ${l.role}`);
    }
    const extra = Number(values.tasks ?? 0);
    if (!Number.isInteger(extra) || extra < 0) throw new Error('--tasks takes a whole number');
    if (extra > 0) {
      const started = Date.now();
      await seedBulkTasks(database.db, extra, (done) => process.stdout.write(`\rtasks: ${done}/${extra}`));
      console.log(`\n${extra} tasks added in ${Math.round((Date.now() - started) / 1000)} s.`);
    }
    const month = Number(values['month-tasks'] ?? 0);
    if (!Number.isInteger(month) || month < 0) throw new Error('--month-tasks takes a whole number');
    if (month > 0) {
      const started = Date.now();
      await seedMonthTasks(database.db, month);
      console.log(`${month} tasks added to this month in ${Math.round((Date.now() - started) / 1000)} s.`);
    }
  } finally {
    await database.close();
  }
}

await main();
