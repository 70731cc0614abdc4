import { spawn } from 'node:child_process';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { socketEvents } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, notifications } from '../../db/schema/index';
import { createMailer } from '../../lib/mailer';
import {
  DEMO_USERS,
  bearer,
  createTestApp,
  demoIds,
  demoTaskBody,
  freshDatabase,
  loginAs,
  outboxRowsOf,
  userIdOf,
  type Call,
  type Method,
  type TestApp,
} from '../../../test/helpers';

const WHO = ['admin', 'master', 'scheduler', 'neuro', 'south', 'companyAdmin', 'manager', 'rep', 'orthoAdmin'] as const;
type Who = (typeof WHO)[number];

let t: TestApp;
let call: Call<Who>;
let token: (who: Who) => string;
const uid: Partial<Record<Who, string>> = {};
let base: Record<string, unknown>;

/** A task the Northside admin may book for MedVance, three days ahead. */
const fixture = async (app: TestApp) => demoTaskBody(await demoIds(app.ctx.db), 3);

beforeAll(async () => {
  t = await createTestApp();
  ({ call, token } = await loginAs(t, WHO));
  for (const who of WHO) uid[who] = await userIdOf(t, DEMO_USERS[who]);
  base = await fixture(t);
});
afterAll(() => t.close());

/** A call with a session of the test app, sent to another instance on the same database. */
const api = (app: TestApp, session: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  app.app.inject({ method, url, headers: bearer(session), ...(payload ? { payload } : {}) });

async function addTask(who: Who = 'admin', overrides: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/api/task/addTask', { ...base, ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

const recipientsOf = async (taskId: string) =>
  await t.ctx.db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(eq(notifications.taskId, taskId));

function listen(app: TestApp) {
  return app.app.listen({ port: 0, host: '127.0.0.1' }).then(() => (app.app.server.address() as AddressInfo).port);
}

function socketFor(port: number, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
    s.on('connect', () => resolve(s));
    s.on('connect_error', reject);
  });
}

const nextEvent = <T>(s: Socket, name: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    s.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('real-time delivery', () => {
  it('refuses a socket without a valid token', async () => {
    const port = await listen(t);
    await expect(socketFor(port, 'nope')).rejects.toThrow();
  });

  it('pushes the unread count and the task-assigned popup to the rep\u2019s socket only', async () => {
    const port = t.app.server.listening ? (t.app.server.address() as AddressInfo).port : await listen(t);
    const rep = await socketFor(port, token('rep'));
    const other = await socketFor(port, token('scheduler'));
    const leaked: unknown[] = [];
    other.onAny((name: string, payload: unknown) => {
      if (name.includes('rep@medvance.test')) leaked.push(payload);
    });
    try {
      const taskId = await addTask();
      const count = nextEvent<{ count: number }>(rep, socketEvents.count(DEMO_USERS.rep));
      const popup = nextEvent<{ taskId: string; startDate: string; endDate: string }>(
        rep,
        socketEvents.taskAssigned(DEMO_USERS.rep),
      );
      await call('manager', 'POST', '/api/task/task/offer', { task_id: taskId, repId: uid.rep });
      await t.dispatcher.runOnce();
      expect((await count).count).toBeGreaterThan(0);
      expect(await popup).toMatchObject({ taskId, startDate: base.startDate, endDate: base.endDate });
      expect(leaked).toEqual([]);
    } finally {
      rep.close();
      other.close();
    }
  });
  it('names the booking that caused it in the socket event, for tracing', async () => {
    const port = t.app.server.listening ? (t.app.server.address() as AddressInfo).port : await listen(t);
    const master = await socketFor(port, token('master'));
    try {
      const count = nextEvent<{ requestId: string | null }>(master, socketEvents.count(DEMO_USERS.master));
      const res = await api(t, token('admin'), 'POST', '/api/task/addTask', base);
      expect(res.statusCode, res.body).toBe(200);
      await t.dispatcher.runOnce();
      expect((await count).requestId).toBe(res.headers['x-request-id']);
    } finally {
      master.close();
    }
  });
});

describe('delivery that loses nothing', () => {
  it('keeps emails while SMTP is down and delivers them when it returns', async () => {
    const received: string[] = [];
    const makeServer = () =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _s, done) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            done();
          });
        },
      });
    // Find a free port, then leave it closed: the mail server is "down".
    const probe = makeServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dir: '/unused',
      from: 'a@casecover.test',
      log: pino({ level: 'silent' }),
    });
    const app = await createTestApp({}, { database: t.database, mailer });
    const smtp = makeServer();
    try {
      const res = await api(app, token('admin'), 'POST', '/api/task/addTask', base);
      const taskId = res.json().data._id as string;
      const emailRows = () => outboxRowsOf(app.ctx.db, [taskId], 'email');
      await app.dispatcher.runOnce();
      await app.dispatcher.runOnce();
      const failed = await emailRows();
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((p) => p.attempts >= 1 && p.error && !p.deliveredAt)).toBe(true);

      await new Promise<void>((r) => smtp.listen(port, '127.0.0.1', r));
      await app.ctx.db.update(notificationOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await app.dispatcher.runOnce();
      const after = await emailRows();
      expect(after.every((p) => p.deliveredAt)).toBe(true);
      const forTask = received.filter((m) => m.replace(/=\r?\n/g, '').includes(taskId));
      expect(forTask.length).toBe(failed.length);
      expect(forTask.every((m) => /Message-ID: <[0-9a-f-]+@casecover>/i.test(m))).toBe(true);
    } finally {
      await app.close();
      mailer.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  it('keeps serving and storing notifications when Redis cannot be reached', async () => {
    const app = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6399' }, { database: t.database });
    try {
      expect(app.realtime.redis).toBe(false);
      const res = await api(app, token('admin'), 'POST', '/api/task/addTask', base);
      expect(res.statusCode).toBe(200);
      const taskId = res.json().data._id as string;
      expect((await recipientsOf(taskId)).length).toBeGreaterThan(0);
      await app.dispatcher.runOnce();
      await app.dispatcher.runOnce();
      const sockets = await outboxRowsOf(app.ctx.db, [taskId], 'socket');
      expect(sockets.length).toBeGreaterThan(0);
      const undelivered = sockets.filter((r) => r.deliveredAt === null);
      expect(undelivered).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('keeps serving, storing and delivering on this instance when Redis stops while it runs', async () => {
    // A Redis of this test's own, so stopping it disturbs nobody else.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const redisPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const redisServer = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    let spawnError: Error | undefined;
    redisServer.on('error', (err) => (spawnError = err));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let app: TestApp | undefined;
    try {
      for (let i = 0; ; i += 1) {
        const up = await new Promise<boolean>((resolve) => {
          const c = createConnection(redisPort, '127.0.0.1', () => {
            c.end();
            resolve(true);
          }).on('error', () => resolve(false));
        });
        if (up) break;
        if (spawnError || i > 50) throw new Error(`redis-server did not start: ${spawnError?.message ?? 'timeout'}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${redisPort}` }, { database: t.database });
      expect(app.realtime.redis).toBe(true);
      const port = await listen(app);
      const scheduler = await socketFor(port, token('scheduler'));
      try {
        redisServer.kill('SIGKILL');
        await new Promise((r) => redisServer.once('exit', r));

        const count = nextEvent<{ count: number }>(scheduler, socketEvents.count(DEMO_USERS.scheduler), 8000);
        const res = await api(app, token('admin'), 'POST', '/api/task/addTask', base);
        expect(res.statusCode).toBe(200);
        expect((await recipientsOf(res.json().data._id as string)).length).toBeGreaterThan(0);
        await app.dispatcher.runOnce();
        expect((await count).count).toBeGreaterThan(0);
        const list = await api(app, token('scheduler'), 'POST', '/api/notifications/get_notifications', {});
        expect(list.statusCode).toBe(200);
        await new Promise((r) => setTimeout(r, 200));
        expect(unhandled).toEqual([]);
      } finally {
        scheduler.close();
      }
    } finally {
      process.off('unhandledRejection', onUnhandled);
      if (redisServer.exitCode === null) redisServer.kill('SIGKILL');
      await app?.close();
    }
  });

  it('reaches a socket on instance B for a change made through instance A', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const database = await freshDatabase();
    const a = await createTestApp({ REDIS_URL: redisUrl }, { database });
    const b = await createTestApp({ REDIS_URL: redisUrl }, { database });
    try {
      expect(a.realtime.redis && b.realtime.redis).toBe(true);
      const port = await listen(b);
      const onB = await loginAs(b, ['rep']);
      const onA = await loginAs(a, ['manager', 'admin']);
      const rep = await socketFor(port, onB.token('rep'));
      try {
        const payload = await fixture(a);
        const taskId = (await onA.call('admin', 'POST', '/api/task/addTask', payload)).json().data._id as string;
        const repId = await userIdOf(a, DEMO_USERS.rep);
        const popup = nextEvent<{ taskId: string }>(rep, socketEvents.taskAssigned(DEMO_USERS.rep), 8000);
        await onA.call('manager', 'POST', '/api/task/task/offer', { task_id: taskId, repId });
        await a.dispatcher.runOnce();
        expect((await popup).taskId).toBe(taskId);
      } finally {
        rep.close();
      }
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
