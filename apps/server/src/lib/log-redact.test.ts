import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkToken, logCapture, type TestApp } from '../../test/helpers';
import { redactUrl } from './log-redact';

const TOKEN = 'q3Zk8wY0c1mXfP2aR7tLbN9vE4sHdJ6uG5oKiW_-xTy'; // 43 characters, like a link token

describe('redactUrl', () => {
  it('hides token-like path segments and keeps ids, route names and the query', () => {
    expect(redactUrl(`/api/login/employee/${TOKEN}`)).toBe('/api/login/employee/[redacted]');
    expect(redactUrl(`/resetpassword/${TOKEN}?from=mail`)).toBe('/resetpassword/[redacted]?from=mail');
    expect(redactUrl(`/signup/${TOKEN}/`)).toBe('/signup/[redacted]/');
    const id = '3f2b8c1e-9a4d-4b7e-8f1a-2c3d4e5f6a7b';
    expect(redactUrl(`/api/task/dashboard/${id}`)).toBe(`/api/task/dashboard/${id}`);
    expect(redactUrl('/api/user/employee/notificationSettings')).toBe('/api/user/employee/notificationSettings');
  });
});

describe('request logs', () => {
  let t: TestApp;
  const logs = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => t.close());

  it('never contain a reset link token, though they name the call', async () => {
    const email = 'scheduler@northside.test';
    await t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload: { email } });
    const token = linkToken(t.mail.lastTo(email)?.text ?? '');
    expect(token.length).toBeGreaterThanOrEqual(40);
    logs.clear();
    const res = await t.app.inject({ method: 'GET', url: `/api/login/employee/${token}` });
    expect(res.statusCode).toBe(200);
    const logged = logs.text();
    expect(logged).toContain('/api/login/employee/[redacted]');
    expect(logged).not.toContain(token);
  });
});
