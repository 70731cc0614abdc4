import type { SessionUser } from '@casecover/shared';
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders, stubScreenWidth } from '@/test/render';
import { CalendarDashboard } from '../components/calendar-dashboard';
import { prefetchDashboard } from './prefetch-dashboard';

const task = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Pacemaker Implant',
  start: '2026-11-25T14:00:00.000Z',
  end: '2026-11-25T15:00:00.000Z',
  taskstatus: 'pending',
  isEmergency: false,
  companyData: { name: 'MedVance Surgical' },
  assignedTo: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
const dashboardCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/dashboard')).map(([, init]) => init as RequestInit);

beforeEach(() => {
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      String(url).endsWith('/dashboard')
        ? jsonResponse(200, { status: 200, data: { tasks: [task], hidden: [], upcoming_tasks: [task] } })
        : jsonResponse(200, { status: 200, data: [] }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Opens `address` as the entry does: the early call first, then the dashboard drawn. */
async function open(address: string, user: SessionUser, phone = false) {
  stubScreenWidth(phone);
  saveSession({ token: fakeJwt(), user, remember: true });
  window.history.replaceState(null, '', address);
  prefetchDashboard();
  const timeZone = getSession()?.timeZone ?? '';
  renderWithProviders(<CalendarDashboard user={user} timeZone={timeZone} />, { route: address });
  expect(await screen.findAllByText(/Pacemaker Implant/)).not.toHaveLength(0);
}

const scheduler: SessionUser = {
  ...demoUser,
  role: 'scheduler',
  departmentId: '5b0c1f7e-8a4d-4c2b-9e1a-3f6d7c8b9a01',
  departmentName: 'Cardiology',
};
const rep: SessionUser = {
  ...demoUser,
  role: 'rep',
  accountId: null,
  accountName: null,
  companyId: 'c1',
  companyName: 'MedVance Surgical',
};
const DEPARTMENT = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

describe('the calendar asked for while the app loads', { timeout: 20_000 }, () => {
  it.each([
    ['the month by default on a wide screen', '/dashboard', demoUser, false],
    ['a week and day the address names', '/dashboard?view=week&date=2026-11-18', demoUser, false],
    ['the list by default on a phone', '/dashboard', demoUser, true],
    ['a rep’s day on his phone', '/dashboard', rep, true],
    ['the department the address names, for an admin', `/dashboard?departmentId=${DEPARTMENT}`, demoUser, false],
    [
      'no department for a scheduler, whatever the address says',
      `/dashboard?departmentId=${DEPARTMENT}`,
      scheduler,
      false,
    ],
  ] as const)('is the call the dashboard makes: %s (asked once)', async (_case, address, user, phone) => {
    await open(address, user, phone);
    expect(dashboardCalls()).toHaveLength(1);
  });

  it('is not taken for another range: the dashboard asks for its own', async () => {
    stubScreenWidth(false);
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    window.history.replaceState(null, '', '/dashboard?view=month&date=2026-10-05');
    prefetchDashboard();
    const timeZone = getSession()?.timeZone ?? '';
    renderWithProviders(<CalendarDashboard user={demoUser} timeZone={timeZone} />, {
      route: '/dashboard?view=month&date=2026-11-05',
    });
    expect(await screen.findAllByText(/Pacemaker Implant/)).not.toHaveLength(0);
    const bodies = dashboardCalls().map((init) => JSON.parse(init.body as string) as { startDate: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.startDate).toBe('2026-11-01T05:00:00.000Z');
  });

  it('draws an answer that arrived before the dashboard in its first render, and does not ask again', async () => {
    stubScreenWidth(false);
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    window.history.replaceState(null, '', '/dashboard?view=month&date=2026-11-05');
    prefetchDashboard();
    // The answer is read (its body parsed) before the app draws.
    await fetchMock.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const timeZone = getSession()?.timeZone ?? '';
    // What each commit put on the page: the month's entry, and the Pending panel's row.
    const commits: { month: boolean; pending: boolean }[] = [];
    const seen = () =>
      commits.push({
        month: document.querySelector('[data-task-id]') !== null,
        pending: screen.queryByRole('link', { name: /Pacemaker Implant/ }) !== null,
      });
    renderWithProviders(
      <Profiler id="dashboard" onRender={seen}>
        <CalendarDashboard user={demoUser} timeZone={timeZone} />
      </Profiler>,
      { route: '/dashboard?view=month&date=2026-11-05' },
    );
    // Drawn at once: no frame of placeholders first.
    expect(
      screen.getByRole('button', { name: /^\d+:\d\d[ap] Pacemaker Implant MedVance Surgical\./ }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading tasks')).not.toBeInTheDocument();
    // The Pending panel follows in its own render: the first commit holds the month alone.
    expect(await screen.findByRole('link', { name: /Pacemaker Implant/ })).toBeInTheDocument();
    expect(commits[0]).toEqual({ month: true, pending: false });
    expect(commits.at(-1)).toEqual({ month: true, pending: true });
    expect(dashboardCalls()).toHaveLength(1);
  });

  it('asks nothing for a user not yet approved, who sees no calendar', () => {
    stubScreenWidth(false);
    saveSession({ token: fakeJwt(), user: { ...demoUser, approved: false }, remember: true });
    window.history.replaceState(null, '', '/dashboard');
    prefetchDashboard();
    expect(dashboardCalls()).toHaveLength(0);
  });
});
