import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, userIdOf, type TestApp } from '../../test/helpers';

/** A socket opened before a session ended must not keep receiving that user's events. */
describe('live sockets follow the session', () => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  /** Why each socket was disconnected, recorded from its opening: the server may end it before the test asks. */
  const reasons = new WeakMap<Socket, string>();
  beforeAll(async () => {
    t = await createTestApp({ SOCKET_SESSION_CHECK_SECONDS: '0.2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const open = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const s = connect(`http://127.0.0.1:${port}`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(s);
      s.on('disconnect', (reason) => reasons.set(s, reason));
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
  const disconnected = (s: Socket, ms = 10_000) =>
    new Promise<string>((resolve, reject) => {
      if (!s.connected) return resolve(reasons.get(s) ?? 'never connected');
      const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
      s.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  it('disconnects a suspended user, and keeps everyone else connected', async () => {
    const admin = await login(t, 'admin@northside.test');
    const master = await open(await login(t, 'master@northside.test'));
    const bystander = await open(await login(t, 'scheduler@northside.test'));
    const suspended = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/suspend',
      headers: bearer(admin),
      payload: { userId: await userIdOf(t, 'master@northside.test'), notes: 'Left the hospital' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await disconnected(master)).toBe('io server disconnect');
    // Several checks have run by now; the other user's socket is untouched.
    await new Promise((r) => setTimeout(r, 600));
    expect(bystander.connected).toBe(true);
  });

  it('disconnects a socket opened before a password change', async () => {
    const email = 'rep@medvance.test';
    const socket = await open(await login(t, email));
    await t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload: { email } });
    const token = /\/resetpassword\/([A-Za-z0-9_-]+)/.exec(t.mail.lastTo(email)?.text ?? '')?.[1] ?? '';
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/login/update/password',
      payload: { userId: token, password: 'New!Passw0rd26', confirmPassword: 'New!Passw0rd26' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await disconnected(socket)).toBe('io server disconnect');
  });
});
