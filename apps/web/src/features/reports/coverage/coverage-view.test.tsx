// vitest: isolate (ECharts draws into jsdom, whose canvas has no 2D context: beside other files in one worker its paint throws)
import { MSG, type CoverageData, type ReportInput } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { CoverageView } from './coverage-view';

const NOVEMBER: ReportInput = {
  startDate: '2026-11-02T05:00:00.000Z',
  endDate: '2026-11-05T04:59:59.999Z',
  timeZone: 'America/New_York',
};
const OCTOBER: ReportInput = { ...NOVEMBER, startDate: '2026-10-05T04:00:00.000Z' };

const count = (total: number, uncovered: number) => ({ total, uncovered, rate: total ? uncovered / total : 0 });
const coverage: CoverageData = {
  bucket: 'day',
  overall: count(6, 2),
  periods: [
    { period: '2026-11-02', label: 'Nov 2', ...count(3, 1) },
    { period: '2026-11-03', label: 'Nov 3', ...count(0, 0) },
    { period: '2026-11-04', label: 'Nov 4', ...count(3, 1) },
  ],
  byDepartment: [
    { _id: 'd2', name: 'Neurology', ...count(2, 1) },
    { _id: 'd1', name: 'Cardiology', ...count(4, 1) },
  ],
  byCompany: [
    { _id: 'c2', name: 'Ortholine Devices', ...count(1, 1) },
    { _id: 'c1', name: 'MedVance Surgical', ...count(5, 1) },
  ],
  acceptance: { medianMinutes: 52.5, accepted: 4 },
};
const empty: CoverageData = {
  ...coverage,
  overall: count(0, 0),
  periods: coverage.periods.map((p) => ({ ...p, ...count(0, 0) })),
  byDepartment: [],
  byCompany: [],
  acceptance: { medianMinutes: null, accepted: 0 },
};

/** The body of a call: the view sends JSON text. */
const sent = (init?: RequestInit) => JSON.parse(init?.body as string) as ReportInput;

/** Answers POST /api/report/coverage with `reply(body)`; records each call. */
function serve(reply: (body: ReportInput) => Promise<Response> | Response) {
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    if (!url.endsWith('/api/report/coverage') || init.method !== 'POST') {
      return Promise.resolve(jsonResponse(404, { status: 404, msg: MSG.notFound }));
    }
    return Promise.resolve(reply(sent(init)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: CoverageData) => jsonResponse(200, { status: 200, data });
const figure = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from((r as HTMLTableRowElement).cells, (c) => c.textContent));

/** The reports screen's part: filters that change from outside the view. */
function FilterSwitch() {
  const [filters, setFilters] = useState(NOVEMBER);
  return (
    <>
      <button type="button" onClick={() => setFilters(OCTOBER)}>
        Choose October
      </button>
      <CoverageView filters={filters} />
    </>
  );
}

describe('CoverageView', () => {
  beforeEach(() => saveSession({ token: fakeJwt(), user: demoUser, remember: false }));

  it('posts the filters and shows the headline figures and the two tables', async () => {
    const fetchMock = serve(() => ok(coverage));
    renderWithProviders(<CoverageView filters={NOVEMBER} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Uncovered rate' })).toHaveTextContent('33.3%');
    expect(figure('Uncovered rate')).toHaveTextContent('2 of 6 tasks uncovered');
    expect(figure('Median time to acceptance')).toHaveTextContent('0 h 53 min');
    expect(figure('Accepted tasks')).toHaveTextContent('4');
    expect(sent(fetchMock.mock.calls[0]?.[1])).toEqual(NOVEMBER);
    expect(rowsOf(screen.getByRole('table', { name: 'Uncovered rate by department' }))).toEqual([
      ['Neurology', '2', '1', '50%'],
      ['Cardiology', '4', '1', '25%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Uncovered rate by company' }))).toEqual([
      ['Ortholine Devices', '1', '1', '100%'],
      ['MedVance Surgical', '5', '1', '20%'],
    ]);
  });

  it('gives the chart its figures as a table, opened from the keyboard', async () => {
    serve(() => ok(coverage));
    renderWithProviders(<CoverageView filters={NOVEMBER} />);
    const chart = await screen.findByRole('img', { name: 'Uncovered rate by period' });
    const toggle = screen.getByRole('button', { name: 'Figures by day' });
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Uncovered rate by day' });
    expect(chart).toHaveAttribute('aria-describedby', table.id);
    expect(rowsOf(table)).toEqual([
      ['Nov 2', '3', '1', '33.3%'],
      ['Nov 3', '0', '0', '0%'],
      ['Nov 4', '3', '1', '33.3%'],
    ]);
  });

  it('says so when no task starts in the range', async () => {
    serve(() => ok(empty));
    renderWithProviders(<CoverageView filters={NOVEMBER} />);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says something went wrong when the call fails', async () => {
    serve(() => jsonResponse(500, { status: 500, msg: MSG.serverError }));
    renderWithProviders(<CoverageView filters={NOVEMBER} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('asks again when the filters change and never shows the answer to the old ones', async () => {
    let answerNovember: (r: Response) => void = () => {};
    const fetchMock = serve((body) =>
      body.startDate === NOVEMBER.startDate
        ? new Promise<Response>((resolve) => (answerNovember = resolve))
        : ok({ ...coverage, overall: count(10, 1) }),
    );
    renderWithProviders(<FilterSwitch />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose October' }));
    expect(await screen.findByText('1 of 10 tasks uncovered')).toBeInTheDocument();
    // The slow answer to November arrives last; were it to land on screen, it would within a few ticks.
    answerNovember(ok(coverage));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('1 of 10 tasks uncovered')).toBeInTheDocument();
    expect(screen.queryByText('2 of 6 tasks uncovered')).not.toBeInTheDocument();
    expect(sent(fetchMock.mock.calls[1]?.[1])).toEqual(OCTOBER);
  });
});
