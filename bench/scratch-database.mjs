/**
 * A fresh database `<prefix>_<time>` on the server of DATABASE_URL, dropped by the cleanup it
 * registers. `pg` is the server workspace's driver (bench scripts load it from there).
 */
export async function scratchDatabase(pg, prefix, onCleanup) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * The database a bench run measures on the server of DATABASE_URL: the kept database named by
 * BENCH_DATABASE (`reused`: not seeded again), or a fresh one, dropped afterwards unless
 * BENCH_KEEP_DATABASE is set (its name is printed, to measure it again or EXPLAIN on it).
 */
export async function benchDatabase(pg, prefix, onCleanup) {
  const reuse = process.env.BENCH_DATABASE;
  if (reuse) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${reuse}`;
    return { name: reuse, url: url.toString(), reused: true };
  }
  const keep = Boolean(process.env.BENCH_KEEP_DATABASE);
  const db = await scratchDatabase(pg, prefix, (f) => (keep ? undefined : onCleanup(f)));
  if (keep) console.log(`bench: the database ${db.name} is kept (BENCH_KEEP_DATABASE)`);
  return { ...db, reused: false };
}
