import { MSG } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { DepartmentsScreen } from './departments-screen';

const list = [
  { _id: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a01', name: 'Cardiology' },
  { _id: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a02', name: 'Neurology' },
  { _id: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a03', name: 'Radiology' },
];

function answerList(data = list) {
  vi.mocked(fetch).mockImplementation((input) =>
    Promise.resolve(
      (input as string).endsWith('/get_department')
        ? jsonResponse(200, { status: 200, data })
        : jsonResponse(409, { status: 409, msg: MSG.departments.inUse(12, 2) }),
    ),
  );
}

describe('Departments screen', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('shows a reader the names and the search, without +Add Department, Edit or Delete', async () => {
    answerList();
    renderWithProviders(<DepartmentsScreen canManage={false} />);
    const grid = await screen.findByRole('list', { name: 'Departments' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cardiology', 'Neurology', 'Radiology']);
    expect(screen.queryByRole('button', { name: '+Add Department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });

  it('filters as the user types, ignoring case, and says when nothing matches', async () => {
    answerList();
    const user = userEvent.setup();
    renderWithProviders(<DepartmentsScreen canManage />);
    await screen.findByRole('list', { name: 'Departments' });
    await user.type(screen.getByRole('searchbox', { name: 'Search departments' }), 'OLOGY');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search departments' }), 'x');
    expect(screen.getByText(MSG.departments.noMatch)).toBeInTheDocument();
  });

  it('gives the Account Admin Edit and Delete on each tile, and shows a refused delete with its counts', async () => {
    answerList();
    const user = userEvent.setup();
    renderWithProviders(<DepartmentsScreen canManage />);
    expect(await screen.findByRole('button', { name: 'Edit Neurology' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+Add Department' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Cardiology' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    expect(within(dialog).getByText(MSG.departments.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This department has 12 tasks and 2 schedulers; it cannot be deleted.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says when the hospital has no departments yet, and offers a retry when the list fails', async () => {
    answerList([]);
    const { unmount } = renderWithProviders(<DepartmentsScreen canManage />);
    expect(await screen.findByText(MSG.departments.empty)).toBeInTheDocument();
    expect(screen.getByText(MSG.departments.emptyAdmin)).toBeInTheDocument();
    unmount();

    vi.mocked(fetch).mockResolvedValue(jsonResponse(500, { status: 500, msg: MSG.serverError }));
    renderWithProviders(<DepartmentsScreen canManage={false} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(MSG.departments.loadFailed))).toBeInTheDocument();
  });
});
