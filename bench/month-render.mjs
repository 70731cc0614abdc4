/**
 * The calendar scenario's browser measurements: the month view drawn in Chromium (and, with
 * BENCH_PROFILE=1, one render under the CPU profiler), and the Add Task dialog opened again.
 */

import { localMidnight, wallClock } from './zone.mjs';

export const ZONE = 'America/New_York';

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
 * BENCH_TRACE=<file>: one more reload of the month under Chromium's tracing (the main thread's
 * tasks, style, layout and paint, and V8's samples), written to the file for the browser's
 * performance panel or a script.
 */
async function writeRenderTrace(browser, page, rendered, days) {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink',
      'loading',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(rendered, days, { polling: 'raf', timeout: 60_000 });
  const { writeFile } = await import('node:fs/promises');
  await writeFile(process.env.BENCH_TRACE, await browser.stopTracing());
  console.log(`bench: the month render's trace is in ${process.env.BENCH_TRACE}`);
}

/**
 * The month view in Chromium: from navigation start until every day of the month shows its
 * events and its "+N more" entry (each day holds more tasks than the five drawn).
 */
export async function measureMonthRender(env) {
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
      const cells = globalThis.document.querySelectorAll('td.cc-month-day:not(.cc-day-other)');
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
    if (process.env.BENCH_TRACE) await writeRenderTrace(browser, page, rendered, month.days);
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
