import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, freshDatabase, login, userIdOf, type TestApp } from '../../test/helpers';
import { openDatabase, type Database } from '../db/client';
import { accounts } from '../db/schema/index';
import { seedDemo } from '../seed/demo';

/**
 * Two instances of the API on one database, each caching users and sessions: a change made
 * through one must be refused or shown by the other on the very next request. On PostgreSQL
 * (TEST_DATABASE_URL) each instance has its own pool and learns of the change only through
 * LISTEN/NOTIFY; on the embedded database they share the engine and its notifications.
 */
async function twoDatabases(): Promise<{ a: Database; b: Database; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const shared = await freshDatabase();
    return { a: shared, b: shared, close: () => shared.close() };
  }
  const name = `cc_test_cache_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const a = await openDatabase({ url: url.toString(), poolSize: 2 });
  await seedDemo(a.db);
  const b = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

let dbs: Awaited<ReturnType<typeof twoDatabases>>;
let one: TestApp;
let two: TestApp;
const base: Record<'one' | 'two', string> = { one: '', two: '' };

beforeAll(async () => {
  dbs = await twoDatabases();
  one = await createTestApp({}, { database: dbs.a });
  two = await createTestApp({}, { database: dbs.b });
  for (const [key, t] of [
    ['one', one],
    ['two', two],
  ] as const) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base[key] = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await dbs?.close();
});

async function call(on: 'one' | 'two', token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base[on]}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

const session = (on: 'one' | 'two', token: string) => call(on, token, 'GET', '/login/session');

/**
 * Instance two's first answer after a change made through instance one. On the embedded
 * database both share the engine and that very answer must show the change. On PostgreSQL the
 * change reaches two by NOTIFY, which a loaded machine may deliver a few milliseconds after
 * one has answered: two is asked again until it shows the change, for at most 2 s.
 */
async function twoAfterChange<T>(read: () => Promise<T>, shows: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + (process.env.TEST_DATABASE_URL ? 2000 : 0);
  for (;;) {
    const answer = await read();
    if (shows(answer) || Date.now() >= deadline) return answer;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const refusedOnTwo = async (token: string) =>
  (
    await twoAfterChange(
      () => session('two', token),
      (r) => r.status === 401,
    )
  ).status;

/** Signs the user in on instance one and makes instance two cache him (two answers twice). */
async function signedInOnBoth(email: string) {
  const token = await login(one, email);
  expect((await session('two', token)).status).toBe(200);
  expect((await session('two', token)).status).toBe(200);
  return token;
}

describe('cached users and sessions across instances', () => {
  it('a suspension on one instance refuses the user on the other at once, and a revoked suspension lets him back', async () => {
    const admin = await login(one, 'admin@northside.test');
    const user = await signedInOnBoth('scheduler@northside.test');
    const userId = await userIdOf(one, 'scheduler@northside.test');
    expect((await call('one', admin, 'POST', '/user/user/suspend', { userId, notes: 'On leave' })).status).toBe(200);
    expect(await refusedOnTwo(user)).toBe(401);
    expect((await call('two', user, 'GET', '/user/profile')).status).toBe(401);
    expect((await session('one', user)).status).toBe(401);
    expect((await call('one', admin, 'GET', `/user/user/unsuspend/${userId}`)).status).toBe(200);
    // The suspension ended his sessions; a new sign-in works on both.
    await signedInOnBoth('scheduler@northside.test');
  });

  it('a role change and a deletion end the user’s sessions on the other instance', async () => {
    const admin = await login(one, 'admin@northside.test');
    const master = await signedInOnBoth('master@northside.test');
    const masterId = await userIdOf(one, 'master@northside.test');
    const edit = await call('one', admin, 'PUT', '/user/users', {
      userId: masterId,
      name: 'Master Scheduler',
      email: 'master@northside.test',
      phone: '404-555-0161',
      role: 'account_admin',
    });
    expect(edit).toMatchObject({ status: 200 });
    expect(await refusedOnTwo(master)).toBe(401);
    const again = await signedInOnBoth('master@northside.test');
    expect((await session('two', again)).body.data?.role).toBe('account_admin');
    expect((await call('one', admin, 'DELETE', `/user/user/${masterId}`)).status).toBe(200);
    expect(await refusedOnTwo(again)).toBe(401);
  });

  it('a password change on one instance ends the other sessions everywhere', async () => {
    const laptop = await signedInOnBoth('rep@medvance.test');
    const phone = await signedInOnBoth('rep@medvance.test');
    const change = await call('one', laptop, 'POST', '/user/employee/changePassword', {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'CaseCover!2027',
      confirmPassword: 'CaseCover!2027',
    });
    expect(change.status).toBe(200);
    expect(await refusedOnTwo(phone)).toBe(401);
    expect((await session('two', laptop)).status).toBe(401);
  });

  it('a logout on one instance refuses that token on the other', async () => {
    const token = await signedInOnBoth('manager@medvance.test');
    expect((await call('one', token, 'POST', '/login/logout')).status).toBe(200);
    expect(await refusedOnTwo(token)).toBe(401);
  });

  it('a renamed hospital shows in the other instance’s session data at once', async () => {
    const token = await signedInOnBoth('admin@southside.test');
    const before = (await session('two', token)).body.data?.accountName;
    const accountId = (await session('two', token)).body.data?.accountId as string;
    await one.ctx.db.update(accounts).set({ name: 'Southside Renamed' }).where(eq(accounts.id, accountId));
    expect(before).not.toBe('Southside Renamed');
    const renamed = await twoAfterChange(
      () => session('two', token),
      (r) => r.body.data?.accountName === 'Southside Renamed',
    );
    expect(renamed.body.data?.accountName).toBe('Southside Renamed');
  });
});
