import { socketEvents } from '@casecover/shared';
import { eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationOutbox, notifications, users } from '../db/schema/index';
import { pendingDeliveries } from '../modules/notifications/outbox-queries';
import {
  DEMO_USERS,
  RecordingMailer,
  bearer,
  createTestApp,
  demoIds,
  demoTaskBody,
  login,
  type TestApp,
} from '../../test/helpers';

const TOKEN = 'metrics-token-of-the-operator';
let t: TestApp;
let port: number;
let adminToken: string;
let schedulerToken: string;

beforeAll(async () => {
  // A mailer of the test's own: the outbox is left as the requests wrote it until the test runs it.
  t = await createTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_AUTH_PER_MINUTE: '2' }, { mailer: new RecordingMailer() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  adminToken = await login(t, DEMO_USERS.admin);
  schedulerToken = await login(t, DEMO_USERS.scheduler);
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** A socket of this instance, connected with the token. */
async function connected(token: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The value of one series, e.g. `casecover_sockets` or `..._count{method="GET",route="/x",status="200"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers only a scraper bearing the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('x'.repeat(29)) })).statusCode).toBe(
      401,
    );
  });

  it('counts requests per route pattern, never per raw URL', async () => {
    const token = schedulerToken;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/login/session', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: `/api/task/task/detail/${crypto.randomUUID()}`, headers: bearer(token) });
    const text = await scrape();
    const series =
      'casecover_http_request_duration_seconds_count{method="GET",route="/api/login/session",status="200"}';
    expect(valueOf(text, series)).toBe(3);
    expect(text).toContain('route="/api/task/task/detail/:id"');
    expect(text).not.toMatch(/route="\/api\/task\/task\/[0-9a-f]{8}-/);
    expect(text).toContain('casecover_process_cpu_seconds_total');
  });

  it('counts rate-limit refusals', async () => {
    const before = valueOf(await scrape(), 'casecover_rate_limit_hits_total{route="/api/login/resetpassword"}') ?? 0;
    let refused = 0;
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/resetpassword',
        payload: { email: 'nobody@example.test' },
      });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const after = valueOf(await scrape(), 'casecover_rate_limit_hits_total{route="/api/login/resetpassword"}');
    expect(after).toBe(before + refused);
  });

  it('reports the outbox backlog and its oldest row, and this instance’s sockets', async () => {
    // An email owed for two minutes and not due for an hour: the backlog a stuck relay leaves.
    const [admin] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin));
    await t.ctx.db.insert(mailOutbox).values({
      userId: admin?.id as string,
      to: DEMO_USERS.admin,
      subject: 'Reset your password',
      body: 'link',
      createdAt: new Date(Date.now() - 120_000),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    let text = await scrape();
    expect(valueOf(text, 'casecover_outbox_pending')).toBe((await pendingDeliveries(t.ctx.db)) + 1);
    expect(valueOf(text, 'casecover_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(valueOf(text, 'casecover_sockets')).toBe(0);
    expect(valueOf(text, 'casecover_db_pool_connections{state="total"}')).toBeGreaterThan(0);

    const socket = await connected(adminToken);
    try {
      text = await scrape();
      expect(valueOf(text, 'casecover_sockets')).toBe(1);
    } finally {
      socket.disconnect();
    }
  });
});

describe('request ids', () => {
  it('names every answer, keeps an id the proxy hands in, and refuses a malformed one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-abc-12345' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-abc-12345');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows a change to its outbox rows and to the socket event they become', async () => {
    const token = adminToken;
    const socket = await connected(schedulerToken);
    try {
      const event = new Promise<{ requestId?: string | null }>((resolve) =>
        socket.once(socketEvents.count(DEMO_USERS.scheduler), resolve),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/task/addTask',
        headers: { ...bearer(token), 'x-request-id': 'trace-add-task-0001' },
        payload: demoTaskBody(await demoIds(t.ctx.db), 4),
      });
      expect(res.statusCode).toBe(200);
      const taskId = res.json().data._id as string;
      const mine = await t.ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.taskId, taskId));
      const rows = await t.ctx.db
        .select({ requestId: notificationOutbox.requestId })
        .from(notificationOutbox)
        .where(
          inArray(
            notificationOutbox.notificationId,
            mine.map((n) => n.id),
          ),
        );
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.requestId))).toEqual(new Set(['trace-add-task-0001']));
      await t.dispatcher.runOnce();
      expect((await event).requestId).toBe('trace-add-task-0001');
    } finally {
      socket.disconnect();
    }
  });
});
