import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/files/:folder/:name', () => {
  it('serves a stored image with its type and a sandboxing policy', async () => {
    const rel = await t.ctx.storage.put(
      'profiles',
      'svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${rel}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves nothing outside logos and profiles, and no made-up names', async () => {
    const doc = await t.ctx.storage.put('documents', 'pdf', Buffer.from('%PDF-1.4'));
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${doc}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/profiles/..%2F..%2Fjwt-secret' })).statusCode).toBe(
      400,
    );
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/files/profiles/00000000-0000-4000-8000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
  });
});
