/**
 * Users who pause between calls, as people do: each user has a connection of his own, starts at a
 * random moment within his first pause, and after each answer waits a think time drawn at random
 * (exponentially distributed, `1 / rate` seconds on average) before the next call. Users therefore
 * do not call in step, as they would if each were held to a fixed number of calls a second from
 * the same start (every user's call would then arrive in the same instant, once a second).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** One call and its answer read to the end; answers its status (0 when it failed or timed out). */
function send(agent, url, req) {
  return new Promise((resolve) => {
    const r = http.request(
      `${url}${req.path}`,
      { method: req.method, headers: req.headers, agent, timeout: 30_000 },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', () => resolve(0));
    r.end(req.body);
  });
}

/**
 * Runs `users` of each group for `durationS` seconds, each looping over his group's requests.
 * `onResponse(group, request, ms, status)` hears every answer.
 */
export async function runPacedUsers({ groups, usersOf, durationS, rate, onResponse }) {
  const meanThinkMs = 1000 / rate;
  const think = () => -Math.log(1 - Math.random()) * meanThinkMs;
  const endAt = performance.now() + durationS * 1000;
  const agents = [];
  const user = async (g) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    await sleep(Math.random() * meanThinkMs);
    for (let i = 0; performance.now() < endAt; i += 1) {
      const req = g.requests[i % g.requests.length];
      const t0 = performance.now();
      const status = await send(agent, g.url, req);
      onResponse(g, req, performance.now() - t0, status);
      const pause = think();
      if (performance.now() + pause >= endAt) break;
      await sleep(pause);
    }
  };
  try {
    await Promise.all(groups.flatMap((g, i) => Array.from({ length: usersOf(i) }, () => user(g))));
  } finally {
    for (const a of agents) a.destroy();
  }
}
