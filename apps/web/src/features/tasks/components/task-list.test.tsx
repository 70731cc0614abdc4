import { MSG } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { TaskList } from './task-list';

const row = {
  _id: '0b8f6c1e-6a5e-4e0b-9d7e-1c2b3a4d5e6f',
  taskName: 'pacemaker Implant',
  taskStatus: 'assigned',
  isEmergency: true,
  companyName: 'MedVance Surgical',
  salesRep: { name: 'Jordan Ellis' },
  department: { name: 'Cardiology' },
  startDate: '2026-03-09T14:00:00.000Z',
  endDate: '2026-03-09T15:00:00.000Z',
  timeZone: 'America/New_York',
};

function listResponse(list: unknown[]) {
  return jsonResponse(200, {
    status: 200,
    list,
    pager: { currentPage: 1, endPage: 1, total: list.length, totalExact: true },
  });
}

function bodyOf(path: string): Record<string, unknown> | undefined {
  const call = vi.mocked(fetch).mock.calls.find(([url]) => (url as string).endsWith(path));
  return call ? (JSON.parse(call[1]?.body as string) as Record<string, unknown>) : undefined;
}

describe('TaskList', { timeout: 20_000 }, () => {
  beforeEach(() => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(url.endsWith('/taskList') ? listResponse([row]) : jsonResponse(200, { status: 200, data: [] })),
      ),
    );
  });

  it('shows the columns, the status, the emergency mark and dates in the user\u2019s zone', async () => {
    renderWithProviders(<TaskList role="account_admin" timeZone="America/New_York" />, { route: '/task' });
    const table = screen.getByRole('table', { name: 'Tasks' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'TASK',
      'STATUS',
      'COMPANY',
      'REP',
      'DEPARTMENT',
      'START DATE & TIME',
      'END TIME',
      'ACTIONS',
    ]);
    expect(await screen.findByText('Pacemaker Implant')).toBeInTheDocument();
    expect(table).toHaveTextContent('03-09-2026-10:00 AM');
    expect(table).toHaveTextContent('03-09-2026-11:00 AM');
    expect(screen.getByText('Assigned')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Emergency' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/task/${row._id}`);
    expect(bodyOf('/taskList')).toMatchObject({ nextpage: 1, pagesize: 10, taskStatus: 'upcoming' });
  });

  it('sends the filters from the URL, the date range in UTC', async () => {
    renderWithProviders(<TaskList role="account_admin" timeZone="America/Chicago" />, {
      route: '/task?status=cancelled&priority=normal&from=2026-01-15&to=2026-01-16&page=2&size=50',
    });
    await waitFor(() => expect(bodyOf('/taskList')).toBeDefined());
    expect(bodyOf('/taskList')).toEqual({
      nextpage: 2,
      pagesize: 50,
      taskStatus: 'cancelled',
      companyId: '',
      departmentId: '',
      search: '',
      emergency: 'normal',
      searchPatientInfo: '',
      searchPatientInfoType: 0,
      startDate: '2026-01-15T06:00:00.000Z',
      endDate: '2026-01-17T05:59:59.999Z',
    });
  });

  it('says so when no task matches, and hides the Department filter from a scheduler', async () => {
    vi.mocked(fetch).mockImplementation((url) =>
      Promise.resolve(
        (url as string).endsWith('/taskList') ? listResponse([]) : jsonResponse(200, { status: 200, data: [] }),
      ),
    );
    renderWithProviders(<TaskList role="scheduler" timeZone="UTC" />, { route: '/task' });
    expect(await screen.findByText(MSG.tasks.noData)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeInTheDocument();
  });

  it('counts exactly below the server\u2019s cap and says "more than" past it', async () => {
    const { unmount } = renderWithProviders(<TaskList role="account_admin" timeZone="UTC" />, { route: '/task' });
    expect(await screen.findByText('1\u20131 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    unmount();

    const page = Array.from({ length: 10 }, (_, i) => ({ ...row, _id: `${row._id.slice(0, -2)}${10 + i}` }));
    vi.mocked(fetch).mockImplementation((url) =>
      Promise.resolve(
        (url as string).endsWith('/taskList')
          ? jsonResponse(200, {
              status: 200,
              list: page,
              pager: { currentPage: 1, endPage: 20, total: 200, totalExact: false },
            })
          : jsonResponse(200, { status: 200, data: [] }),
      ),
    );
    renderWithProviders(<TaskList role="account_admin" timeZone="UTC" />, { route: '/task' });
    expect(await screen.findByText('1\u201310 of more than 200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('shows an error when the list cannot be loaded', async () => {
    vi.mocked(fetch).mockImplementation((url) =>
      Promise.resolve(
        (url as string).endsWith('/taskList')
          ? jsonResponse(500, { status: 500, msg: MSG.serverError })
          : jsonResponse(200, { status: 200, data: [] }),
      ),
    );
    renderWithProviders(<TaskList role="account_admin" timeZone="UTC" />, { route: '/task' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.serverError);
  });
});
