import type { AddressInfo } from 'node:net';
import { connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/helpers';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Resolves true when the socket connects, false when the server refuses it. */
function socketAccepted(token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
    s.on('connect', () => {
      s.close();
      resolve(true);
    });
    s.on('connect_error', () => {
      s.close();
      resolve(false);
    });
  });
}

const session = (token: string) => t.app.inject({ method: 'GET', url: '/api/login/session', headers: bearer(token) });

describe('POST /api/login/logout', () => {
  it('ends this session on the server and leaves the same user signed in elsewhere', async () => {
    const laptop = await login(t, 'rep@medvance.test');
    const phone = await login(t, 'rep@medvance.test');
    expect(await socketAccepted(laptop)).toBe(true);

    const res = await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: bearer(laptop) });
    expect(res.statusCode).toBe(200);

    // A copied token of the ended session is refused everywhere.
    expect((await session(laptop)).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/get_notifications',
      headers: bearer(laptop),
      payload: { pagesize: 5 },
    });
    expect(list.statusCode).toBe(401);
    expect(await socketAccepted(laptop)).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: bearer(laptop) })).statusCode).toBe(
      401,
    );

    // The other device is untouched.
    expect((await session(phone)).statusCode).toBe(200);
    expect(await socketAccepted(phone)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/login/logout' })).statusCode).toBe(401);
  });
});
