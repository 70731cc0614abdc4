import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/index';
import { SessionTokens } from '../lib/session-token';
import { seedDemo } from '../seed/demo';
import { DEMO_USERS, demoIds, demoTaskBody } from '../../test/helpers';
import { Instance, JWT_SECRET, freePort, scratchDatabase, startProxy, waitFor } from './cluster';

const serverUrl = process.env.TEST_DATABASE_URL as string;

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let instances: Instance[] = [];
let proxy: Awaited<ReturnType<typeof startProxy>>;
let adminToken: string;
let schedulerToken: string;
let taskBody: (days: number) => Record<string, unknown>;

beforeAll(async () => {
  db = await scratchDatabase(serverUrl);
  // Migrated and seeded once, as an operator's first start would; the instances find it current.
  const database = await openDatabase({ url: db.url, poolSize: 2 });
  await seedDemo(database.db);
  const tokens = new SessionTokens(JWT_SECRET);
  const sessionOf = async (email: string) => {
    const [u] = await database.db
      .select({ id: users.id, sv: users.sessionVersion })
      .from(users)
      .where(eq(users.email, email));
    if (!u) throw new Error(`no demo user ${email}`);
    return tokens.sign({ sub: u.id, sv: u.sv }, 3600);
  };
  adminToken = await sessionOf(DEMO_USERS.admin);
  schedulerToken = await sessionOf(DEMO_USERS.scheduler);
  const ids = await demoIds(database.db);
  taskBody = (days) => demoTaskBody(ids, days);
  await database.close();

  const env = { DATABASE_URL: db.url, SHUTDOWN_DRAIN_SECONDS: '2' };
  instances = [new Instance(await freePort(), env), new Instance(await freePort(), env)];
  await Promise.all(instances.map((i) => i.start()));
  proxy = await startProxy(await freePort(), instances);
}, 180_000);

afterAll(async () => {
  await proxy?.stop();
  for (const i of instances) await i.dispose();
  await db?.drop();
});

interface Failure {
  what: string;
  detail: string;
  /** Milliseconds since the load began. */
  at: number;
}

/** Readers and a writer going through the proxy until `stop()`; every answer must be a success. */
function load(base: string) {
  const failures: Failure[] = [];
  const booked: string[] = [];
  let calls = 0;
  let running = true;
  const began = Date.now();
  const call = async (what: string, init: RequestInit & { token: string }) => {
    calls++;
    try {
      const res = await fetch(`${base}${what}`, {
        ...init,
        headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
      });
      const body = await res.text();
      if (!res.ok) failures.push({ what, detail: `${res.status} ${body.slice(0, 200)}`, at: Date.now() - began });
      return res.ok ? body : null;
    } catch (err) {
      failures.push({ what, detail: String(err), at: Date.now() - began });
      return null;
    }
  };
  const reader = async () => {
    while (running) {
      await call('/api/login/session', { method: 'GET', token: schedulerToken });
      await call('/api/task/taskList', {
        method: 'POST',
        token: schedulerToken,
        body: JSON.stringify({ page: 1, pagesize: 10 }),
      });
    }
  };
  let day = 2;
  const writer = async () => {
    while (running) {
      const body = await call('/api/task/addTask', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify(taskBody(day++ % 60)),
      });
      if (body) booked.push((JSON.parse(body) as { data: { _id: string } }).data._id);
    }
  };
  const workers = [reader(), reader(), reader(), writer()];
  return {
    failures,
    booked,
    since: () => Date.now() - began,
    calls: () => calls,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Whether the instance has answered an API call since it started (not counting the proxy's health checks). */
async function servesApiCalls(instance: Instance): Promise<boolean> {
  const metrics = await (await fetch(`${instance.url}/metrics`)).text();
  return /^casecover_http_request_duration_seconds_count\{[^}]*route="\/api\//m.test(metrics);
}

describe('a rolling restart behind the proxy', () => {
  it('restarts each of two instances in turn under load with no failed request and no lost write', async () => {
    const socket = connect(proxy.url, { auth: { token: schedulerToken }, transports: ['websocket'] });
    let connects = 0;
    socket.on('connect', () => connects++);
    await waitFor('the socket connecting through the proxy', async () => socket.connected, 30_000);

    const traffic = load(proxy.url);
    await waitFor('traffic flowing', async () => traffic.calls() > 50, 60_000);
    const steps: string[] = [];
    for (const instance of instances) {
      const before = traffic.calls();
      steps.push(`${traffic.since()} ms: SIGTERM to ${instance.port}`);
      const stopped = await instance.stop();
      steps.push(`${traffic.since()} ms: ${instance.port} exited (${stopped.code}) after ${stopped.ms} ms`);
      expect(stopped.code, instance.output).toBe(0);
      expect(stopped.ms).toBeLessThan(10_000);
      await instance.start();
      steps.push(`${traffic.since()} ms: ${instance.port} ready again`);
      // As an operator waits before the next instance: until the proxy has seen this one healthy
      // and sends it requests again (its own /metrics counts them). Ready is not enough: until
      // the proxy's next health check passes, stopping the other leaves it no instance at all.
      await waitFor('the proxy sending requests to the restarted instance', () => servesApiCalls(instance), 60_000);
      steps.push(`${traffic.since()} ms: ${instance.port} serves the proxy's requests`);
      await waitFor('traffic after the restart', async () => traffic.calls() > before + 50, 60_000);
    }
    await traffic.stop();

    const report = [...steps, ...traffic.failures.slice(0, 8).map((f) => JSON.stringify(f)), proxy.output()].join('\n');
    expect(traffic.failures, report).toEqual([]);
    expect(traffic.booked.length).toBeGreaterThan(0);
    // Every acknowledged booking is there, read back through the proxy.
    for (const id of traffic.booked) {
      const res = await fetch(`${proxy.url}/api/task/task/detail/${id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.status, id).toBe(200);
    }
    // The socket was let go by its instance and came back through the proxy to the other.
    await waitFor('the socket back', async () => socket.connected, 30_000);
    expect(connects).toBeGreaterThanOrEqual(2);
    socket.disconnect();
  }, 300_000);
});
