import { MSG } from '@casecover/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema/index';
import type { Mail, Mailer } from '../lib/mailer';
import { bearer, captchaToken, createTestApp, linkToken, login, multipart, type TestApp } from '../../test/helpers';

/** A mail server that can be switched off: while down every send fails, as SMTP does. */
class SwitchableMailer implements Mailer {
  down = true;
  readonly sent: Mail[] = [];
  send(mail: Mail) {
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    this.sent.push(mail);
    return Promise.resolve();
  }
  close() {}
}

const mailer = new SwitchableMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailer });
});
afterAll(() => t.close());

/** Every row due again now, as if the back-off had passed. */
const retryNow = () => t.ctx.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });

const rowsTo = (email: string) =>
  t.ctx.db
    .select({
      body: mailOutbox.body,
      deliveredAt: mailOutbox.deliveredAt,
      attempts: mailOutbox.attempts,
      expiresAt: mailOutbox.expiresAt,
    })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()));

describe('account emails go through the outbox', () => {
  it('registers a new hospital while the mail server is down, and mails the link once it is back', async () => {
    mailer.down = true;
    const email = `lena.${Date.now()}@harbour.test`;
    const body = multipart({
      name: 'Lena Harbour',
      email,
      phone: '(404) 555-0142',
      address: '1 Quay St, Boston, MA 02110',
      accountName: `Harbour General ${Date.now()}`,
      token: await captchaToken(t),
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/registration/register', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(MSG.register.success);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/login/session',
      headers: bearer(res.json().token as string),
    });
    expect(session.statusCode).toBe(200);

    await t.dispatcher.runOnce();
    const [failed] = await rowsTo(email);
    expect(failed).toMatchObject({ deliveredAt: null });
    expect(failed?.attempts).toBeGreaterThanOrEqual(1);
    expect(mailer.sent.filter((m) => m.to === email)).toEqual([]);

    mailer.down = false;
    await retryNow();
    await t.dispatcher.runOnce();
    const mail = mailer.sent.find((m) => m.to === email);
    expect(mail?.subject).toBe('Set your CaseCover password');
    // Once sent, the database keeps no readable copy of the link.
    const [sent] = await rowsTo(email);
    expect(sent?.deliveredAt).not.toBeNull();
    expect(sent?.body).toBeNull();

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/login/update/password',
      payload: { userId: linkToken(mail?.text ?? ''), password: 'Harb0ur!2026' },
    });
    expect(set.statusCode).toBe(200);
    await login(t, email, 'Harb0ur!2026');
  });

  it('answers forgot password the same for known, unknown, suspended and never-set accounts while mail is down', async () => {
    mailer.down = true;
    const suspended = `suspended.${Date.now()}@northside.test`;
    const invited = `invited.${Date.now()}@northside.test`;
    const [north] = await t.ctx.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, 'admin@northside.test'));
    await t.ctx.db.insert(users).values([
      { name: 'Sam Suspended', email: suspended, role: 'scheduler', accountId: north?.accountId, suspended: true },
      { name: 'Ivy Invited', email: invited, role: 'scheduler', accountId: north?.accountId },
    ]);
    const answers = [];
    for (const email of ['rep@medvance.test', `nobody.${Date.now()}@nowhere.test`, suspended, invited]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload: { email } });
      answers.push({ status: res.statusCode, msg: res.json().msg as string });
    }
    expect(answers).toEqual(Array(4).fill({ status: 201, msg: MSG.forgot.sent }));

    // The link for the known account is queued and leaves when the mail server is back.
    mailer.down = false;
    await retryNow();
    await t.dispatcher.runOnce();
    const mail = [...mailer.sent].reverse().find((m) => m.to === 'rep@medvance.test');
    expect(mail?.text).toContain('/resetpassword/');
    expect(mailer.sent.some((m) => m.to === suspended)).toBe(false);
  });

  it('neither sends nor keeps an email whose link has expired', async () => {
    mailer.down = true;
    const email = 'manager@medvance.test';
    await t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload: { email } });
    expect((await rowsTo(email)).some((r) => r.deliveredAt === null)).toBe(true);
    await t.ctx.db
      .update(mailOutbox)
      .set({ expiresAt: new Date(Date.now() - 1000), nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.to, email));
    mailer.down = false;
    const before = mailer.sent.length;
    await t.dispatcher.runOnce();
    expect(mailer.sent.length).toBe(before);
    expect(await rowsTo(email)).toEqual([]);
  });
});
