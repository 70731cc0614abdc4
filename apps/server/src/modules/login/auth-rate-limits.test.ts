import { MSG } from '@casecover/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index';
import { captchaToken, createTestApp, multipart, type TestApp } from '../../../test/helpers';

const LIMIT = 3;
const OTHER_IP = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT) });
});
afterAll(() => t.close());

describe('POST /api/login/resetpassword rate limit', () => {
  const forgot = (email: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/resetpassword',
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answers 429 with a clear message after the limit, sends no mail then, and keeps other IPs served', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT; i++) codes.push((await forgot(`ghost${i}@northside.test`)).statusCode);
    expect(codes).toEqual([201, 201, 201]);

    const before = t.mail.sent.length;
    const limited = await forgot('rep@medvance.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, msg: MSG.rateLimited });
    expect(t.mail.sent.length).toBe(before);

    const elsewhere = await forgot('rep@medvance.test', OTHER_IP);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().msg).toBe(MSG.forgot.sent);
    expect(t.mail.sent.length).toBe(before + 1);
    expect(t.mail.lastTo('rep@medvance.test')?.text).toContain('/resetpassword/');
  });
});

describe('POST /api/registration/register rate limit', () => {
  let n = 0;
  async function fields() {
    n += 1;
    return {
      name: 'Paula Greene',
      email: `paula${n}.${Date.now()}@riverbend.test`,
      phone: '404-555-0177',
      address: '9 River Rd, Atlanta, GA 30301',
      accountName: `Riverbend Clinic ${n} ${Date.now()}`,
      token: await captchaToken(t),
    };
  }
  const register = (body: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/registration/register',
      ...multipart(body),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const accountCount = async (name: string) => {
    const [row] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(eq(accounts.name, name));
    return row?.n ?? 0;
  };

  it('answers 429 with a clear message after the limit and creates nothing for the refused request', async () => {
    const first = await register(await fields());
    expect(first.statusCode, first.body).toBe(200);
    const codes = [first.statusCode];
    for (let i = 1; i < LIMIT; i++) codes.push((await register({ ...(await fields()), phone: 'bad' })).statusCode);
    expect(codes).toEqual([200, 400, 400]);

    const valid = await fields();
    const limited = await register(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, msg: MSG.rateLimited });
    expect(await accountCount(valid.accountName)).toBe(0);
    expect(await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, valid.email))).toEqual([]);

    const elsewhere = await fields();
    const ok = await register(elsewhere, OTHER_IP);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await accountCount(elsewhere.accountName)).toBe(1);
  });
});
