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
