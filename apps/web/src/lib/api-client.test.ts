import { MSG, endpoints, type AddTaskResponse } from '@casecover/shared';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { demoUser, fakeJwt, jsonResponse } from '@/test/render';
import { ApiError, apiRequest, type RequestArgs } from './api-client';
import { subscribeForbidden } from './forbidden-notice';
import { SESSION_KEYS, saveSession } from './session';

function lastCall() {
  const [url, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
  return { url: typeof url === 'string' ? url : '', init };
}

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
    await apiRequest(endpoints.user.unsuspendUser, { params: { id: 'u1' } });
    expect(new Headers(lastCall().init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('ends the session when an authenticated call answers 401 (a suspended user, say)', async () => {
    vi.useFakeTimers();
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(401, { status: 401, msg: MSG.auth.unauthenticated }));
    await expect(apiRequest(endpoints.user.profile)).rejects.toMatchObject({
      status: 401,
      message: MSG.auth.unauthenticated,
    });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('keeps the session on a 403 and tells the user the action is not allowed', async () => {
    vi.useFakeTimers();
    const token = fakeJwt();
    saveSession({ token, user: demoUser, remember: true });
    const notices: string[] = [];
    const unsubscribe = subscribeForbidden((message) => notices.push(message));
    vi.mocked(fetch).mockResolvedValue(jsonResponse(403, { status: 403, msg: 'Only an Account Admin can do this.' }));
    await expect(apiRequest(endpoints.user.profile)).rejects.toMatchObject({
      status: 403,
      message: 'Only an Account Admin can do this.',
    });
    vi.advanceTimersByTime(1000);
    unsubscribe();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(token);
    expect(notices).toEqual([MSG.auth.forbidden]);
  });

  it('leaves the session alone when a public call answers 401', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(401, { status: 401, msg: MSG.login.incorrect }));
    const body = { email: 'a@b.test', password: 'x', remember: false, token: 't' };
    await expect(apiRequest(endpoints.login.login, { body })).rejects.toThrow(MSG.login.incorrect);
    expect(localStorage.getItem(SESSION_KEYS.token)).not.toBeNull();
  });

  it('reports an unreachable server as status 0', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const error: unknown = await apiRequest(endpoints.login.captcha).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('puts the encoded path parameters into the entry’s path, with its method', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'Deleted' }));
    await apiRequest(endpoints.user.deleteUser, { params: { id: 'a/b c?d' } });
    expect(lastCall().url).toBe('/api/user/user/a%2Fb%20c%3Fd');
    expect(lastCall().init?.method).toBe('DELETE');
  });

  it('sends the query an entry declares', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse(200, { status: 200, data: [], pager: { currentPage: 1, endPage: 1, total: 0 } }),
    );
    await apiRequest(endpoints.location.locations, { querystring: { search: 'OR 1&2', pageNumber: 1, pageSize: 5 } });
    expect(lastCall().url).toBe('/api/task/location/get_locations?search=OR+1%262&pageNumber=1&pageSize=5');
  });

  it('sends a typed body as JSON and answers with the entry’s parsed response', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'Checked in', extra: 1 }));
    const response = await apiRequest(endpoints.task.checkIn, { body: { task_id: 't1' } });
    expect(lastCall().init?.method).toBe('POST');
    expect(new Headers(lastCall().init?.headers).get('Content-Type')).toBe('application/json');
    expect(lastCall().init?.body).toBe('{"task_id":"t1"}');
    expect(response).toEqual({ status: 200, msg: 'Checked in' });
  });

  it('refuses an answer that does not match the entry’s response schema', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200 }));
    await expect(apiRequest(endpoints.task.checkIn, { body: { task_id: 't1' } })).rejects.toMatchObject({
      message: MSG.serverError,
    });
  });

  it('types the body, the parameters and the answer from the entry', () => {
    expectTypeOf<RequestArgs<typeof endpoints.task.checkIn>['body']>().toEqualTypeOf<{ task_id: string }>();
    expectTypeOf<RequestArgs<typeof endpoints.user.deleteUser>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RequestArgs<typeof endpoints.registration.register>['body']>().toEqualTypeOf<FormData>();
    expectTypeOf<RequestArgs<typeof endpoints.user.profile>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<ReturnType<typeof apiRequest<typeof endpoints.task.addTask>>>().toEqualTypeOf<
      Promise<AddTaskResponse>
    >();
  });
});
