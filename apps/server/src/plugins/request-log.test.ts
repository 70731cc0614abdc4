import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { logCapture } from '../../test/helpers';
import { SLOW_REQUEST_MS, registerRequestLog } from './request-log';

describe('the request log', () => {
  it('writes a slow request at warn, so it shows where only warnings are logged', async () => {
    const logs = logCapture();
    const app = Fastify({ logger: { level: 'warn', stream: logs.stream } });
    registerRequestLog(app);
    app.get('/fast', async () => ({ ok: true }));
    app.get('/slow', async () => {
      await sleep(SLOW_REQUEST_MS + 100);
      return { ok: true };
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(200);
      await sleep(50);
      const lines = logs
        .text()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg: string; req?: { url: string }; responseTime: number });
      expect(lines.map((l) => [l.level, l.msg, l.req?.url])).toEqual([[40, 'slow request', '/slow']]);
      expect(lines[0]?.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
    } finally {
      await app.close();
    }
  });
});
