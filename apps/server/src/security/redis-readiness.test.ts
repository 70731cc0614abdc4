import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

describe('/readyz with Redis configured', () => {
  it('answers 503 naming Redis when it cannot be reached, while the API keeps serving', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', redis: 'down' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 90_000);
});
