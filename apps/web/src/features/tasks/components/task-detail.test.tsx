import { MSG, type TaskDetail } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { dropFocusFromDisabled } from '@/test/focus';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { TaskDetailView } from './task-detail';

vi.mock('./task-date-time-picker', () => import('./task-date-time-picker.stand-in'));

const task: TaskDetail = {
  _id: '0b8f6c1e-6a5e-4e0b-9d7e-1c2b3a4d5e6f',
  taskName: 'pacemaker Implant',
  taskDescription: 'Bring the loaner tray',
  discription: 'Bring the loaner tray',
  taskStatus: 'unassigned',
  isEmergency: true,
  priority: true,
  startDate: '2026-03-09T14:00:00.000Z',
  endDate: '2026-03-09T15:00:00.000Z',
  timeZone: 'America/New_York',
  company: [{ _id: '11111111-1111-4111-8111-111111111111', name: 'MedVance Surgical', size: 'large' }],
  companyName: 'MedVance Surgical',
  division: [{ _id: 'd1', name: 'Cardiovascular' }],
  location: {
    _id: 'l1',
    name: 'Northside Heart Institute',
    address: { formattedAddress: '5780 Peachtree Dunwoody Rd' },
  },
  department: { _id: 'dep1', name: 'Cardiology' },
  service: { _id: 's1', name: 'Pacemaker Implant' },
  assigned: [{ _id: 'r1', name: 'Jordan Ellis', phone: '404-555-0100', email: 'rep@medvance.test' }],
  salesRep: { name: 'Jordan Ellis' },
  products: [
    { no: 1, name: 'Dual-Chamber Pacemaker', price: 6800, quantity: 1 },
    { no: 2, name: 'Pacing Lead 5076', price: 1150.5, quantity: 2 },
  ],
  patientName: 'J. D.',
  caseNumber: 'CASE-1',
  patientSurvey: '',
  ccEmails: ['or.nurse@example.org'],
  bookedAt: '2026-03-01T15:30:00.000Z',
  history: [
    {
      _id: 'h2',
      action: 'status',
      field: 'taskStatus',
      from: 'unassigned',
      to: 'cancelled',
      note: 'Surgeon unavailable',
      by: 'Diane Foster',
      at: '2026-03-02T15:30:00.000Z',
    },
    {
      _id: 'h1',
      action: 'created',
      field: null,
      from: null,
      to: 'unassigned',
      note: null,
      by: 'Diane Foster',
      at: '2026-03-01T15:30:00.000Z',
    },
  ],
};

const labels = [
  { value: 'patientName', label: 'Patient Initials', checked: true },
  { value: 'caseNumber', label: 'Case Number', checked: true },
  { value: 'patientSurvey', label: 'Patient Survey', checked: false },
];

describe('TaskDetailView', { timeout: 20_000 }, () => {
  beforeEach(() => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, data: { labelChange: { label: labels } } }))),
    );
  });

  it('shows a hospital user the task with its controls', async () => {
    renderWithProviders(<TaskDetailView task={task} user={demoUser} timeZone="America/New_York" />);
    expect(screen.getByRole('heading', { level: 1, name: /^Pacemaker Implant/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { level: 1 })).getByRole('img', { name: 'Emergency' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/task');
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Task' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Emergency' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Emergency' })).toBeEnabled();
    // Labelled with the zone: the viewer's may not be the hospital's.
    expect(screen.getByText('03-09-2026-10:00 AM EDT')).toBeInTheDocument();
    expect(screen.getByText('5780 Peachtree Dunwoody Rd')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '404-555-0100' })).toHaveAttribute('href', 'tel:4045550100');
    expect(screen.getByRole('link', { name: 'rep@medvance.test' })).toHaveAttribute('href', 'mailto:rep@medvance.test');
    expect(await screen.findByRole('textbox', { name: 'Patient Initials' })).toHaveValue('J. D.');
    expect(screen.getByRole('textbox', { name: 'Case Number' })).toHaveValue('CASE-1');
    expect(screen.queryByRole('textbox', { name: 'Patient Survey' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Bring the loaner tray');

    const products = screen.getByRole('table', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['NO', 'ITEM', 'PRICE', 'QUANTITY', 'AMOUNT']);
    const rows = within(products).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('TOTAL$9,101.00');

    const history = screen.getByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Unassigned → Cancelled');
    expect(history).toHaveTextContent('Note: Surgeon unavailable');
    expect(history).toHaveTextContent('Diane Foster · 03-02-2026-10:30 AM');
  });

  it('edits the dates across the fall-back night: an end in the repeated hour after the start is saved, not refused', async () => {
    const user = userEvent.setup();
    // 7 November 2027 in New York: 1:00–2:00 AM happens at EDT, then again at EST.
    const night = { ...task, startDate: '2027-11-07T05:45:00.000Z', endDate: '2027-11-07T06:45:00.000Z' };
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        url.includes('/task/edit')
          ? jsonResponse(200, { status: 200, msg: 'Task updated' })
          : jsonResponse(200, { status: 200, data: { labelChange: { label: labels } } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TaskDetailView task={night} user={demoUser} timeZone="America/New_York" />);
    await user.click(screen.getByRole('button', { name: 'Edit dates' }));
    // The start is 1:45 AM EDT; an end typed as 1:15 AM can only be the later 1:15 AM (EST).
    const end = screen.getByLabelText('End Date & Time');
    await user.clear(end);
    await user.click(end);
    await user.paste('2027-11-07 01:15');
    expect(screen.queryByText(MSG.tasks.endAfterStart)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save dates' }));
    expect(screen.queryByText(MSG.tasks.endAfterStart)).not.toBeInTheDocument();
    const edit = () => fetchMock.mock.calls.find(([url]) => url.includes('/task/edit'));
    await vi.waitFor(() => expect(edit()).toBeDefined());
    expect(JSON.parse(edit()?.[1]?.body as string)).toMatchObject({
      endDate: '2027-11-07T06:15:00.000Z',
    });
  });

  it('hides Update Status and locks the switch once the task is closed', () => {
    renderWithProviders(
      <TaskDetailView task={{ ...task, taskStatus: 'completed', products: [] }} user={demoUser} timeZone="UTC" />,
    );
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Task' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Emergency' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Products' })).getByText(MSG.tasks.noData)).toBeInTheDocument();
  });

  it('offers the Account Admin alone Reopen Task on an uncovered task, with a required note', async () => {
    const user = userEvent.setup();
    const uncovered = { ...task, taskStatus: 'uncovered' as const };
    const { unmount } = renderWithProviders(<TaskDetailView task={uncovered} user={demoUser} timeZone="UTC" />);
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen Task' });
    expect(dialog).toHaveTextContent(MSG.tasks.reopenRule);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen Task' }));
    expect(await within(dialog).findByText(MSG.tasks.reopenNoteRequired)).toBeInTheDocument();
    unmount();
    const master = { ...demoUser, role: 'master_scheduler' as const };
    renderWithProviders(<TaskDetailView task={uncovered} user={master} timeZone="UTC" />);
    expect(screen.queryByRole('button', { name: 'Reopen Task' })).not.toBeInTheDocument();
  });

  it('shows a company manager the task read-only, with Offer to rep', () => {
    const manager = { ...demoUser, role: 'division_manager' as const, accountId: null, companyId: 'c1' };
    renderWithProviders(<TaskDetailView task={task} user={manager} timeZone="UTC" />);
    expect(screen.getByRole('button', { name: 'Offer to rep' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Emergency' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('offers the rep the next step of the life cycle', () => {
    const rep = { ...demoUser, role: 'rep' as const, accountId: null, companyId: 'c1' };
    const { unmount } = renderWithProviders(
      <TaskDetailView task={{ ...task, taskStatus: 'pending' }} user={rep} timeZone="UTC" />,
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<TaskDetailView task={{ ...task, taskStatus: 'inprogress' }} user={rep} timeZone="UTC" />);
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  describe('when the server refuses the rep’s step and the task stays as it was', () => {
    let stopDropping = () => {};
    beforeEach(() => {
      stopDropping = dropFocusFromDisabled();
    });
    afterEach(() => stopDropping());

    it.each([
      { button: 'Accept', status: 'pending', path: '/task/respond', fails: 'with a lost connection' },
      { button: 'Decline', status: 'pending', path: '/task/respond', fails: 'with a server error' },
      { button: 'Check in', status: 'assigned', path: '/task/checkin', fails: 'with a server error' },
    ] as const)('gives the focus back to $button, refused $fails', async ({ button, status, path, fails }) => {
      const user = userEvent.setup();
      // The refusal comes once the button is seen busy, as it does over a network.
      let refuse = () => {};
      const refused = new Promise<Response>((resolve, reject) => {
        refuse = () =>
          fails === 'with a lost connection'
            ? reject(new TypeError('Failed to fetch'))
            : resolve(jsonResponse(503, { status: 503, msg: MSG.serverError }));
      });
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) =>
          url.endsWith(path)
            ? refused
            : Promise.resolve(jsonResponse(200, { status: 200, data: { labelChange: { label: labels } } })),
        ),
      );
      const rep = { ...demoUser, role: 'rep' as const, accountId: null, companyId: 'c1' };
      renderWithProviders(<TaskDetailView task={{ ...task, taskStatus: status }} user={rep} timeZone="UTC" />);
      const pressed = screen.getByRole('button', { name: button });
      pressed.focus();
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(pressed).toBeDisabled());
      await vi.waitFor(() => expect(document.activeElement).toBe(document.body));
      refuse();
      expect(
        await screen.findByText(fails === 'with a lost connection' ? MSG.networkError : MSG.serverError),
      ).toBeVisible();
      await vi.waitFor(() => expect(pressed).toHaveFocus());
      expect(pressed).toBeEnabled();
    });
  });
});
