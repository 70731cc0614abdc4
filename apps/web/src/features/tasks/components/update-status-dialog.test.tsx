import { MSG } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { UpdateStatusDialog } from './update-status-dialog';

const TASK_ID = '0b8f6c1e-6a5e-4e0b-9d7e-1c2b3a4d5e6f';

function renderDialog() {
  saveSession({ token: fakeJwt(), user: demoUser, remember: true });
  const onClose = vi.fn();
  const onUpdated = vi.fn();
  renderWithProviders(
    <UpdateStatusDialog open taskId={TASK_ID} timeZone="America/Chicago" onClose={onClose} onUpdated={onUpdated} />,
  );
  return { onClose, onUpdated };
}

describe('UpdateStatusDialog', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, msg: MSG.tasks.statusUpdated }))),
    );
  });

  it('offers only Cancelled or Completed, and keeps Update disabled until one is chosen', async () => {
    const user = userEvent.setup();
    const { onClose, onUpdated } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Update Status' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['cancelled', 'completed']);
    expect(screen.getByText(MSG.tasks.statusRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.queryByText(MSG.tasks.statusRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(MSG.tasks.statusUpdated));
    expect(onClose).toHaveBeenCalled();
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/task/assign_task');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({
      _id: TASK_ID,
      taskStatus: 'completed',
      timeZone: 'America/Chicago',
    });
  });

  it('says the update failed when the server refuses it', async () => {
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse(400, { status: 400, msg: MSG.tasks.transitionRefused('Cancelled', 'Completed') }),
    );
    const user = userEvent.setup();
    const { onClose, onUpdated } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tasks.statusFailed);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
