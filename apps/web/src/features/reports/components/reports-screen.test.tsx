import { MSG, type ReportData } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { ReportsScreen } from './reports-screen';

const ZONE = 'America/Chicago';
const ACCOUNT_ID = '1a8d7c0e-42f4-4f0e-8b8f-5b1d3c2e9a77';

const FILTERS = {
  departments: [
    { _id: 'dep-card', name: 'Cardiology' },
    { _id: 'dep-ortho', name: 'Orthopedics' },
  ],
  companies: [{ _id: 'co-med', name: 'MedVance Surgical', size: 'large', type: 'clinical' }],
  accounts: [],
  units: [],
  company: null,
};

function tableOf(rows: { name: string; tasks: number; accountId?: string }[]): ReportData {
  return {
    xaxis: rows.map((r) => r.name),
    yaxis: [{ name: 'Tasks', data: rows.map((r) => r.tasks) }],
    tableData: rows.map((r) => ({
      account: r.name,
      tasks: r.tasks,
      ...(r.accountId ? { accountId: r.accountId } : {}),
    })),
    tableHeaders: [
      { key: 'account', label: 'Account' },
      { key: 'tasks', label: 'Tasks' },
    ],
    chart: 'column',
    axisTitle: { x: 'Account', y: 'Tasks' },
  };
}

/** The address a stubbed fetch was called with (the client always passes a string). */
const pathOf = (url: unknown) => (typeof url === 'string' ? url : '');

const ok = (data: unknown) => jsonResponse(200, { status: 200, data });

function LocationProbe() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderScreen(route: string) {
  return renderWithProviders(
    <>
      <ReportsScreen user={demoUser} timeZone={ZONE} />
      <LocationProbe />
    </>,
    { route },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

function callsTo(path: string) {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => pathOf(url).endsWith(path))
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ReportsScreen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/report/filters')) return Promise.resolve(ok(FILTERS));
        if (url.endsWith('/report/salesReps')) return Promise.resolve(ok([]));
        return Promise.resolve(ok(tableOf([{ name: 'Northside Hospital', tasks: 7 }])));
      }),
    );
  });

  it('shows the view a copied link describes, and asks the server with those filters', async () => {
    renderScreen('/reports?report=procedure&from=2026-09-01&to=2026-09-30&departmentId=dep-card&tab=table');
    expect(screen.getByRole('combobox', { name: 'Report' })).toHaveTextContent('Procedure Report');
    expect(screen.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'Northside Hospital' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Cardiology'));
    // Procedure is not grouped: no Group By, and both lists are offered.
    expect(screen.queryByRole('combobox', { name: 'Group By' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAttribute('placeholder', 'Search Company');
    expect(callsTo('/report/procedureReport')).toEqual([
      {
        startDate: '2026-09-01T05:00:00.000Z',
        endDate: '2026-10-01T04:59:59.999Z',
        timeZone: ZONE,
        groupBy: 'department',
        departmentId: 'dep-card',
        companyId: '',
        accountId: '',
        level: '',
        levelId: '',
        companySize: '',
      },
    ]);
  });

  it('writes each change to the address, and the defaults leave it plain', async () => {
    vi.mocked(fetch).mockImplementation((url) =>
      Promise.resolve(ok(pathOf(url).endsWith('/report/filters') ? FILTERS : tableOf([]))),
    );
    renderScreen('/reports');
    expect(await screen.findByText(MSG.reports.noChartData)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Report' })).toHaveTextContent('Activity Report');
    expect(screen.getByRole('combobox', { name: 'Group By' })).toHaveTextContent('Department');
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    expect(address()).toBe('');

    await choose('Group By', 'Company');
    expect(address()).toBe('?groupBy=company');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    await choose('Department', 'Orthopedics');
    expect(address()).toBe('?groupBy=company&departmentId=dep-ortho');
    await userEvent.click(screen.getByRole('tab', { name: 'Table' }));
    expect(address()).toBe('?groupBy=company&departmentId=dep-ortho&tab=table');
    expect(await screen.findByText(MSG.reports.noTableData)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('/report/task/completed').at(-1)).toMatchObject({ groupBy: 'company', departmentId: 'dep-ortho' }),
    );
  });

  it('keeps the newer answer when an older one arrives after it', async () => {
    let answerOld: (r: Response) => void = () => undefined;
    vi.mocked(fetch).mockImplementation((url) => {
      const path = pathOf(url);
      if (path.endsWith('/report/filters')) return Promise.resolve(ok(FILTERS));
      if (path.endsWith('/report/procedureReport')) return new Promise<Response>((resolve) => (answerOld = resolve));
      return Promise.resolve(ok(tableOf([{ name: 'Pipeline answer', tasks: 3 }])));
    });
    renderScreen('/reports?report=procedure&tab=table');
    await waitFor(() => expect(callsTo('/report/procedureReport')).toHaveLength(1));
    await choose('Report', 'Pipeline Report');
    expect(await screen.findByRole('cell', { name: 'Pipeline answer' })).toBeInTheDocument();
    answerOld(ok(tableOf([{ name: 'Procedure answer', tasks: 9 }])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('cell', { name: 'Pipeline answer' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Procedure answer' })).not.toBeInTheDocument();
  });

  it('shows the empty table message, and the server\u2019s failure as Something went wrong', async () => {
    vi.mocked(fetch).mockImplementation((url) => {
      const path = pathOf(url);
      if (path.endsWith('/report/filters')) return Promise.resolve(ok(FILTERS));
      if (path.endsWith('/report/pipeLine')) return Promise.resolve(jsonResponse(500, { status: 500, msg: 'boom' }));
      return Promise.resolve(ok(tableOf([])));
    });
    renderScreen('/reports?report=products&tab=table');
    expect(await screen.findByText(MSG.reports.noTableData)).toBeInTheDocument();
    await choose('Report', 'Pipeline Report');
    expect(await screen.findByText(MSG.reports.failed)).toBeInTheDocument();
  });

  it('opens the Sales Reps popup from the keyboard on an Account cell and asks for that account\u2019s reps', async () => {
    vi.mocked(fetch).mockImplementation((url) => {
      const path = pathOf(url);
      if (path.endsWith('/report/filters')) return Promise.resolve(ok(FILTERS));
      if (path.endsWith('/report/salesReps')) {
        return Promise.resolve(
          ok([
            {
              _id: 'r1',
              name: 'Jordan Ellis',
              email: 'rep@medvance.test',
              phone: '555-0100',
              companyName: 'MedVance',
              tasks: 4,
            },
          ]),
        );
      }
      return Promise.resolve(ok(tableOf([{ name: 'Northside Hospital', tasks: 7, accountId: ACCOUNT_ID }])));
    });
    renderScreen('/reports?report=cancellations&from=2026-09-01&tab=table');
    const cell = await screen.findByRole('button', { name: 'Northside Hospital' });
    expect(callsTo('/report/salesReps')).toEqual([]);
    cell.focus();
    const popup = await screen.findByRole('dialog', { name: 'Sales Reps of Northside Hospital' });
    expect(await within(popup).findByText('Jordan Ellis')).toBeInTheDocument();
    expect(popup).toHaveTextContent('rep@medvance.test');
    expect(popup).toHaveTextContent('4 tasks');
    expect(callsTo('/report/salesReps')).toEqual([
      expect.objectContaining({ accountId: ACCOUNT_ID, startDate: '2026-09-01T05:00:00.000Z', timeZone: ZONE }),
    ]);
    // Tab goes on into the popup (a long list scrolls there); Escape closes it and returns to the cell.
    await userEvent.tab();
    expect(popup).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell).toHaveFocus();
    expect(cell).toHaveAttribute('aria-expanded', 'false');
  });
});
