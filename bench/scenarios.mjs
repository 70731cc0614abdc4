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
import { localMidnight, wallClock } from './zone.mjs';

const ZONE = 'America/New_York';

/** The current month in America/New_York: its first and last day and its range in UTC. */
export function currentMonth(now = new Date()) {
  const { year, month } = wallClock(now, ZONE);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n) => String(n).padStart(2, '0');
  return {
    firstDay: `${year}-${pad(month)}-01`,
    lastDay: `${year}-${pad(month)}-${pad(days)}`,
    days,
    start: localMidnight(year, month, 1, ZONE),
    end: localMidnight(year, month + 1, 1, ZONE),
  };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * BENCH_PROFILE=1: one more reload of the month under Chromium's CPU profiler, then the functions
 * that spent the most time themselves (self time, summed by function and place), and the time
 * per script file: where the render's milliseconds go.
 */
async function printRenderProfile(page, rendered, days) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(rendered, days, { polling: 'raf', timeout: 60_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(node.id, (self.get(node.id) ?? 0) + ms);
  }
  const byFunction = new Map();
  const byFile = new Map();
  for (const [id, ms] of self) {
    const f = byId.get(id).callFrame;
    const file = f.url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
    const key = `${f.functionName || '(anonymous)'}  ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('CPU profile of one month render, self time by function:');
  for (const [key, ms] of top(byFunction, 30)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  // Who calls the browser's own work (a forced layout shows as getBoundingClientRect).
  const parentOf = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
  const callers = new Map();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    if (!['getBoundingClientRect', 'appendChild', 'addEventListener'].includes(node.callFrame.functionName)) continue;
    const chain = [];
    for (let p = parentOf.get(id); p && chain.length < 3; p = parentOf.get(p.id))
      chain.push(p.callFrame.functionName || '(anonymous)');
    const key = `${node.callFrame.functionName} ← ${chain.join(' ← ')}`;
    callers.set(key, (callers.get(key) ?? 0) + ms);
  }
  console.log('callers of layout reads and DOM inserts:');
  for (const [key, ms] of top(callers, 12)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  console.log('by file:');
  for (const [file, ms] of top(byFile, 12)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${file}`);
  await cdp.detach();
}

/**
 * The month view in Chromium: from navigation start until every day of the month shows its
 * events and its "+N more" entry (each day holds more tasks than the five drawn).
 */
async function measureMonthRender(env) {
  const { chromium } = env.require('playwright-core');
  const month = currentMonth();
  const session = await env.signIn(env.benchUser);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  env.onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: ZONE });
    const page = await context.newPage();
    await page.goto(`${env.appUrl}/`);
    // As the web app stores a session signed in without "Remember me".
    await page.evaluate((s) => {
      globalThis.sessionStorage.setItem('token', s.token);
      globalThis.sessionStorage.setItem('userData', JSON.stringify(s.data));
      globalThis.sessionStorage.setItem('timeZone', s.data.timezone ?? 'America/New_York');
    }, session);
    const url = `${env.appUrl}/dashboard?view=month&date=${month.firstDay}`;
    const rendered = (days) => {
      const cells = globalThis.document.querySelectorAll('td.fc-daygrid-day:not(.fc-day-other)');
      if (cells.length !== days) return false;
      for (const cell of cells) {
        if (!cell.querySelector('[data-more-date]') || cell.querySelectorAll('[data-task-id]').length < 5) return false;
      }
      // When the month's data arrived (the last dashboard call's answer): the rest is drawing.
      const calls = globalThis.performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/task/dashboard'));
      return {
        at: globalThis.performance.now(),
        dataAt: calls.length ? Math.max(...calls.map((e) => e.responseEnd)) : null,
        dataStart: calls.length ? Math.min(...calls.map((e) => e.startTime)) : null,
        events: globalThis.document.querySelectorAll('[data-task-id], [data-more-date]').length,
      };
    };
    const inPage = [];
    const dataAt = [];
    const asked = [];
    const wall = [];
    let events = 0;
    for (let i = 0; i <= env.options.renders; i += 1) {
      const started = Date.now();
      if (i === 0) await page.goto(url, { waitUntil: 'commit' });
      else await page.reload({ waitUntil: 'commit' });
      const handle = await page.waitForFunction(rendered, month.days, { polling: 'raf', timeout: 60_000 });
      const result = await handle.jsonValue();
      const elapsed = Date.now() - started;
      events = result.events;
      // The first load warms the browser's cache and the server; it is not counted.
      if (i > 0) {
        inPage.push(result.at);
        if (result.dataAt !== null) dataAt.push(result.dataAt);
        if (result.dataStart !== null) asked.push(result.dataStart);
        wall.push(elapsed);
      }
    }
    if (process.env.BENCH_WATERFALL) {
      // The last load's requests in order, to see what the month's drawing waited for.
      const entries = await page.evaluate(() =>
        globalThis.performance
          .getEntriesByType('resource')
          .map((e) => ({ name: e.name.replace(/^https?:\/\/[^/]+/, ''), start: e.startTime, end: e.responseEnd })),
      );
      for (const e of entries)
        console.log(`${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)} ms  ${e.name}`);
    }
    if (process.env.BENCH_PROFILE) await printRenderProfile(page, rendered, month.days);
    const addTask = await measureAddTaskOpening(page, env.options.renders);
    await context.close();
    return [
      {
        name: 'calendar-month (render)',
        method: 'GET',
        path: '/dashboard?view=month',
        medianMs: median(inPage),
        p95Ms: null,
        maxMs: Math.max(...inPage),
        reqPerSec: null,
        requests: inPage.length,
        errors: 0,
        samplesMs: inPage.map((v) => Math.round(v)),
        wallMedianMs: median(wall),
        note:
          `${inPage.length} reloads, ${events} entries drawn; wall median ${Math.round(median(wall))} ms; ` +
          `month asked for at ${Math.round(median(asked) ?? 0)} ms, answered at ${Math.round(median(dataAt) ?? 0)} ms (medians)`,
      },
      {
        name: 'Add Task dialog (opened again)',
        medianMs: median(addTask.again),
        p95Ms: null,
        maxMs: Math.max(...addTask.again),
        reqPerSec: null,
        requests: addTask.again.length,
        errors: 0,
        samplesMs: addTask.again.map((v) => Math.round(v)),
        note: `from the click on Task to the dialog drawn; first opening (its code loaded) ${Math.round(addTask.first)} ms`,
      },
    ];
  } finally {
    await browser.close();
  }
}

/**
 * The Add Task dialog on the month page: from the click on Task to the first frame that shows the
 * dialog (its fade-in still running), timed in the page. Once on first use (its code loaded then),
 * then `times` more, each closed with Escape first.
 */
async function measureAddTaskOpening(page, times) {
  const open = () =>
    page.evaluate(async () => {
      const button = [...globalThis.document.querySelectorAll('header button')].find(
        (b) => b.textContent.trim() === 'Task',
      );
      if (!button) throw new Error('no Task button in the header');
      const started = globalThis.performance.now();
      button.click();
      await new Promise((resolve) => {
        const shown = () =>
          [...globalThis.document.querySelectorAll('[role="dialog"]')].some(
            (d) => d.textContent.includes('Add Task') && d.getBoundingClientRect().height > 0,
          );
        const check = () => (shown() ? resolve() : globalThis.requestAnimationFrame(check));
        check();
      });
      // The frame that shows it.
      await new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve()));
      return globalThis.performance.now() - started;
    });
  const close = async () => {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !globalThis.document.querySelector('[role="dialog"]'), null, { timeout: 60_000 });
  };
  const first = await open();
  await close();
  const again = [];
  for (let i = 0; i < times; i += 1) {
    again.push(await open());
    await close();
  }
  return { first, again };
}

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
