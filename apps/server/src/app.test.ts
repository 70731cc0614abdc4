import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MSG } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Call, type TestApp } from '../test/helpers';

let t: TestApp;
let call: Call<never>;
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, []));
});
afterAll(() => t.close());

describe('the HTTP skeleton', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await call('nobody', 'GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await call('nobody', 'GET', '/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await call('nobody', 'GET', '/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call('nobody', 'GET', '/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, msg: MSG.notFound });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg: MSG.invalidRequest });
  });

  it('publishes the OpenAPI document with the spec\u2019s paths', async () => {
    const res = await call('nobody', 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login/login',
        '/api/login/resetpassword',
        '/api/login/employee/{id}',
        '/api/login/update/password',
        '/api/registration/accountlist',
        '/api/registration/register',
      ]),
    );
  });
});

describe('/readyz', () => {
  it('answers 503 when the database does not answer', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    await other.app.close();
  });
});

describe('serving the web app', () => {
  it('serves index.html for client routes and 404 for missing assets', async () => {
    const web = path.join(t.dataDir, 'web');
    await mkdir(web, { recursive: true });
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>CaseCover</title>');
    const withWeb = await createTestApp({ WEB_DIST: web });
    try {
      const page = await withWeb.app.inject({ method: 'GET', url: '/task/123?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>CaseCover</title>');
      const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(asset.statusCode).toBe(404);
    } finally {
      await withWeb.close();
    }
  });

  it('sends the build’s precompressed copies and caches hashed assets for good', async () => {
    const web = path.join(t.dataDir, 'web-compressed');
    await mkdir(path.join(web, 'assets'), { recursive: true });
    const js = `export const x = ${JSON.stringify('x'.repeat(4000))};`;
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>CaseCover</title>');
    await writeFile(path.join(web, 'assets', 'app-abc123.js'), js);
    await writeFile(path.join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
    await writeFile(path.join(web, 'assets', 'app-abc123.js.gz'), gzipSync(js));
    const withWeb = await createTestApp({ WEB_DIST: web });
    try {
      const get = (encoding?: string) =>
        withWeb.app.inject({
          method: 'GET',
          url: '/assets/app-abc123.js',
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
      // The page itself is revalidated, so a new release is picked up at the next visit.
      const page = await withWeb.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await withWeb.close();
    }
  });
});
