/**
 * `--scenario faults`: steady bookings through two instances while the scenario restarts its
 * PostgreSQL, stops its Redis and stops its SMTP server, each for a while. Afterwards every
 * acknowledged booking is read back from the database, and the emails and socket events that
 * arrived are counted against the deliveries the outbox owed.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { ownPostgres, ownRedis, ownSmtp, startInstances } from './cluster.mjs';

const PASSWORD = 'CaseCover!2026';
const ZONE = 'America/New_York';
const WRITERS = 8;
/** Bookings a second, all writers together: a busy hospital group, not a flood. */
const RATE = Number(process.env.FAULTS_RATE ?? 10);
/** Seconds from the start of the writes; the run lasts `end` seconds. */
const PLAN = {
  pgRestart: Number(process.env.FAULTS_PG ?? 8),
  redisStop: 18,
  redisStart: 30,
  smtpStop: 36,
  smtpStart: 52,
  end: 60,
};
/** Who receives the socket events: Northside's master scheduler, on each instance. */
const WATCHER = 'master@northside.test';

const sleepUntil = (t0, s) => new Promise((r) => setTimeout(r, Math.max(0, t0 + s * 1000 - performance.now())));

async function post(url, token, route, body) {
  try {
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: globalThis.AbortSignal.timeout(30_000),
    });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  } catch (err) {
    return { status: 0, body: { msg: err instanceof Error ? err.message : String(err) } };
  }
}

export async function faultsScenario(h) {
  const { SMTPServer } = h.require('smtp-server');
  const { io } = h.require('socket.io-client');
  const pg = h.require('pg');
  const ports = [];
  for (let i = 0; i < 3; i += 1) ports.push(await h.freePort(ports));
  const [pgPort, redisPort, smtpPort] = ports;

  const db = await ownPostgres(path.join(h.tmpRoot, 'pg'), pgPort);
  h.onCleanup(async () => db.stop());
  const redis = ownRedis(redisPort);
  await redis.start();
  h.onCleanup(() => redis.stop());
  const smtp = ownSmtp(SMTPServer, smtpPort);
  await smtp.start();
  h.onCleanup(() => smtp.stop());
  const { urls, logs } = await startInstances(h, {
    count: 2,
    databaseUrl: db.url,
    redisUrl: redis.url,
    smtpUrl: smtp.url,
    env: { OUTBOX_INTERVAL_MS: '500' },
  });

  // The booking every writer sends: Northside's admin, MedVance's first service, Cardiology.
  const admin = await h.signIn({ email: 'admin@northside.test', password: PASSWORD }, urls[0]);
  const token = admin.token;
  const pick = async (route, body) => (await post(urls[0], token, route, body)).body.data?.[0]?._id ?? null;
  const companyId = await pick('/api/task/companyFilter', { search: 'MedVance' });
  const divisionId = await pick('/api/task/divisionFilter', { search: '', companyId });
  const serviceId = await pick('/api/task/serviceFilter', { search: '', companyId, divisionId });
  const departmentId = await pick('/api/task/departmentSearch', { search: 'Cardiology' });
  const locRes = await fetch(`${urls[0]}/api/task/location/get_locations?pageSize=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const locationId = (await locRes.json()).data?.[0]?._id ?? null;

  // The watcher's sockets, one per instance: every notification_count event is counted.
  const watcher = await h.signIn({ email: WATCHER, password: PASSWORD }, urls[0]);
  const socketEvents = urls.map(() => 0);
  const sockets = urls.map((url, i) => {
    const s = io(url, { transports: ['websocket'], auth: { token: watcher.token }, forceNew: true });
    s.on(`notification_count_${WATCHER}`, () => {
      socketEvents[i] += 1;
    });
    return s;
  });
  h.onCleanup(async () => {
    for (const s of sockets) s.close();
  });

  const acked = [];
  const refused = new Map();
  let sent = 0;
  let stop = false;
  const t0 = performance.now();
  const writer = async (w) => {
    const every = (WRITERS / RATE) * 1000;
    for (let n = 0; !stop; n += 1) {
      const due = t0 + w * (every / WRITERS) + n * every;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      if (stop) break;
      const start = new Date(Date.now() + (3 + ((w * 997 + n) % 40)) * 86_400_000);
      start.setUTCMinutes(0, 0, 0);
      sent += 1;
      const res = await post(urls[(w + n) % urls.length], token, '/api/task/addTask', {
        timezone: ZONE,
        companyId,
        divisionId,
        serviceId,
        departmentId,
        location_id: locationId,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      });
      if (res.status === 200 && res.body.data?._id) acked.push(res.body.data._id);
      else {
        const key = `${res.status} ${res.body.msg ?? ''}`.trim();
        refused.set(key, (refused.get(key) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

  const events = [];
  const at = (what) => events.push(`${((performance.now() - t0) / 1000).toFixed(1)} s ${what}`);
  await sleepUntil(t0, PLAN.pgRestart);
  at('PostgreSQL restart');
  db.restart();
  at('PostgreSQL back');
  await sleepUntil(t0, PLAN.redisStop);
  await redis.stop();
  at('Redis stopped');
  await sleepUntil(t0, PLAN.redisStart);
  await redis.start();
  at('Redis started');
  await sleepUntil(t0, PLAN.smtpStop);
  await smtp.stop();
  at('SMTP stopped');
  await sleepUntil(t0, PLAN.smtpStart);
  await smtp.start();
  at('SMTP started');
  await sleepUntil(t0, PLAN.end);
  stop = true;
  await Promise.all(writers);
  at(`writes stopped (${sent} sent, ${acked.length} acknowledged)`);

  // Read back, then wait for the outbox to owe nothing (up to 3 minutes: back-off reaches 5 min
  // per row only after many failures; these outages were short).
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  h.onCleanup(() => client.end());
  const found = await client.query('select count(*)::int as n from tasks where id = any($1::uuid[])', [acked]);
  const missing = acked.length - found.rows[0].n;
  const owed = async () =>
    (
      await client.query(
        `select count(*) filter (where o.channel = 'email')::int as email,
                count(*) filter (where o.channel = 'socket')::int as socket,
                count(*) filter (where o.delivered_at is null)::int as pending
           from notification_outbox o join notifications n on n.id = o.notification_id
          where n.task_id = any($1::uuid[])`,
        [acked],
      )
    ).rows[0];
  const drainStarted = performance.now();
  let due = await owed();
  while (due.pending > 0 && performance.now() - drainStarted < 180_000) {
    await new Promise((r) => setTimeout(r, 1000));
    due = await owed();
  }
  at(`outbox drained: ${due.pending} deliveries still pending`);
  const watcherSocket = (
    await client.query(
      `select count(*)::int as n from notification_outbox o join notifications n on n.id = o.notification_id
         join users u on u.id = n.user_id
        where o.channel = 'socket' and u.email = $2 and n.task_id = any($1::uuid[])`,
      [acked, WATCHER],
    )
  ).rows[0].n;
  await new Promise((r) => setTimeout(r, 2000));
  for (const line of events) console.log(`bench: ${line}`);
  for (const [k, v] of refused) console.log(`bench: refused ${v}× ${k}`);
  const failures = logs.flat().filter((l) => l.includes('"unhandled error"'));
  for (const l of failures.slice(0, 3)) console.log(`bench: an instance logged: ${l.slice(0, 400)}`);

  const row = (name, errors, note, extra = {}) => ({
    name,
    medianMs: null,
    p95Ms: null,
    reqPerSec: null,
    errors,
    note,
    ...extra,
  });
  return [
    row('faults: bookings', missing, `${acked.length} acknowledged of ${sent} sent; ${missing} missing on read-back`, {
      sent,
      acknowledged: acked.length,
      refused: Object.fromEntries(refused),
      timeline: events,
    }),
    row(
      'faults: emails',
      Math.max(0, due.email - smtp.unique()),
      `${smtp.unique()} distinct of ${due.email} owed arrived (${smtp.received() - smtp.unique()} duplicates)`,
      { owed: due.email, arrived: smtp.unique(), duplicates: smtp.received() - smtp.unique() },
    ),
    row(
      'faults: socket events',
      socketEvents.reduce((sum, got) => sum + Math.max(0, watcherSocket - got), 0),
      `${WATCHER}: ${watcherSocket} notifications; count events per socket (one per instance): ${socketEvents.join(', ')}`,
      { owed: watcherSocket, received: socketEvents, pendingDeliveries: due.pending },
    ),
  ];
}
