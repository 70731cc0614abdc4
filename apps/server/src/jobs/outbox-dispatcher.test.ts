import { dayjs } from '@casecover/shared';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../db/schema/index';
import type { Mailer } from '../lib/mailer';
import {
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  outboxRowsOf,
  type Call,
  type TestApp,
} from '../../test/helpers';
import { OutboxDispatcher } from './outbox-dispatcher';

// Dispatchers side by side and lanes side by side: what one sends while another batch is slow.

let t: TestApp;
let call: Call<'admin'>;
let base: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin']));
  base = demoTaskBody(await demoIds(t.ctx.db), 3);
});
afterAll(() => t.close());

/** These outbox rows are owed again, due now, as if never tried. */
async function owedAgain(ids: string[]) {
  await t.ctx.db
    .update(notificationOutbox)
    .set({ deliveredAt: null, attempts: 0, nextAttemptAt: new Date(Date.now() - 1000) })
    .where(inArray(notificationOutbox.id, ids));
}

async function addTask(who: 'admin', overrides: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/api/task/addTask', { ...base, ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

describe('the outbox dispatcher', () => {
  it('sends a booking\u2019s notifications as soon as it is booked, without waiting for the next poll', async () => {
    // The test app does not poll (OUTBOX_INTERVAL_MS 0): only a kick after the booking sends them.
    const taskId = await addTask('admin', {
      startDate: dayjs().add(14, 'day').startOf('hour').toISOString(),
      endDate: dayjs().add(14, 'day').startOf('hour').add(1, 'hour').toISOString(),
    });
    const rows = await outboxRowsOf(t.ctx.db, [taskId]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.deliveredAt === null)).toEqual([]);
  });

  it('sends each email once while a second dispatcher keeps claiming during a slow batch', async () => {
    // Three tasks' emails, delivered again from scratch through a slow mail server.
    const taskIds: string[] = [];
    for (const days of [9, 10, 11]) {
      const start = dayjs().add(days, 'day').startOf('hour');
      taskIds.push(
        await addTask('admin', { startDate: start.toISOString(), endDate: start.add(1, 'hour').toISOString() }),
      );
    }
    await t.dispatcher.runOnce();
    const rowsOfTasks = () => outboxRowsOf(t.ctx.db, taskIds, 'email');
    const ids = (await rowsOfTasks()).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    await owedAgain(ids);

    const sent: string[] = [];
    const slowMailer: Mailer = {
      async send(mail) {
        await new Promise((r) => setTimeout(r, 150));
        sent.push(mail.messageId ?? '');
      },
      close() {},
    };
    // A one-second lease: the batch takes longer than that to send one by one.
    const options = { intervalMs: 0, publicUrl: 'http://localhost', leaseSeconds: 1 };
    const log = pino({ level: 'silent' });
    const a = new OutboxDispatcher(t.ctx.db, t.realtime.io, slowMailer, log, options);
    const b = new OutboxDispatcher(t.ctx.db, t.realtime.io, slowMailer, log, options);
    let done = false;
    const first = a.runOnce().finally(() => {
      done = true;
    });
    while (!done) {
      await new Promise((r) => setTimeout(r, 100));
      await b.runOnce();
    }
    await first;
    await b.runOnce();

    const rows = await rowsOfTasks();
    expect(rows.every((r) => r.deliveredAt !== null)).toBe(true);
    // Handing a row back does not count as a failed attempt.
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    expect(sent.length).toBe(ids.length);
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('sends socket events while the emails before them are still being sent', async () => {
    const taskId = await addTask('admin', {
      startDate: dayjs().add(12, 'day').startOf('hour').toISOString(),
      endDate: dayjs().add(12, 'day').startOf('hour').add(1, 'hour').toISOString(),
    });
    await t.dispatcher.runOnce();
    const rowsOf = (channel: 'socket' | 'email') => outboxRowsOf(t.ctx.db, [taskId], channel);
    const owedAgainOf = async (channel: 'socket' | 'email') => {
      const ids = (await rowsOf(channel)).map((r) => r.id);
      expect(ids.length).toBeGreaterThan(0);
      await owedAgain(ids);
    };
    // A mail server that takes every message and answers only when told to.
    let answer = () => {};
    const answered = new Promise<void>((r) => (answer = r));
    let sending = () => {};
    const firstSend = new Promise<void>((r) => (sending = r));
    const stuckMailer: Mailer = {
      async send() {
        sending();
        await answered;
      },
      close() {},
    };
    const d = new OutboxDispatcher(t.ctx.db, t.realtime.io, stuckMailer, pino({ level: 'silent' }), {
      intervalMs: 0,
      publicUrl: 'http://localhost',
    });
    await owedAgainOf('email');
    const first = d.runOnce();
    try {
      await firstSend;
      // New socket events fall due while the emails are in the mail server's hands.
      await owedAgainOf('socket');
      void d.runOnce();
      for (let i = 0; i < 100 && (await rowsOf('socket')).some((r) => r.deliveredAt === null); i += 1) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await rowsOf('socket')).every((r) => r.deliveredAt !== null)).toBe(true);
      expect((await rowsOf('email')).every((r) => r.deliveredAt === null)).toBe(true);
    } finally {
      answer();
      await first;
      await d.idle();
    }
    expect((await rowsOf('email')).every((r) => r.deliveredAt !== null)).toBe(true);
  });
});
