/**
 * `--scenario reports`: every report call (bench/entries.mjs `reportEntries`) on PostgreSQL at
 * each of `--sizes` generated tasks (default 100,000 then 1,000,000), as Northside's master
 * scheduler and as MedVance's company admin. One database grows from size to size (the seed adds
 * the difference), one server reads it; the table shows each report's p95 at every size and its
 * growth from the first size to the last.
 */
import path from 'node:path';
import { prepare, reportEntries } from './entries.mjs';
import { benchDatabase } from './scratch-database.mjs';

const PASSWORD = 'CaseCover!2026';
const VIEWERS = [
  { label: 'master scheduler', email: 'master@northside.test', password: PASSWORD },
  { label: 'company admin', email: 'admin@medvance.test', password: PASSWORD },
];

const fmtMs = (v) => (v === null || v === undefined ? '-' : v.toFixed(1));
const fmtSize = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

async function createDatabase(h) {
  return benchDatabase(h.require('pg'), 'cc_bench_reports', h.onCleanup);
}

function summaryTable(sizes, lines) {
  const header = ['report', 'viewer', ...sizes.map((s) => `p95 @${fmtSize(s)} ms`), 'growth', 'errors'];
  const cells = lines.map((l) => [
    l.entry,
    l.viewer,
    ...l.p95s.map(fmtMs),
    l.growth === null ? '-' : `${l.growth.toFixed(2)}x`,
    String(l.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const fmt = (c) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(fmt)].join('\n');
}

/** Grows the database from `seeded` to `size` generated tasks. */
async function seed(h, url, dataDir, size, seeded) {
  console.log(`bench: seeding ${(size - seeded).toLocaleString('en-US')} tasks (to ${size.toLocaleString('en-US')})`);
  const seedArgs = [path.join(h.root, 'apps/server/dist/cli.js'), '--tasks', String(size - seeded)];
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: url };
  if ((await h.run(process.execPath, seedArgs, env)) !== 0) throw new Error('seeding failed');
}

export async function reportsScenario(h) {
  if (!process.env.DATABASE_URL) throw new Error('the reports scenario runs on PostgreSQL: set DATABASE_URL');
  const sizes = [...h.options.sizes].sort((a, b) => a - b);
  const db = await createDatabase(h);
  const dataDir = path.join(h.tmpRoot, 'data');
  const port = await h.freePort([]);
  const appUrl = `http://127.0.0.1:${port}`;
  const byKey = new Map();
  // A kept database is measured as it is, at the one size it was grown to.
  if (db.reused && sizes.length !== 1) throw new Error('BENCH_DATABASE takes the one size it was grown to in --sizes');
  let seeded = db.reused ? sizes[0] : 0;
  // --reports names the calls to measure, without the `report-` prefix.
  const names = h.options.reports;
  const chosen = names ? reportEntries.filter((e) => names.includes(e.name.replace(/^report-/, ''))) : reportEntries;
  if (!chosen.length)
    throw new Error(
      `--reports names no report call (known: ${reportEntries.map((e) => e.name.replace(/^report-/, '')).join(', ')})`,
    );
  let sessions = null;
  let context = null;

  for (const size of sizes) {
    const started = Date.now();
    if (size > seeded) await seed(h, db.url, dataDir, size, seeded);
    seeded = size;
    console.log(`bench: seeded in ${Math.round((Date.now() - started) / 1000)} s`);

    if (!sessions) {
      const log = [];
      const child = h.startChild(
        'server',
        h.mainJs,
        {
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: appUrl,
          DATA_DIR: dataDir,
          DATABASE_URL: db.url,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
          RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
          RATE_LIMIT_FILES_PER_MINUTE: '1000000',
          SEED_DEMO: 'false',
          UNCOVERED_SWEEP_SECONDS: '0',
        },
        log,
      );
      await h.waitFor(`${appUrl}/readyz`, child, 'server', log);
      sessions = [];
      for (const v of VIEWERS) sessions.push({ ...v, token: (await h.signIn(v, appUrl)).token });
      // The ids the bodies name (MedVance, Northside) come from the hospital user's view.
      context = await prepare(appUrl, sessions[0].token);
    }

    for (const s of sessions) {
      for (const entry of chosen) {
        const row = await h.measureEntry(entry, appUrl, s.token, context);
        const key = `${entry.name}|${s.label}`;
        const seen = byKey.get(key) ?? { entry: entry.name, viewer: s.label, rows: [] };
        seen.rows.push({ size, ...row });
        byKey.set(key, seen);
        console.log(`bench: ${entry.name} as ${s.label} at ${fmtSize(size)}: p95 ${fmtMs(row.p95Ms)} ms`);
      }
    }
  }

  const lines = [...byKey.values()].map((l) => {
    const p95s = l.rows.map((r) => r.p95Ms);
    const first = p95s[0];
    const last = p95s[p95s.length - 1];
    return {
      ...l,
      p95s,
      growth: first && last !== null && p95s.length > 1 ? last / first : null,
      errors: l.rows.reduce((n, r) => n + r.errors, 0),
    };
  });
  console.log(`\nReports, p95 by size (${h.options.duration} s per entry, DATABASE_URL server, database ${db.name}):`);
  console.log(summaryTable(sizes, lines));

  const rows = lines.map((l) => {
    const last = l.rows[l.rows.length - 1];
    return {
      ...last,
      name: `${l.entry} (${l.viewer})`,
      errors: l.errors,
      p95BySize: Object.fromEntries(l.rows.map((r) => [r.size, r.p95Ms])),
      growth: l.growth,
      note: `p95 ${l.rows.map((r) => `${fmtMs(r.p95Ms)} ms @${fmtSize(r.size)}`).join(', ')}${l.growth === null ? '' : `; ${l.growth.toFixed(2)}x`}`,
    };
  });
  rows.engine = `postgresql (${db.name}), ${sizes.map(fmtSize).join(' then ')} tasks`;
  return rows;
}
