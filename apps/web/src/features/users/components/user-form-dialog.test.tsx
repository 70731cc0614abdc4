import { MSG, type UserRow } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';

const departments = [
  { _id: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a01', name: 'Cardiology' },
  { _id: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a02', name: 'Radiology' },
];

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function lastRequest() {
  const [url, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
  return { url, method: init?.method, body: JSON.parse(init?.body as string) as Record<string, unknown> };
}

describe('Add User dialog', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('shows every required-field message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddUserDialog open departments={departments} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    for (const message of [
      MSG.users.nameRequired,
      MSG.users.emailRequired,
      MSG.users.phoneRequired,
      MSG.users.roleRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(MSG.users.nameRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects special characters, a short name, a bad email and a bad phone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddUserDialog open departments={departments} onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'R2-D2');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'someone@nowhere');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(MSG.users.nameChars)).toBeInTheDocument();
    expect(screen.getByText(MSG.users.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(MSG.users.phoneFormat)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'J');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(MSG.users.nameLength)).toBeInTheDocument();
  });

  it('asks for a department only for a Scheduler, and another role clears it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddUserDialog open departments={departments} onClose={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();

    await choose(user, 'Role', 'Scheduler');
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(MSG.users.departmentRequired)).toBeInTheDocument();

    await choose(user, 'Department', 'Radiology');
    expect(screen.queryByText(MSG.users.departmentRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveTextContent('Radiology');

    await choose(user, 'Role', 'Master Scheduler');
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    await choose(user, 'Role', 'Scheduler');
    expect(screen.getByRole('combobox', { name: 'Department' })).not.toHaveTextContent('Radiology');
  });

  it('sends the user without a time zone (the admin\u2019s is not his), shows the message and closes after 2 s', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(201, { status: 201, msg: MSG.users.added }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddUserDialog open departments={departments} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nina Park');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nina@northside.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '404-555-0199');
    await choose(user, 'Role', 'Scheduler');
    await choose(user, 'Department', 'Cardiology');
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText(MSG.users.added)).toBeInTheDocument();
    const request = lastRequest();
    expect(request.url).toBe('/api/user/addUser');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({
      name: 'Nina Park',
      email: 'nina@northside.test',
      phone: '404-555-0199',
      role: 'scheduler',
      departmentId: departments[0]?._id,
    });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('shows the server message of a refused add in the dialog', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(400, { status: 400, msg: MSG.users.emailTaken }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddUserDialog open departments={departments} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nina Park');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@northside.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '404-555-0199');
    await choose(user, 'Role', 'Account Admin');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(MSG.users.emailTaken)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Edit User dialog', () => {
  const row: UserRow = {
    _id: 'b3a1b2c4-1111-4c55-9a43-0f1f6c1b7a10',
    name: 'Sofia Ramirez',
    email: 'scheduler@northside.test',
    phone: '404-555-0142',
    role: 'scheduler',
    department_details: [{ _id: departments[0]?._id ?? '', name: 'Cardiology' }],
    suspended: false,
    suspendedNote: null,
    deleted: false,
    approved: true,
    passwordSet: true,
    companyId: null,
    company: 'Northside Hospital',
  };

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('fills the form, keeps the email read-only and sends the change', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: MSG.users.updated }));
    const user = userEvent.setup();
    renderWithProviders(<EditUserDialog open row={row} isSelf={false} departments={departments} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(row.email);
    expect(within(dialog).getByRole('combobox', { name: 'Department' })).toHaveTextContent('Cardiology');

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Sofia Ramirez Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(MSG.users.updated)).toBeInTheDocument();
    const request = lastRequest();
    expect(request.url).toBe('/api/user/users');
    expect(request.method).toBe('PUT');
    expect(request.body).toMatchObject({
      userId: row._id,
      name: 'Sofia Ramirez Diaz',
      email: row.email,
      role: 'scheduler',
      departmentId: departments[0]?._id,
    });
  });

  it('does not let an admin change his own role', () => {
    renderWithProviders(
      <EditUserDialog
        open
        row={{ ...row, role: 'account_admin', department_details: [] }}
        isSelf
        departments={departments}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(MSG.users.selfDemote)).toBeInTheDocument();
  });
});
