import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt } from '@/test/render';
import { notificationCountQueryKey } from '../api/keys';
import { useNotificationSocket } from './use-notification-socket';

type Handler = (payload?: unknown) => void;

/** A stand-in for the Socket.IO client: a test fires connection events through it. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    fire(event: string) {
      handlers.get(event)?.();
    },
  };
});

vi.mock('socket.io-client', () => ({
  io: () => ({
    active: true,
    on: (event: string, handler: Handler) => socket.handlers.set(event, handler),
    connect: vi.fn(),
    disconnect: vi.fn(),
  }),
}));

describe('useNotificationSocket', () => {
  beforeEach(() => socket.handlers.clear());

  it('fetches the unread count and the task list again when the socket reconnects', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    const fetchCount = vi.fn(() => Promise.resolve(3));
    const fetchTasks = vi.fn(() => Promise.resolve(['task-1']));
    function Screen() {
      useNotificationSocket(() => {});
      useQuery({ queryKey: notificationCountQueryKey, queryFn: fetchCount, staleTime: Infinity });
      useQuery({ queryKey: ['tasks', 'list', { page: 1 }], queryFn: fetchTasks, staleTime: Infinity });
      return null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(1));
    expect(fetchTasks).toHaveBeenCalledTimes(1);

    // The first connection changes nothing; a reconnect (after Redis or the network was away) refetches.
    act(() => socket.fire('connect'));
    expect(fetchCount).toHaveBeenCalledTimes(1);
    act(() => socket.fire('disconnect'));
    act(() => socket.fire('connect'));
    await waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(fetchTasks).toHaveBeenCalledTimes(2));
  });
});
