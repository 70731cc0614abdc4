/**
 * `--scenario load`: simulated users of every kind working at once against two instances on one
 * PostgreSQL and one Redis (both started by the scenario). Each user loops over what people do
 * all day — the task list, a task's detail, the week on the calendar, the notifications, and for
 * hospital users adding and editing tasks — with no pause between calls, or with `--user-rate`
 * pausing `1 / rate` seconds on average after each answer, at random (bench/paced-users.mjs). Then the notification outbox those calls filled: what it
 * still owed when the users stopped, and how long the two instances took to send the rest.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { ownPostgres, ownRedis, startInstances } from './cluster.mjs';
import { runPacedUsers } from './paced-users.mjs';

const PASSWORD = 'CaseCover!2026';
const HOSPITAL = ['admin@northside.test', 'master@northside.test', 'scheduler@northside.test'];
const VENDOR = ['rep@medvance.test', 'manager@medvance.test', 'admin@medvance.test'];
const ZONE = 'America/New_York';

async function api(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

/** What one signed-in user does in a loop, as autocannon requests. */
async function workOf(url, email, session) {
  const token = session.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (p, body) => ({ method: 'POST', path: p, headers, body: JSON.stringify(body) });
  const list = await api(url, token, 'POST', '/api/task/taskList', { taskStatus: 'all', pagesize: 10 });
  const taskId = list.body.list?.[0]?._id;
  if (!taskId) throw new Error(`${email} sees no task to open`);
  const now = Date.now();
  const requests = [
    post('/api/task/taskList', { nextpage: 1, pagesize: 10 }),
    { method: 'GET', path: `/api/task/task/detail/${taskId}`, headers },
    post('/api/task/dashboard', {
      startDate: new Date(now - 3 * 86_400_000).toISOString(),
      endDate: new Date(now + 4 * 86_400_000).toISOString(),
      timeZone: ZONE,
    }),
    post('/api/notifications/get_notifications', { nextpage: 1, pagesize: 10 }),
  ];
  if (HOSPITAL.includes(email)) {
    const deps = await api(url, token, 'POST', '/api/task/departmentSearch', { search: '' });
    const comps = await api(url, token, 'POST', '/api/task/companyFilter', { search: 'MedVance' });
    const companyId = comps.body.data?.[0]?._id;
    const divs = await api(url, token, 'POST', '/api/task/divisionFilter', { search: '', companyId });
    const divisionId = divs.body.data?.[0]?._id ?? null;
    const svcs = await api(url, token, 'POST', '/api/task/serviceFilter', { search: '', companyId, divisionId });
    const locs = await api(url, token, 'GET', '/api/task/location/get_locations?pageSize=5');
    const start = new Date(now + 5 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const booking = {
      timezone: ZONE,
      companyId,
      divisionId,
      serviceId: svcs.body.data?.[0]?._id,
      departmentId: deps.body.data?.[0]?._id,
      location_id: locs.body.data?.[0]?._id ?? null,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    };
    const probe = await api(url, token, 'POST', '/api/task/addTask', booking);
    if (probe.status !== 200) throw new Error(`${email} cannot add a task (${probe.status}): ${probe.body.msg ?? ''}`);
    const own = probe.body.data._id;
    requests.push(post('/api/task/addTask', booking));
    requests.push({
      method: 'PUT',
      path: '/api/task/task/edit',
      headers,
      body: JSON.stringify({ task_id: own, taskDescription: `Edited under load by ${email}` }),
    });
  }
  return requests;
}

export async function loadScenario(h) {
  const { connections: total, duration, userRate } = h.options;
  const pgPort = await h.freePort([]);
  const redisPort = await h.freePort([pgPort]);
  const statementStats = process.env.BENCH_PG_STATEMENTS === '1';
  const pg = await ownPostgres(path.join(h.tmpRoot, 'pg'), pgPort, { statementStats });
  h.onCleanup(async () => pg.stop());
  const redis = ownRedis(redisPort);
  await redis.start();
  h.onCleanup(() => redis.stop());
  const { urls } = await startInstances(h, {
    count: 2,
    databaseUrl: pg.url,
    redisUrl: redis.url,
    env: { METRICS_TOKEN },
  });

  const groups = [];
  for (const [i, url] of urls.entries()) {
    for (const email of [...HOSPITAL, ...VENDOR]) {
      const session = await h.signIn({ email, password: PASSWORD }, url);
      groups.push({ url, email, instance: i, requests: await workOf(url, email, session) });
    }
  }
  const per = Math.max(1, Math.floor(total / groups.length));
  const extra = total - per * groups.length;
  console.log(`bench: ${total} users (${groups.length} kinds × ~${per}) for ${duration} s on ${urls.length} instances`);

  const latencies = [];
  // Each call's own latencies too, to see which calls make the tail (one request in flight per
  // connection, so the iterator still points at the request just answered).
  const byCall = new Map();
  const byInstance = urls.map(() => 0);
  let errors = 0;
  let requests = 0;
  const started = performance.now();
  const pool = samplePoolWaits(urls);
  const usersOf = (i) => per + (i < extra ? 1 : 0);
  const record = (call, ms) => {
    latencies.push(ms);
    if (!byCall.has(call)) byCall.set(call, []);
    byCall.get(call).push(ms);
  };
  if (userRate > 0) {
    await runPacedUsers({
      groups,
      usersOf,
      durationS: duration,
      rate: userRate,
      onResponse: (g, req, ms, status) => {
        requests += 1;
        byInstance[g.instance] += 1;
        if (status < 200 || status >= 300) errors += 1;
        record(callName(req), ms);
      },
    });
  } else {
    await Promise.all(
      groups.map(
        (g, i) =>
          new Promise((resolve, reject) => {
            const inst = h.autocannon(
              { url: g.url, connections: usersOf(i), duration, requests: g.requests, timeout: 30 },
              (err, result) => {
                if (err) return reject(err);
                errors += result.errors + result.timeouts + result.non2xx;
                requests += result.requests.total;
                byInstance[g.instance] += result.requests.total;
                resolve();
              },
            );
            inst.on('response', (client, _s, _b, ms) => record(callName(client.requestIterator?.currentRequest), ms));
          }),
      ),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const waiting = pool.stop();
  latencies.sort((a, b) => a - b);
  const outbox = await outboxDrain(h, pg.url);
  if (statementStats) await printStatementCosts(h, pg.url);
  const pace = userRate > 0 ? `a pause of ${(1 / userRate).toFixed(1)} s on average after each answer` : 'no pause';
  return [
    {
      name: 'load (all calls)',
      medianMs: h.percentile(latencies, 50),
      p95Ms: h.percentile(latencies, 95),
      p99Ms: h.percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? null,
      reqPerSec: requests / seconds,
      requests,
      errors,
      perInstance: byInstance,
      note: `${total} users, ${pace}, ${urls.length} instances (${byInstance.join(' + ')} requests), PostgreSQL + Redis`,
    },
    {
      name: 'statements waiting for a connection',
      medianMs: null,
      p95Ms: null,
      reqPerSec: null,
      errors: 0,
      poolWaiting: waiting,
      note: waiting.samples
        ? `per instance (pool of 10), sampled each second: median ${waiting.median}, p95 ${waiting.p95}, max ${waiting.max}`
        : 'not sampled (no answer from /metrics)',
    },
    ...[...byCall].map(([call, ms]) => {
      ms.sort((a, b) => a - b);
      return {
        name: `  ${call}`,
        medianMs: h.percentile(ms, 50),
        p95Ms: h.percentile(ms, 95),
        p99Ms: h.percentile(ms, 99),
        maxMs: ms.at(-1) ?? null,
        reqPerSec: ms.length / seconds,
        requests: ms.length,
        errors: 0,
        note: `${((ms.length / latencies.length) * 100).toFixed(0)}% of the calls`,
      };
    }),
    {
      name: 'outbox after the load',
      medianMs: null,
      p95Ms: null,
      reqPerSec: outbox.drainedSeconds === null ? null : outbox.owedAtEnd / Math.max(outbox.drainedSeconds, 0.001),
      requests: outbox.written,
      errors: outbox.owedAfter,
      ...outbox,
      note:
        outbox.drainedSeconds === null
          ? `${outbox.written} deliveries written; ${outbox.owedAtEnd} owed when the users stopped, ${outbox.owedAfter} still owed ${OUTBOX_WAIT_S} s later`
          : `${outbox.written} deliveries written; ${outbox.owedAtEnd} owed when the users stopped, none ${outbox.drainedSeconds.toFixed(1)} s later`,
    },
    ...outbox.delays.map((d) => ({
      name: `  delay of ${d.channel === 'socket' ? 'socket events' : 'emails'}`,
      medianMs: d.p50 * 1000,
      p95Ms: d.p95 * 1000,
      maxMs: d.max * 1000,
      reqPerSec: null,
      requests: d.n,
      errors: 0,
      note: `${d.n} deliveries: from the change that wrote each to its sending`,
    })),
  ];
}

const OUTBOX_WAIT_S = 300;

const METRICS_TOKEN = 'bench-metrics-token-of-the-load-scenario';

/**
 * Samples each instance's pool gauge (`casecover_db_pool_connections{state="waiting"}` on
 * `/metrics`) once a second while the users work: how many statements wait for one of its pooled
 * connections, which is what a call mostly waits for when every connection is busy.
 */
function samplePoolWaits(urls) {
  const values = [];
  const sample = async () => {
    await Promise.all(
      urls.map(async (url) => {
        try {
          const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
          const text = await res.text();
          const m = /casecover_db_pool_connections\{state="waiting"\} (\d+)/.exec(text);
          if (m) values.push(Number(m[1]));
        } catch {
          // An instance too busy to answer in time is sampled again a second later.
        }
      }),
    );
  };
  const timer = setInterval(() => void sample(), 1000);
  return {
    stop() {
      clearInterval(timer);
      values.sort((a, b) => a - b);
      const at = (p) => values[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))];
      return values.length
        ? { samples: values.length, median: at(50), p95: at(95), max: values.at(-1) }
        : { samples: 0, median: null, p95: null, max: null };
    },
  };
}

/** A request's method and route, its ids left out. */
function callName(request) {
  if (!request?.path) return 'other';
  return `${request.method} ${request.path.replace(/\/[0-9a-f-]{36}/g, '/:id').replace(/\?.*$/, '')}`;
}

/**
 * With BENCH_PG_STATEMENTS=1: the statements that cost the server most during the run (the users'
 * calls and the outbox after them), with how much of it was planning.
 */
async function printStatementCosts(h, databaseUrl) {
  const pg = h.require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    const { rows } = await client.query(`
      select calls, round(total_exec_time)::int as exec_ms, round(total_plan_time)::int as plan_ms,
             round((total_exec_time / greatest(calls, 1))::numeric, 3)::float as per_call_ms,
             left(regexp_replace(query, '\\s+', ' ', 'g'), 150) as query
      from pg_stat_statements order by total_exec_time + total_plan_time desc limit 25`);
    const all = await client.query(
      'select round(sum(total_exec_time + total_plan_time))::int as ms from pg_stat_statements',
    );
    console.log(`\nPostgreSQL time by statement (all: ${all.rows[0].ms} ms)`);
    console.log('   calls  exec ms  plan ms  ms/call  statement');
    for (const r of rows) {
      console.log(
        `${String(r.calls).padStart(8)} ${String(r.exec_ms).padStart(8)} ${String(r.plan_ms).padStart(8)} ${r.per_call_ms.toFixed(3).padStart(8)}  ${r.query}`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * The outbox when the users stop: rows written, rows owed, the time until none is owed, and how
 * long the deliveries of each channel waited from the change that wrote them to their sending
 * (p50, p95, max): how late a notification reached its reader.
 */
async function outboxDrain(h, databaseUrl) {
  const pg = h.require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = async () => {
    const { rows } = await client.query(
      'select count(*)::int as written, count(*) filter (where delivered_at is null)::int as owed from notification_outbox',
    );
    return rows[0];
  };
  try {
    const atEnd = await counts();
    const started = performance.now();
    let now = atEnd;
    while (now.owed > 0 && performance.now() - started < OUTBOX_WAIT_S * 1000) {
      await new Promise((r) => setTimeout(r, 250));
      now = await counts();
    }
    const delay = await client.query(`
      select channel::text, count(*)::int as n,
             percentile_cont(0.5) within group (order by s) as p50, percentile_cont(0.95) within group (order by s) as p95,
             max(s) as max
      from (select channel, extract(epoch from delivered_at - created_at)::float8 as s
            from notification_outbox where delivered_at is not null) d
      group by channel order by channel desc`);
    return {
      delays: delay.rows.map((r) => ({
        channel: r.channel,
        n: r.n,
        p50: Number(r.p50),
        p95: Number(r.p95),
        max: Number(r.max),
      })),
      written: now.written,
      owedAtEnd: atEnd.owed,
      owedAfter: now.owed,
      drainedSeconds: now.owed === 0 ? (atEnd.owed === 0 ? 0 : (performance.now() - started) / 1000) : null,
    };
  } finally {
    await client.end();
  }
}
