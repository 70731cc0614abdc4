import { MSG, messageResponseSchema } from '@casecover/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, fakeJwt, jsonResponse } from '@/test/render';
import { ApiError, apiRequest } from './api-client';
import { SESSION_KEYS, saveSession } from './session';

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the bearer token on authenticated calls', async () => {
    const token = fakeJwt();
    saveSession({ token, user: demoUser, remember: false });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'ok' }));
    await apiRequest('user', '/profile', messageResponseSchema, { auth: true });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it.each([
    [401, MSG.auth.unauthenticated],
    [403, MSG.auth.forbidden],
  ])('ends the session when an authenticated call answers %i (a suspended user, say)', async (status, msg) => {
    vi.useFakeTimers();
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(status, { status, msg }));
    await expect(apiRequest('user', '/profile', messageResponseSchema, { auth: true })).rejects.toMatchObject({
      status,
      message: msg,
    });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('leaves the session alone when a public call answers 401', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(401, { status: 401, msg: MSG.login.incorrect }));
    await expect(apiRequest('login', '/login', messageResponseSchema, { method: 'POST', body: {} })).rejects.toThrow(
      MSG.login.incorrect,
    );
    expect(localStorage.getItem(SESSION_KEYS.token)).not.toBeNull();
  });

  it('reports an unreachable server as status 0', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const error: unknown = await apiRequest('login', '/captcha', messageResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});
