import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { dayjs } from '@casecover/shared';
import { solveChallenge } from 'altcha-lib/v1';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type DbOrTx } from '../src/db/client';
import {
  accounts,
  companies,
  companyUnits,
  departments,
  locations,
  notificationOutbox,
  notifications,
  services,
  users,
} from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/seed/demo';
import type { Mail, Mailer } from '../src/lib/mailer';
import type { Tracing } from '../src/lib/tracing';

export { DEMO_PASSWORD };

/** A fresh database with the demo data: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `cc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // A copy of the migrated, seeded template the global setup made (see test/global-setup.ts).
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const drop = new pg.Client({ connectionString: serverUrl });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
}

/** Keeps every message sent, for assertions; the SMTP adapter has its own test. */
export class RecordingMailer implements Mailer {
  readonly sent: Mail[] = [];
  send(mail: Mail) {
    this.sent.push(mail);
    return Promise.resolve();
  }
  close() {}
  lastTo(email: string): Mail | undefined {
    return [...this.sent].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
  }
}

export interface TestApp extends BuiltApp {
  mail: RecordingMailer;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { database?: Database; mailer?: Mailer; logStream?: NodeJS.WritableStream; tracing?: Tracing | null } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    CAPTCHA_MAX_NUMBER: '50',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000',
    UNCOVERED_SWEEP_SECONDS: '0',
    OUTBOX_INTERVAL_MS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = opts.database ?? (await freshDatabase());
  const mail = new RecordingMailer();
  const built = await buildApp(config, {
    database,
    mailer: opts.mailer ?? mail,
    logStream: opts.logStream,
    tracing: opts.tracing,
  });
  await built.app.ready();
  if (!opts.mailer) settleMailAfterInject(built);
  return {
    ...built,
    mail,
    dataDir,
    close: async () => {
      await built.app.close();
      if (!opts.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Account emails leave through the outbox a moment after the answer. With the recording mailer
 * (which never fails or hangs) each injected request also waits for the outbox pass it kicked, so
 * a test reads `mail` right after the call. Tests of failing or slow mail pass their own mailer.
 */
function settleMailAfterInject(built: BuiltApp) {
  const inject = built.app.inject.bind(built.app) as (o: InjectOptions | string) => Promise<LightMyRequestResponse>;
  built.app.inject = (async (o: InjectOptions | string) => {
    const res = await inject(o);
    await built.dispatcher.idle();
    return res;
  }) as typeof built.app.inject;
}

/** Solves a real challenge from the server, as the browser does. */
export async function captchaToken(t: BuiltApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/login/captcha' });
  const ch = res.json<{ algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }>();
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = {
    algorithm: ch.algorithm,
    challenge: ch.challenge,
    number: solution.number,
    salt: ch.salt,
    signature: ch.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function login(t: BuiltApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/login',
    payload: { email, password, token: await captchaToken(t) },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The outbox rows of these tasks' notifications, of one channel or both. */
export async function outboxRowsOf(db: DbOrTx, taskIds: string[], channel?: 'socket' | 'email') {
  return db
    .select({
      id: notificationOutbox.id,
      channel: notificationOutbox.channel,
      attempts: notificationOutbox.attempts,
      error: notificationOutbox.lastError,
      deliveredAt: notificationOutbox.deliveredAt,
    })
    .from(notificationOutbox)
    .innerJoin(notifications, eq(notifications.id, notificationOutbox.notificationId))
    .where(and(inArray(notifications.taskId, taskIds), channel ? eq(notificationOutbox.channel, channel) : undefined));
}

export async function userIdOf(t: BuiltApp, email: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A multipart body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; bytes: Buffer; type?: string }> = {},
) {
  const boundary = `----cc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The token of the first reset-password (or, with 'signup', invitation) link in a message. */
export function linkToken(text: string, page: 'resetpassword' | 'signup' = 'resetpassword'): string {
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
}

// ---- demo fixture: ids, sign-in and an authenticated call ----

/** The demo people a test signs in as, by a short name. */
export const DEMO_USERS = {
  admin: 'admin@northside.test',
  master: 'master@northside.test',
  scheduler: 'scheduler@northside.test',
  neuro: 'scheduler.neurology@northside.test',
  south: 'admin@southside.test',
  southMaster: 'master@southside.test',
  southScheduler: 'scheduler@southside.test',
  rep: 'rep@medvance.test',
  manager: 'manager@medvance.test',
  companyAdmin: 'admin@medvance.test',
  rep2: 'rep2@medvance.test',
  orthoAdmin: 'admin@ortholine.test',
  superAdmin: 'superadmin@casecover.test',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export interface DemoIds {
  north: string;
  south: string;
  medvance: string;
  ortholine: string;
  cardiopoint: string;
  /** MedVance's Cardiovascular division. */
  division: string;
  /** Pacemaker Implant (MedVance, Cardiovascular). */
  service: string;
  /** Total Knee Arthroplasty (Ortholine). */
  orthoService: string;
  cardiology: string;
  neurology: string;
  radiology: string;
  southCardiology: string;
  southOrthopedics: string;
  northLocation: string;
  southLocation: string;
}

const must = (v: string | undefined, what: string) => {
  if (!v) throw new Error(`demo data has no ${what}`);
  return v;
};

/** The ids of the demo data's accounts, companies, departments, services and locations. */
export async function demoIds(db: DbOrTx): Promise<DemoIds> {
  const acc = await db.select({ id: accounts.id, name: accounts.name }).from(accounts);
  const north = must(acc.find((a) => a.name === 'Northside Hospital')?.id, 'Northside Hospital');
  const south = must(acc.find((a) => a.name === 'Southside Hospital')?.id, 'Southside Hospital');
  const comps = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const company = (name: string) => must(comps.find((c) => c.name === name)?.id, name);
  const medvance = company('MedVance Surgical');
  const [div] = await db
    .select({ id: companyUnits.id })
    .from(companyUnits)
    .where(and(eq(companyUnits.companyId, medvance), eq(companyUnits.name, 'Cardiovascular')));
  const svcs = await db.select({ id: services.id, name: services.name }).from(services);
  const service = (name: string) => must(svcs.find((s) => s.name === name)?.id, name);
  const deps = await db
    .select({ id: departments.id, name: departments.name, accountId: departments.accountId })
    .from(departments);
  const dep = (name: string, accountId: string) =>
    must(deps.find((d) => d.name === name && d.accountId === accountId)?.id, name);
  const locs = await db.select({ id: locations.id, accountId: locations.accountId }).from(locations);
  return {
    north,
    south,
    medvance,
    ortholine: company('Ortholine Devices'),
    cardiopoint: company('CardioPoint Medical'),
    division: must(div?.id, 'Cardiovascular division'),
    service: service('Pacemaker Implant'),
    orthoService: service('Total Knee Arthroplasty'),
    cardiology: dep('Cardiology', north),
    neurology: dep('Neurology', north),
    radiology: dep('Radiology', north),
    southCardiology: dep('Cardiology', south),
    southOrthopedics: dep('Orthopedics', south),
    northLocation: must(locs.find((l) => l.accountId === north)?.id, 'a Northside location'),
    southLocation: must(locs.find((l) => l.accountId === south)?.id, 'a Southside location'),
  };
}

/**
 * An Add Task body the Northside admin may send: MedVance's Pacemaker Implant in Cardiology,
 * an hour long, on the hour `daysAhead` days from now.
 */
export function demoTaskBody(ids: DemoIds, daysAhead: number) {
  const start = dayjs().add(daysAhead, 'day').startOf('hour');
  return {
    timezone: 'America/New_York',
    companyId: ids.medvance,
    departmentId: ids.cardiology,
    serviceId: ids.service,
    divisionId: ids.division,
    startDate: start.toISOString(),
    endDate: start.add(1, 'hour').toISOString(),
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Signs the named demo users in once and answers a `call(who, method, url, payload?)` that sends
 * their token; `url` is relative to `prefix` (e.g. '/api/task').
 */
export async function loginAs<U extends DemoUser>(t: BuiltApp, who: readonly U[], prefix = '') {
  const tokens = new Map<DemoUser, string>();
  for (const u of who) tokens.set(u, await login(t, DEMO_USERS[u]));
  const call = (u: U | 'nobody', method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: u === 'nobody' ? {} : bearer(tokens.get(u) ?? ''),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  return { call, token: (u: U) => tokens.get(u) ?? '' };
}

/** The `call` that `loginAs` answers, for a test file's top-level `let`. */
export type Call<U extends DemoUser> = Awaited<ReturnType<typeof loginAs<U>>>['call'];

/** A log stream to hand createTestApp that keeps every line, for tests of what the logs hold. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return {
    stream,
    /** Everything logged since the last clear. */
    text: () => lines.join('\n'),
    clear: () => {
      lines.length = 0;
    },
  };
}
