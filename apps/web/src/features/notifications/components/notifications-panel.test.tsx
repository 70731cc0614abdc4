import { MSG, type Notification } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { NotificationsPanel } from './notifications-panel';

const TIME_ZONE = 'America/New_York';

function notification(i: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a0${i}`,
    title: `New task: Pacemaker Implant ${i}`,
    description: 'MedVance Surgical, Cardiology, 03-12-2026-09:00 AM',
    read: false,
    refId: `5e0c1f0a-2222-4c55-9a43-0f1f6c1b7a1${i}`,
    type: 'task_create',
    showEvent: true,
    showPopup: false,
    createdAt: new Date(Date.now() - i * 60_000).toISOString(),
    ...overrides,
  };
}

/** A tiny notifications server: the list, read/unread and clear, in memory. */
function serve(initial: Notification[], opts: { failList?: boolean } = {}) {
  let items = [...initial];
  let failList = opts.failList ?? false;
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const unread = () => items.filter((n) => !n.read).length;
  vi.mocked(fetch).mockImplementation((input, init) => {
    const path = input as string;
    const body = JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>;
    calls.push({ path, body });
    if (path.endsWith('/get_notifications')) {
      if (failList && body.nextpage !== undefined) {
        return Promise.resolve(jsonResponse(500, { status: 500, msg: MSG.serverError }));
      }
      const page = Number(body.nextpage ?? 1);
      const size = Number(body.pagesize ?? 3);
      return Promise.resolve(
        jsonResponse(200, {
          status: 200,
          data: items.slice((page - 1) * size, page * size),
          count: unread(),
          pagination: { currentPage: page, endPage: Math.max(1, Math.ceil(items.length / size)) },
        }),
      );
    }
    if (path.endsWith('/edit_all_notifications')) {
      const changed = body.type === 'clear' ? items.length : unread();
      items = body.type === 'clear' ? [] : items.map((n) => ({ ...n, read: true }));
      return Promise.resolve(
        jsonResponse(200, { status: 200, msg: MSG.notifications.markedRead, data: { changed }, count: unread() }),
      );
    }
    if (path.endsWith('/edit_single_notifications')) {
      items =
        body.type === 'clear'
          ? items.filter((n) => n._id !== body.id)
          : items.map((n) => (n._id === body.id ? { ...n, read: body.type === 'read' } : n));
      return Promise.resolve(
        jsonResponse(200, { status: 200, msg: MSG.notifications.markedRead, data: { changed: 1 }, count: unread() }),
      );
    }
    return Promise.resolve(jsonResponse(404, { status: 404, msg: MSG.notFound }));
  });
  return {
    calls,
    heal: () => {
      failList = false;
    },
  };
}

function renderPanel(onOpenTask = vi.fn()) {
  renderWithProviders(
    <>
      <h2 id="panel-title">Notifications</h2>
      <NotificationsPanel titleId="panel-title" timeZone={TIME_ZONE} onOpenTask={onOpenTask} />
    </>,
  );
  return onOpenTask;
}

describe('NotificationsPanel', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('shows the empty state, with Clear all offered but disabled', async () => {
    serve([]);
    renderPanel();
    expect(await screen.findByText(MSG.notifications.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(MSG.notifications.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('asks for page 1 with page size 3 and the time zone', async () => {
    const server = serve([notification(1)]);
    renderPanel();
    await screen.findByText('New task: Pacemaker Implant 1');
    expect(server.calls).toContainEqual({
      path: '/api/notifications/get_notifications',
      body: { nextpage: 1, pagesize: 3, timeZone: TIME_ZONE },
    });
  });

  it('offers Mark all as read while something is unread, then Clear all behind a confirmation', async () => {
    const user = userEvent.setup();
    serve([notification(1), notification(2), notification(3, { read: true })]);
    renderPanel();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const clearAll = await screen.findByRole('button', { name: 'Clear all' });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByText(/unread$/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Mark as unread' })).toHaveLength(3);

    await user.click(clearAll);
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications' });
    expect(within(dialog).getByText(MSG.notifications.clearConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(MSG.notifications.emptyTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel in the confirmation keeps the notifications', async () => {
    const user = userEvent.setup();
    const server = serve([notification(1, { read: true })]);
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('New task: Pacemaker Implant 1')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/edit_all_notifications'))).toBe(false);
  });

  it('toggles one notification read and unread with its checkbox', async () => {
    const user = userEvent.setup();
    const server = serve([notification(1)]);
    renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Mark as read' }));
    expect(await screen.findByRole('checkbox', { name: 'Mark as unread' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Mark as unread' }));
    expect(await screen.findByRole('checkbox', { name: 'Mark as read' })).not.toBeChecked();
    const edits = server.calls.filter((c) => c.path.endsWith('/edit_single_notifications')).map((c) => c.body);
    expect(edits).toEqual([
      { type: 'read', id: notification(1)._id, timeZone: TIME_ZONE },
      { type: 'unread', id: notification(1)._id, timeZone: TIME_ZONE },
    ]);
  });

  it('clears one notification after its own confirmation', async () => {
    const user = userEvent.setup();
    serve([notification(1), notification(2)]);
    renderPanel();
    const first = (await screen.findByText('New task: Pacemaker Implant 1')).closest('li');
    expect(first).not.toBeNull();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Clear notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear notification' });
    expect(within(dialog).getByText(MSG.notifications.clearOneConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByText('New task: Pacemaker Implant 1')).not.toBeInTheDocument());
    expect(screen.getByText('New task: Pacemaker Implant 2')).toBeInTheDocument();
  });

  it('opening a notification marks it read and goes to its task', async () => {
    const user = userEvent.setup();
    const server = serve([notification(1)]);
    const onOpenTask = renderPanel();
    await user.click(await screen.findByRole('button', { name: /New task: Pacemaker Implant 1/ }));
    expect(onOpenTask).toHaveBeenCalledWith(notification(1).refId);
    await waitFor(() =>
      expect(server.calls.map((c) => c.body)).toContainEqual({
        type: 'read',
        id: notification(1)._id,
        timeZone: TIME_ZONE,
      }),
    );
  });

  it('a failed load shows no list and a retry that starts again at page 1', async () => {
    const user = userEvent.setup();
    const server = serve([notification(1)], { failList: true });
    renderPanel();
    expect(await screen.findByText(MSG.notifications.loadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    server.heal();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('New task: Pacemaker Implant 1')).toBeInTheDocument();
    expect(screen.queryByText(MSG.notifications.loadFailed)).not.toBeInTheDocument();
  });
});
