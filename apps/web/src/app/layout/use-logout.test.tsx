import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse } from '@/test/render';
import { useLogout } from './use-logout';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('useLogout', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));

  it('ends the session on the server with its token, and signs out locally', async () => {
    const token = fakeJwt();
    saveSession({ token, user: demoUser, remember: false });
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'Logged out' }));
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(async () => result.current());
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/login\/logout$/);
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(getSession()).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(async () => result.current());
    expect(getSession()).toBeNull();
  });
});
