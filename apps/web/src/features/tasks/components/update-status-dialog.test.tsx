import { MSG, type TaskStatus } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { UpdateStatusDialog } from './update-status-dialog';

const TASK_ID = '0b8f6c1e-6a5e-4e0b-9d7e-1c2b3a4d5e6f';
const HOUR = 3_600_000;

function renderDialog(taskStatus: TaskStatus = 'assigned', startsIn = -HOUR) {
  saveSession({ token: fakeJwt(), user: demoUser, remember: true });
  const onClose = vi.fn();
  const onUpdated = vi.fn();
  const task = { _id: TASK_ID, taskStatus, startDate: new Date(Date.now() + startsIn).toISOString() };
  renderWithProviders(
    <UpdateStatusDialog open task={task} timeZone="America/Chicago" onClose={onClose} onUpdated={onUpdated} />,
  );
  return { onClose, onUpdated };
}

const sentBody = () => {
  const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
  return JSON.parse(init?.body as string) as Record<string, unknown>;
};

describe('UpdateStatusDialog', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, msg: MSG.tasks.statusUpdated }))),
    );
  });

  it('offers only Cancelled or Completed, keeps Update disabled until one is chosen, and says nothing before that', async () => {
    const user = userEvent.setup();
    const { onClose, onUpdated } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Update Status' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['cancelled', 'completed']);
    expect(screen.queryByText(MSG.tasks.statusRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(screen.getByText(MSG.tasks.completeRule)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(MSG.tasks.statusUpdated));
    expect(onClose).toHaveBeenCalled();
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/task/assign_task');
    expect(init?.method).toBe('PUT');
    expect(sentBody()).toEqual({ _id: TASK_ID, taskStatus: 'completed', timeZone: 'America/Chicago' });
  });

  it('shows the cancel rule and sends nothing without the note', async () => {
    const user = userEvent.setup();
    renderDialog('unassigned', 24 * HOUR);
    await user.click(screen.getByRole('radio', { name: 'Cancelled' }));
    expect(screen.getByText(MSG.tasks.cancelRule)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.tasks.cancelNoteRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Patient postponed');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ taskStatus: 'cancelled', note: 'Patient postponed' });
  });

  it('refuses completing a case that has not started', async () => {
    const user = userEvent.setup();
    renderDialog('assigned', 24 * HOUR);
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(screen.getByText(MSG.tasks.completeNotStarted)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('asks why a started case with no rep is completed without a vendor', async () => {
    const user = userEvent.setup();
    renderDialog('unassigned', -HOUR);
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(screen.getByText(MSG.tasks.completeWithoutVendorRule)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.tasks.completeReasonRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for completing without a vendor' }),
      'Hospital stock covered it',
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ taskStatus: 'completed', note: 'Hospital stock covered it' });
  });

  it('says the update failed when the server refuses it', async () => {
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse(400, { status: 400, msg: MSG.tasks.transitionRefused('Cancelled', 'Completed') }),
    );
    const user = userEvent.setup();
    const { onClose, onUpdated } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.tasks.statusFailed, { exact: false })).toBeInTheDocument();
    expect(onUpdated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
