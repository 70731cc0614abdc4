import { MSG, socketEvents } from '@casecover/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { NotificationBell } from './notification-bell';

type Handler = (payload: unknown) => void;

/** A stand-in for the Socket.IO client: records the handlers so a test can fire server events. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    options: [] as unknown[],
    disconnect: vi.fn(),
    emit(event: string, payload: unknown) {
      handlers.get(event)?.(payload);
    },
  };
});

vi.mock('socket.io-client', () => ({
  io: (_url: unknown, options: unknown) => {
    socket.options.push(options);
    return {
      active: true,
      on: (event: string, handler: Handler) => socket.handlers.set(event, handler),
      connect: vi.fn(),
      disconnect: socket.disconnect,
    };
  },
}));

function serveCount(count: number) {
  vi.mocked(fetch).mockImplementation(() =>
    Promise.resolve(jsonResponse(200, { status: 200, data: [], count, pagination: { currentPage: 1, endPage: 1 } })),
  );
}

describe('NotificationBell', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    socket.handlers.clear();
    socket.options.length = 0;
    socket.disconnect.mockClear();
  });

  it('loads the unread count, connects once with the token, and follows the count event', async () => {
    const token = fakeJwt();
    saveSession({ token, user: demoUser, remember: false });
    serveCount(2);
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ timeZone: demoUser.timezone });
    expect(socket.options).toEqual([{ auth: { token }, transports: ['websocket', 'polling'] }]);

    act(() => socket.emit(socketEvents.count(demoUser.email), { count: 5, notificationId: 'n1' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    act(() => socket.emit(socketEvents.count(demoUser.email), { count: 0, notificationId: 'n1' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    unmount();
    expect(socket.disconnect).toHaveBeenCalledOnce();
  });

  it('shows the offer popup with the task\u2019s duration', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    serveCount(0);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      socket.emit(socketEvents.taskAssigned(demoUser.email), {
        notificationId: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a01',
        taskId: '5e0c1f0a-2222-4c55-9a43-0f1f6c1b7a10',
        title: 'New task offered to you: Pacemaker Implant',
        startDate: '2026-03-12T14:00:00.000Z',
        endDate: '2026-03-12T15:30:00.000Z',
      }),
    );
    const popup = await screen.findByRole('alert');
    expect(popup).toHaveTextContent('New task offered to you: Pacemaker Implant');
    expect(popup).toHaveTextContent('Duration: 1 hour 30 minutes');
    expect(popup).toHaveTextContent('Starts 03-12-2026-09:00 AM');
    expect(screen.getByRole('button', { name: 'View task' })).toBeInTheDocument();
  });

  it('shows an offer once, even when the server sends it again', async () => {
    const user = userEvent.setup();
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    serveCount(0);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    const offer = (notificationId: string, title: string) => ({
      notificationId,
      taskId: '5e0c1f0a-2222-4c55-9a43-0f1f6c1b7a10',
      title,
      startDate: '2026-03-12T14:00:00.000Z',
      endDate: '2026-03-12T15:00:00.000Z',
    });
    const first = offer('0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a01', 'New task offered to you: Hip Revision');
    act(() => socket.emit(socketEvents.taskAssigned(demoUser.email), first));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hip Revision');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    act(() => socket.emit(socketEvents.taskAssigned(demoUser.email), first));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() =>
      socket.emit(
        socketEvents.taskAssigned(demoUser.email),
        offer('0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a02', 'New task offered to you: Knee Scope'),
      ),
    );
    const popup = await screen.findByRole('alert');
    expect(popup).toHaveTextContent('Knee Scope');
    expect(popup).not.toHaveTextContent('Hip Revision');
  });

  it('opens the panel from the bell', async () => {
    const user = userEvent.setup();
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    serveCount(0);
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(MSG.notifications.emptyTitle)).toBeInTheDocument());
  });
});
