/**
 * Scenarios of `npm run bench -- --scenario <name>`: each replaces the default entries with its
 * own measurements, on top of the same build, seed, server and sign-in.
 *   seedArgs  (options) => extra arguments of the seed CLI
 *   web       true when the server must serve the built web app
 *   bare      true to start the bare baseline (for the "vs bare" ratio)
 *   entries   (options) => autocannon entries, as in entries.mjs
 *   run       (env) => more result rows, measured after the entries
 *   standalone (harness) => result rows: the scenario sets up its own databases and instances
 *             (load, faults) instead of the default server
 */

import { performance } from 'node:perf_hooks';
import { bundleScenario } from './route-bundle.mjs';
import { faultsScenario } from './faults.mjs';
import { loadScenario } from './load.mjs';
import { outboxScenario } from './outbox.mjs';
import { reportsScenario } from './reports.mjs';
import { taskListStatement } from './task-list-sql.mjs';
import { ZONE, currentMonth, measureMonthRender } from './month-render.mjs';

/** The users whose sockets receive the notifications of a task the bench user adds in Cardiology. */
const SOCKET_USERS = [
  { email: 'master@northside.test', password: 'CaseCover!2026' },
  { email: 'scheduler@northside.test', password: 'CaseCover!2026' },
  { email: 'admin@medvance.test', password: 'CaseCover!2026' },
];

function connectSocket(io, url, token, timeoutMs) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = io(url, {
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
      reconnection: false,
      timeout: timeoutMs,
    });
    socket.once('connect', () => resolve({ socket, ms: performance.now() - started }));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * Opens many authenticated sockets, adds tasks one after another and times each socket's
 * notification_count event against the addTask call that caused it.
 */
async function measureSockets(env) {
  const { io } = env.require('socket.io-client');
  const { sockets: total, events, batch } = env.options;
  const users = [];
  for (const u of SOCKET_USERS) {
    const s = await env.signIn(u);
    users.push({ email: u.email, token: s.token });
  }

  const post = async (token, path, body) => {
    const res = await fetch(`${env.appUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const departments = (await post(env.token, '/api/task/departmentSearch', { search: 'Cardiology' })).body.data ?? [];
  const cardiology = departments.find((d) => d.name === 'Cardiology') ?? departments[0];
  if (!cardiology) throw new Error('the Cardiology department was not found');

  const open = [];
  env.onCleanup(async () => {
    for (const s of open) s.close();
  });
  let window = null;
  const connectMs = [];
  let failed = 0;
  const connectStarted = performance.now();
  for (let i = 0; i < total; i += batch) {
    const size = Math.min(batch, total - i);
    const results = await Promise.allSettled(
      Array.from({ length: size }, (_, j) => {
        const user = users[(i + j) % users.length];
        return connectSocket(io, env.appUrl, user.token, 20_000).then((r) => ({ ...r, user }));
      }),
    );
    for (const r of results) {
      if (r.status === 'rejected') {
        failed += 1;
        continue;
      }
      const { socket, ms, user } = r.value;
      connectMs.push(ms);
      open.push(socket);
      socket.on(`notification_count_${user.email}`, () => {
        const at = performance.now();
        if (!window) return;
        window.received += 1;
        window.times.push(at);
        if (window.received >= window.expected) window.done();
      });
    }
  }
  const connectTotalMs = performance.now() - connectStarted;
  console.log(
    `bench: ${open.length}/${total} sockets connected in ${(connectTotalMs / 1000).toFixed(1)} s (${users.length} users)`,
  );

  const fromReply = [];
  const fromSend = [];
  const apiMs = [];
  let delivered = 0;
  let expected = 0;
  let apiErrors = 0;
  const addTask = (n) => {
    const start = new Date(Date.now() + (3 + (n % 20)) * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    return post(env.token, '/api/task/addTask', {
      timezone: ZONE,
      companyId: env.context.companyId,
      departmentId: cardiology._id,
      divisionId: env.context.divisionId || null,
      serviceId: env.context.serviceId,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    });
  };
  // One event first, not counted, so the first measured one does not pay for warm-up.
  for (let n = -1; n < events; n += 1) {
    const counted = n >= 0;
    let done;
    const finished = new Promise((resolve) => {
      done = resolve;
    });
    window = { expected: open.length, received: 0, times: [], done };
    const sentAt = performance.now();
    const res = await addTask(n);
    const repliedAt = performance.now();
    if (res.status !== 200) {
      if (counted) apiErrors += 1;
      console.warn(`bench: addTask answered ${res.status}: ${res.body?.msg ?? ''}`);
    }
    await Promise.race([finished, new Promise((r) => setTimeout(r, 5_000))]);
    const w = window;
    window = null;
    if (!counted) continue;
    apiMs.push(repliedAt - sentAt);
    expected += w.expected;
    delivered += w.received;
    for (const t of w.times) {
      fromReply.push(t - repliedAt);
      fromSend.push(t - sentAt);
    }
  }

  for (const s of open) s.close();
  open.length = 0;

  for (const list of [connectMs, apiMs, fromReply, fromSend]) list.sort((a, b) => a - b);
  const pct = (list, p) => env.percentile(list, p);
  const row = (name, list, extra) => ({
    name,
    medianMs: pct(list, 50),
    p95Ms: pct(list, 95),
    p99Ms: pct(list, 99),
    maxMs: list.length ? list[list.length - 1] : null,
    reqPerSec: null,
    requests: list.length,
    ...extra,
  });
  const lost = expected - delivered;
  return [
    row('sockets connect', connectMs, {
      errors: failed,
      connected: connectMs.length,
      note: `${connectMs.length}/${total} connected in ${(connectTotalMs / 1000).toFixed(1)} s, ${batch} at a time`,
    }),
    row('addTask (with sockets open)', apiMs, { errors: apiErrors, note: `${events} tasks, one after another` }),
    row('socket event (after reply)', fromReply, {
      errors: lost,
      delivered,
      expected,
      note: `delivered ${delivered}/${expected} to ${connectMs.length} sockets`,
    }),
    row('socket event (from send)', fromSend, {
      errors: lost,
      delivered,
      expected,
      note: `delivered ${delivered}/${expected}`,
    }),
  ];
}

export const scenarios = {
  load: { standalone: loadScenario },
  faults: { standalone: faultsScenario },
  outbox: { standalone: outboxScenario },
  reports: { standalone: reportsScenario },
  // The JavaScript each public page loads before it draws (gzip, from apps/web/dist).
  bundle: { web: true, standalone: bundleScenario },
  calendar: {
    seedArgs: (o) => ['--month-tasks', String(o.monthTasks)],
    web: true,
    bare: true,
    entries: () => [
      { name: 'bare', target: 'bare', method: 'GET', path: '/' },
      {
        name: 'calendar-month (server)',
        method: 'POST',
        path: '/api/task/dashboard',
        auth: true,
        body: () => {
          const month = currentMonth();
          return {
            startDate: month.start.toISOString(),
            endDate: month.end.toISOString(),
            timeZone: ZONE,
            perDay: 5,
          };
        },
      },
    ],
    run: measureMonthRender,
  },
  // The task list over HTTP against its own statement alone (budget: p95 within 2x at one
  // connection: `--connections 1`).
  tasklist: {
    seedArgs: () => [],
    web: false,
    bare: true,
    entries: () => [
      { name: 'bare', target: 'bare', method: 'GET', path: '/' },
      { name: 'readyz', method: 'GET', path: '/readyz' },
      {
        name: 'taskList (HTTP)',
        method: 'POST',
        path: '/api/task/taskList',
        auth: true,
        body: { nextpage: 1, pagesize: 10 },
      },
    ],
    run: taskListStatement,
  },
  sockets: {
    seedArgs: () => [],
    web: false,
    bare: false,
    entries: () => [],
    run: measureSockets,
  },
};
