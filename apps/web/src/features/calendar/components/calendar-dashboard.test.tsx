import type { SessionUser } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders, stubScreenWidth } from '@/test/render';
import { CalendarDashboard } from './calendar-dashboard';

const NY = 'America/New_York';

const upcoming = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Pacemaker Implant',
  start: '2026-11-25T14:00:00.000Z',
  end: '2026-11-25T15:00:00.000Z',
  taskstatus: 'pending',
  isEmergency: false,
  companyData: { name: 'MedVance Surgical' },
  assignedTo: null,
};

const longName = {
  ...upcoming,
  _id: '00000000-0000-4000-8000-000000000002',
  title: 'Aneurysm Coiling with Flow Diverter',
  taskstatus: 'assigned',
  companyData: { name: 'NeuroPath Devices' },
};

function dashboardAnswer() {
  return jsonResponse(200, { status: 200, data: { tasks: [longName], hidden: [], upcoming_tasks: [upcoming] } });
}

function renderAs(user: SessionUser) {
  saveSession({ token: fakeJwt(), user, remember: true });
  return renderWithProviders(<CalendarDashboard user={user} timeZone={NY} />, { route: '/dashboard' });
}

describe('CalendarDashboard Pending panel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(url.endsWith('/dashboard') ? dashboardAnswer() : jsonResponse(200, { status: 200, data: [] })),
      ),
    );
  });

  it.each([
    [
      'a scheduler',
      { role: 'scheduler', departmentId: '5b0c1f7e-8a4d-4c2b-9e1a-3f6d7c8b9a01', departmentName: 'Cardiology' },
    ],
    ['the Super Admin', { role: 'super_admin', accountId: null, accountName: null }],
    ['a rep', { role: 'rep', accountId: null, accountName: null, companyId: 'c1', companyName: 'MedVance Surgical' }],
  ] as const)('starts the list right under its title for %s, with no empty filter box', async (_who, change) => {
    renderAs({ ...demoUser, ...change });
    const panel = screen.getByRole('region', { name: 'Pending' });
    expect(await screen.findByRole('link', { name: /Pacemaker Implant/ })).toBeInTheDocument();
    // The title bar, then the list: nothing in between.
    expect(panel.children).toHaveLength(2);
  });

  it('keeps the department filter between the title and the list for an Account Admin', async () => {
    renderAs(demoUser);
    const panel = screen.getByRole('region', { name: 'Pending' });
    expect(await screen.findByRole('link', { name: /Pacemaker Implant/ })).toBeInTheDocument();
    expect(panel.children).toHaveLength(3);
  });
});

describe('CalendarDashboard on a phone', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubScreenWidth(true);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(url.endsWith('/dashboard') ? dashboardAnswer() : jsonResponse(200, { status: 200, data: [] })),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on the list of the month, each task with its time, whole name and company', async () => {
    renderAs(demoUser);
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const entry = await within(calendar).findByRole('button', {
      name: /^9:00 AM – 10:00 AM Aneurysm Coiling with Flow Diverter NeuroPath Devices /,
    });
    expect(entry).toHaveTextContent('Aneurysm Coiling with Flow Diverter');
    expect(entry).toHaveTextContent('NeuroPath Devices');
    expect(entry).toHaveTextContent('9:00 AM – 10:00 AM');
    expect(calendar.querySelector('.fc, .cc-month')).toBeNull();
  });

  it('still lets the user switch to the month grid', async () => {
    const user = userEvent.setup();
    renderAs(demoUser);
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    await user.click(within(calendar).getByRole('button', { name: 'Month' }));
    expect(within(calendar).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(calendar.querySelector('table.cc-month')).not.toBeNull();
  });
});

describe("CalendarDashboard on a rep's phone", { timeout: 20_000 }, () => {
  const rep = { ...demoUser, role: 'rep', accountId: null, accountName: null, companyId: 'c1' } as const;
  let fetched: { url: string; body: string }[] = [];
  beforeEach(() => {
    stubScreenWidth(true);
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        fetched.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
        return Promise.resolve(
          url.endsWith('/dashboard') ? dashboardAnswer() : jsonResponse(200, { status: 200, data: [] }),
        );
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on his day as a list: one local day asked for, its tasks in order, no grid', async () => {
    renderAs(rep);
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await within(calendar).findByRole('button', {
        name: /^9:00 AM – 10:00 AM Aneurysm Coiling with Flow Diverter NeuroPath Devices /,
      }),
    ).toBeVisible();
    expect(calendar.querySelector('.fc, .cc-month')).toBeNull();
    const asked = fetched.find((f) => f.url.endsWith('/dashboard'));
    const { startDate, endDate } = JSON.parse(asked?.body ?? '{}') as { startDate: string; endDate: string };
    const hours = (Date.parse(endDate) - Date.parse(startDate)) / 3_600_000;
    expect(hours).toBeGreaterThan(22);
    expect(hours).toBeLessThanOrEqual(25);
  });

  it('still lets him switch to the month list', async () => {
    const user = userEvent.setup();
    renderAs(rep);
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    await user.click(within(calendar).getByRole('button', { name: 'List' }));
    expect(within(calendar).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(calendar.querySelector('.fc, .cc-month')).toBeNull();
  });
});

describe('CalendarDashboard month grid', { timeout: 20_000 }, () => {
  let asked: { startDate: string; endDate: string }[] = [];
  beforeEach(() => {
    asked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (!url.endsWith('/dashboard')) return Promise.resolve(jsonResponse(200, { status: 200, data: [] }));
        asked.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as (typeof asked)[number]);
        return Promise.resolve(dashboardAnswer());
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the weeks the grid shows once, as it opens, and draws their tasks', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    renderWithProviders(<CalendarDashboard user={demoUser} timeZone={NY} />, {
      route: '/dashboard?view=month&date=2026-11-22',
    });
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(await within(calendar).findByRole('button', { name: /Aneurysm Coiling with Flow Diverter/ })).toBeVisible();
    // New York's midnights from Sunday 1 November (EDT) to Sunday 6 December (EST): what the grid reports.
    expect(asked.map((a) => [a.startDate, a.endDate])).toEqual([
      ['2026-11-01T04:00:00.000Z', '2026-12-06T05:00:00.000Z'],
    ]);
  });
});
