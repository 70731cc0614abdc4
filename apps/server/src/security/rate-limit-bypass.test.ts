import { randomBytes } from 'node:crypto';
import { MSG } from '@casecover/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function app(env: Record<string, string>) {
  const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000', ...env });
  apps.push(t);
  return t;
}

const forgot = (t: TestApp, email: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/resetpassword',
    payload: { email },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('rate limits cannot be dodged', () => {
  it('ignore X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const t = await app({});
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await forgot(t, `ghost${i}@example.test`, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429, 429]);
  });

  it('count each client behind a trusted proxy apart', async () => {
    const t = await app({ TRUST_PROXY: '127.0.0.1' });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await forgot(t, `ghost${i}@example.test`, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201]);
  });

  it('limit forgot password and sign-in per account too, from however many addresses', async () => {
    const t = await app({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_ACCOUNT_PER_MINUTE: '2' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await forgot(t, 'Rep@MedVance.test', {}, `198.51.100.${i}`)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429, 429]);
    const other = await forgot(t, 'manager@medvance.test', {}, '198.51.100.9');
    expect(other.statusCode).toBe(201);

    const signIn = async (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/login',
        payload: { email: 'admin@northside.test', password: 'wrong-Password1!', token: 'x' },
        remoteAddress: ip,
      });
    const attempts = [];
    for (let i = 0; i < 3; i++) attempts.push((await signIn(`203.0.113.${i}`)).statusCode);
    expect(attempts[2]).toBe(429);
    expect((await signIn('203.0.113.50')).json()).toEqual({ status: 429, msg: MSG.rateLimited, code: 'RATE_LIMITED' });
  });

  it('share the count across instances through Redis', async () => {
    const prefix = `cc:rl:test:${randomBytes(6).toString('hex')}:`;
    const a = await app({ REDIS_URL, RATE_LIMIT_PREFIX: prefix });
    const b = await app({ REDIS_URL, RATE_LIMIT_PREFIX: prefix });
    const codes = [
      (await forgot(a, 'one@example.test')).statusCode,
      (await forgot(b, 'two@example.test')).statusCode,
      (await forgot(a, 'three@example.test')).statusCode,
      (await forgot(b, 'four@example.test')).statusCode,
    ];
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
