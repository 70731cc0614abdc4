import { MSG, NOTIFICATION_SETTING_NAMES, type NotificationSettings as Settings } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { NotificationSettings } from './notification-settings';

const all = (over: Partial<{ notification: boolean; email: boolean }> = {}) => ({
  name: 'all',
  notification: true,
  email: true,
  ...over,
});

const settings = (master = all()): Settings => ({
  allNotification: [master],
  task: NOTIFICATION_SETTING_NAMES.map((name) => ({ name, notification: true, email: true })),
});

describe('NotificationSettings', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('lists the master row and the six kinds, each with an in-app and an email switch', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, data: settings() }));
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByRole('switch', { name: 'All notifications: In-app' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(14);
    expect(screen.getByRole('switch', { name: 'A task goes uncovered: Email' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'In-app' })).toBeInTheDocument();
  });

  it('greys out a channel\u2019s kinds while its master switch is off', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, data: settings(all({ email: false })) }));
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByRole('switch', { name: 'A task is created: Email' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'A task is created: In-app' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'All notifications: Email' })).toBeEnabled();
  });

  it('saves a switch at once and confirms', async () => {
    const user = userEvent.setup();
    const saved = settings();
    const after = { ...saved, task: saved.task.map((t) => (t.name === 'task_cancelled' ? { ...t, email: false } : t)) };
    vi.mocked(fetch).mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(200, { status: 200, msg: MSG.notifications.settingsSaved, data: after })
          : jsonResponse(200, { status: 200, data: saved }),
      ),
    );
    renderWithProviders(<NotificationSettings />);
    await user.click(await screen.findByRole('switch', { name: 'A task is cancelled: Email' }));
    expect(screen.getByRole('switch', { name: 'A task is cancelled: Email' })).not.toBeChecked();
    expect(await screen.findByText(MSG.notifications.settingsSaved)).toBeInTheDocument();
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ name: 'task_cancelled', email: false });
  });

  it('moves the switch back and shows the server\u2019s message when the save is refused', async () => {
    const user = userEvent.setup();
    vi.mocked(fetch).mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(400, { status: 400, msg: 'Unknown notification setting' })
          : jsonResponse(200, { status: 200, data: settings() }),
      ),
    );
    renderWithProviders(<NotificationSettings />);
    await user.click(await screen.findByRole('switch', { name: 'A rep accepts a task: In-app' }));
    expect(await screen.findByText('Unknown notification setting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'A rep accepts a task: In-app' })).toBeChecked());
  });
});
