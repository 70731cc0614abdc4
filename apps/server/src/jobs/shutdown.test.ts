import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DbOrTx } from '../db/client';
import { mailOutbox, users } from '../db/schema/index';
import type { Mailer } from '../lib/mailer';
import { createTestApp, freshDatabase } from '../../test/helpers';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A backlog of account emails for one user, all due now. */
async function backlog(db: DbOrTx, email: string, n: number) {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [user] = found
    ? [found]
    : await db.insert(users).values({ name: 'Ops', email, role: 'super_admin' }).returning();
  if (!user) throw new Error('no user for the backlog');
  const userId = user.id;
  await db.insert(mailOutbox).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      to: email,
      subject: `Backlog ${i}`,
      body: 'Hello',
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
}

/** Rows neither sent nor free to claim now (still under a lease). */
const stuck = async (db: DbOrTx) => {
  const rows = await db
    .select({ delivered: mailOutbox.deliveredAt, leased: sql<boolean>`${mailOutbox.nextAttemptAt} > now()` })
    .from(mailOutbox);
  return {
    total: rows.length,
    sent: rows.filter((r) => r.delivered).length,
    leased: rows.filter((r) => r.leased).length,
  };
};

describe('shutdown with a backlog and a mail server that never answers', () => {
  it('closes the app within seconds and hands the claimed rows back', async () => {
    const database = await freshDatabase();
    let calls = 0;
    let firstCall: () => void = () => {};
    const calledOnce = new Promise<void>((r) => (firstCall = r));
    const hung: Mailer = {
      send: () => {
        calls += 1;
        firstCall();
        return new Promise<void>(() => {});
      },
      close() {},
    };
    const t = await createTestApp({}, { database, mailer: hung });
    try {
      await backlog(t.ctx.db, 'admin@northside.test', 80);
      void t.dispatcher.runOnce();
      await calledOnce;
      // The dispatcher sends a batch's emails several at a time; none starts once shutdown has begun.
      const inFlight = calls;
      const started = Date.now();
      await t.app.close();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(inFlight).toBeGreaterThanOrEqual(1);
      expect(calls).toBe(inFlight);
      // Nothing was sent, and every row can be claimed again at once (by another instance).
      expect(await stuck(database.db)).toEqual({ total: 80, sent: 0, leased: 0 });
    } finally {
      await t.close().catch(() => {});
      await database.close();
    }
  });

  it('ends the server process within 10 s of SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-shutdown-'));
    // A mail server that accepts connections and never says a word.
    const held: net.Socket[] = [];
    const silent = net.createServer((s) => held.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const smtpPort = (silent.address() as AddressInfo).port;
    try {
      const prepared = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await backlog(prepared.db, 'ops@casecover.test', 60);
      await prepared.close();

      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          OUTBOX_INTERVAL_MS: '200',
          UNCOVERED_SWEEP_SECONDS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      // Listening, and the dispatcher mid-send once the mail server has a connection.
      const deadline = Date.now() + 150_000;
      while (!(held.length && output.includes('CaseCover is running')) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(output).toContain('CaseCover is running');
      expect(held.length).toBeGreaterThan(0);

      const started = Date.now();
      child.kill('SIGTERM');
      const code = await exited;
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(code).toBe(0);

      const after = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        expect(await stuck(after.db)).toEqual({ total: 60, sent: 0, leased: 0 });
      } finally {
        await after.close();
      }
    } finally {
      for (const s of held) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
