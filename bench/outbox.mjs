// `npm run bench -- --scenario outbox`: the notification dispatcher's throughput, alone. Runs
// bench/outbox-run.mjs under tsx (sources, not the bundle) on PGlite, or on a fresh database of
// the DATABASE_URL server; OUTBOX_ROWS (4000) deliveries, half socket events, half emails.
// Reported twice: with emails through the pooled SMTP transport to a local SMTP server, and with
// a mailer that accepts at once (the dispatcher's own cost: claims, counts, emits, marks).
import { runSourceScript } from './source-run.mjs';

const runOnce = (h, env) => runSourceScript(h.root, 'bench/outbox-run.mjs', env, 'outbox run');

async function freshDatabaseUrl(h, serverUrl, tag) {
  const pg = h.require('pg');
  const name = `cc_bench_outbox_${tag}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  h.onCleanup(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function outboxScenario(h) {
  const rows = [];
  for (const [tag, mail] of [
    ['smtp', 'smtp'],
    ['none', 'none'],
  ]) {
    const env = {
      OUTBOX_ROWS: process.env.OUTBOX_ROWS ?? '4000',
      OUTBOX_MAIL: mail,
      OUTBOX_SMTP_PORT: String(await h.freePort([])),
    };
    if (process.env.DATABASE_URL) env.DATABASE_URL = await freshDatabaseUrl(h, process.env.DATABASE_URL, tag);
    else delete env.DATABASE_URL;
    const r = await runOnce(h, env);
    rows.push({
      name: mail === 'smtp' ? 'outbox (emails over pooled SMTP)' : 'outbox (mailer accepts at once)',
      medianMs: null,
      p95Ms: null,
      reqPerSec: Math.round(r.perSecond),
      errors: r.owed - r.delivered,
      note: `${r.delivered}/${r.owed} deliveries in ${r.seconds.toFixed(1)} s on ${r.engine} (${r.mails} emails received)`,
      ...r,
    });
  }
  rows.engine = process.env.DATABASE_URL ? 'postgresql (DATABASE_URL), dispatcher alone' : 'pglite, dispatcher alone';
  return rows;
}
