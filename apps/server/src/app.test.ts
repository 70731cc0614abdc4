import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
});
