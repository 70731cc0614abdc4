import { MSG, type SessionUser, type UserRow } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { UsersList } from './users-list';

const cardiology = { _id: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a01', name: 'Cardiology' };

function userRow(overrides: Partial<UserRow> & Pick<UserRow, '_id' | 'name'>): UserRow {
  return {
    email: `${overrides.name.toLowerCase().replace(/\s+/g, '.')}@northside.test`,
    phone: '404-555-0100',
    role: 'master_scheduler',
    department_details: [],
    suspended: false,
    suspendedNote: null,
    deleted: false,
    approved: true,
    passwordSet: true,
    companyId: null,
    company: 'Northside Hospital',
    ...overrides,
  };
}

const self = userRow({ _id: demoUser.userId, name: demoUser.username, role: 'account_admin' });
const colleague = userRow({
  _id: '5e0c1f0a-2222-4c55-9a43-0f1f6c1b7a10',
  name: 'Sofia Ramirez',
  role: 'scheduler',
  department_details: [cardiology],
});

const superAdmin: SessionUser = { ...demoUser, role: 'super_admin', accountId: null, accountName: null };
const scheduler: SessionUser = {
  ...demoUser,
  role: 'scheduler',
  departmentId: cardiology._id,
  departmentName: cardiology.name,
};

/** Answers the two list calls; returns the bodies the list was asked for. */
function serve(rows: UserRow[], opts: { total?: number; departments?: (typeof cardiology)[] } = {}) {
  const listBodies: Record<string, unknown>[] = [];
  vi.mocked(fetch).mockImplementation((input, init) => {
    const url = input as string;
    if (url.endsWith('/departmentList')) {
      return Promise.resolve(jsonResponse(200, { status: 200, data: opts.departments ?? [cardiology] }));
    }
    if (url.endsWith('/users') && init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as { page: number; pageSize: number };
      listBodies.push(body);
      const total = opts.total ?? rows.length;
      return Promise.resolve(
        jsonResponse(200, {
          status: 200,
          data: rows,
          pager: { currentPage: body.page, endPage: Math.max(1, Math.ceil(total / body.pageSize)), total },
        }),
      );
    }
    return Promise.resolve(jsonResponse(200, { status: 200, msg: MSG.users.deleted }));
  });
  return listBodies;
}

function columnHeaders() {
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent);
}

function signIn(user: SessionUser) {
  saveSession({ token: fakeJwt(), user, remember: false });
}

describe('UsersList', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
  });

  it('gives the Account Admin the ACTIONS column and every filter, but no COMPANY column', async () => {
    signIn(demoUser);
    serve([self, colleague]);
    renderWithProviders(<UsersList user={demoUser} />, { route: '/user' });
    expect(await screen.findByText('Sofia Ramirez')).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['#', 'NAME', 'PHONE', 'EMAIL', 'ROLE', 'DEPARTMENT', 'ACTIONS']);
    expect(await screen.findByRole('combobox', { name: 'Department' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
  });

  it('gives the Super Admin the COMPANY column, and no actions or status filter', async () => {
    signIn(superAdmin);
    serve([colleague], { departments: [] });
    renderWithProviders(<UsersList user={superAdmin} />, { route: '/user' });
    expect(await screen.findByText('Sofia Ramirez')).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['#', 'NAME', 'PHONE', 'EMAIL', 'ROLE', 'DEPARTMENT', 'COMPANY']);
    expect(screen.getByRole('cell', { name: 'Northside Hospital' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    // The Super Admin has no hospital, so no departments to filter by.
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('gives a Scheduler neither the Department filter nor the ACTIONS column', async () => {
    signIn(scheduler);
    serve([colleague]);
    renderWithProviders(<UsersList user={scheduler} />, { route: '/user' });
    expect(await screen.findByText('Sofia Ramirez')).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['#', 'NAME', 'PHONE', 'EMAIL', 'ROLE', 'DEPARTMENT']);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('says "No data found" for an empty list', async () => {
    signIn(demoUser);
    serve([]);
    renderWithProviders(<UsersList user={demoUser} />, { route: '/user' });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('reads page, size, search and filters from the address and numbers rows across pages', async () => {
    signIn(demoUser);
    const bodies = serve([colleague], { total: 31 });
    renderWithProviders(<UsersList user={demoUser} />, {
      route: `/user?page=2&pageSize=25&search=sofia&status=inactive&role=scheduler&department=${cardiology._id}`,
    });
    const row = (await screen.findByText('Sofia Ramirez')).closest('tr');
    expect(row && within(row).getAllByRole('cell')[0]).toHaveTextContent('26');
    expect(bodies[0]).toEqual({
      page: 2,
      pageSize: 25,
      searchText: 'sofia',
      departmentId: cardiology._id,
      role: 'scheduler',
      status: 'inactive',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sofia');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Suspended');
    expect(screen.getByText('26–31 of 31')).toBeInTheDocument();
  });

  it('offers only the actions that fit each row, and only Edit on the admin\u2019s own row', async () => {
    signIn(demoUser);
    const suspended = userRow({ _id: 'c1', name: 'Sam Suspended', suspended: true, suspendedNote: 'On leave' });
    const deleted = userRow({ _id: 'c2', name: 'Dana Deleted', deleted: true });
    const invited = userRow({ _id: 'c3', name: 'Ivy Invited', passwordSet: false });
    const pending = userRow({ _id: 'c4', name: 'Pat Pending', approved: false, role: 'scheduler' });
    serve([self, suspended, deleted, invited, pending]);
    const user = userEvent.setup();
    renderWithProviders(<UsersList user={demoUser} />, { route: '/user?status=all' });

    const menuFor = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
      const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
      const labels = items.map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return labels;
    };
    expect(await menuFor(self.name)).toEqual(['Edit']);
    expect(await menuFor('Sam Suspended')).toEqual(['Edit', 'Revoke Suspension', 'Delete']);
    expect(await menuFor('Dana Deleted')).toEqual(['Restore']);
    expect(await menuFor('Ivy Invited')).toEqual(['Edit', 'Resend invitation', 'Suspend', 'Delete']);
    expect(await menuFor('Pat Pending')).toEqual(['Approve', 'Edit', 'Delete']);

    for (const chip of ['Active', 'Suspended', 'Deleted', 'Invited', 'Pending approval']) {
      expect(screen.getByText(chip)).toBeInTheDocument();
    }
  });

  it('deletes a user after the confirmation and shows the server message', async () => {
    signIn(demoUser);
    serve([self, colleague]);
    const user = userEvent.setup();
    renderWithProviders(<UsersList user={demoUser} />, { route: '/user' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Sofia Ramirez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByText(MSG.users.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.users.deleted)).toBeInTheDocument();
    const call = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe(`/api/user/user/${colleague._id}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete User' })).not.toBeInTheDocument());
  });

  it('asks for a note before suspending', async () => {
    signIn(demoUser);
    serve([self, colleague]);
    const user = userEvent.setup();
    renderWithProviders(<UsersList user={demoUser} />, { route: '/user' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Sofia Ramirez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(MSG.users.noteRequired.trim())).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Note' }));
    await user.paste('x'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(MSG.users.noteLength)).toBeInTheDocument();
    expect(within(dialog).getByText('251/250')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => (url as string).endsWith('/suspend'))).toBe(false);
  });
});
