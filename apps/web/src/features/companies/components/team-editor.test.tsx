import { MSG, type SessionUser, type TeamPerson } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { CompanyTeams } from './company-teams';

const COMPANY = '5b0e6f58-6a4b-4f5e-9d43-0a6c1f1b2c3d';

const team = {
  status: 200,
  data: {
    size: 'small',
    levels: ['region', 'territory'],
    admins: [],
    units: [
      {
        _id: 'r1',
        name: 'Coastal',
        level: 'region',
        managers: [{ _id: 'm1', name: 'Nora Lane', phone: null, email: 'nora@harbor.test' }],
        reps: [],
        children: [
          {
            _id: 't1',
            name: 'Savannah',
            level: 'territory',
            managers: [],
            reps: [{ _id: 'p1', name: 'Ray Cole', phone: null, email: 'ray@harbor.test' }],
            children: [],
          },
        ],
      },
    ],
  },
};

const person = (p: Partial<TeamPerson> & Pick<TeamPerson, '_id' | 'name' | 'role'>): TeamPerson => ({
  email: `${p._id}@harbor.test`,
  suspended: false,
  unitId: null,
  unitName: null,
  unitLevel: null,
  ...p,
});
const people = [
  person({ _id: 'p1', name: 'Ray Cole', role: 'rep', unitId: 't1', unitName: 'Savannah', unitLevel: 'territory' }),
  person({ _id: 'p2', name: 'Lena Park', role: 'rep' }),
  person({ _id: 'm1', name: 'Nora Lane', role: 'manager', unitId: 'r1', unitName: 'Coastal', unitLevel: 'region' }),
];

const companyAdmin: SessionUser = { ...demoUser, role: 'company_admin', accountId: null, companyId: COMPANY };

type Reply = (url: string, init: RequestInit) => Response | undefined;
/** Answers the team and the people from fixtures, and everything else from `reply`; records each call. */
function serve(reply: Reply = () => undefined) {
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const answer = reply(url, init);
    if (answer) return Promise.resolve(answer);
    if (url.endsWith('/api/company/team')) return Promise.resolve(jsonResponse(200, team));
    if (url.endsWith('/api/company/team/people'))
      return Promise.resolve(jsonResponse(200, { status: 200, data: people }));
    return Promise.resolve(jsonResponse(404, { status: 404, msg: MSG.notFound }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const callsTo = (fetchMock: ReturnType<typeof serve>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url.endsWith(path) && init?.method === method);

async function openAction(unitLabel: string, action: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${unitLabel}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

describe('Teams tab editing', () => {
  beforeEach(() => saveSession({ token: fakeJwt(), user: companyAdmin, remember: false }));

  it('shows readers the tree without any edit control', async () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    serve();
    renderWithProviders(<CompanyTeams companyId={COMPANY} />);
    expect(await screen.findByRole('listitem', { name: 'Territory Savannah' })).toHaveTextContent('Ray Cole');
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Region' })).not.toBeInTheDocument();
  });

  it('offers a territory no child level, and the top level no move', async () => {
    serve();
    renderWithProviders(<CompanyTeams companyId={COMPANY} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Territory Savannah' }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Rename', 'Move', 'Assign people', 'Remove']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Region Coastal' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Add Territory',
      'Rename',
      'Assign people',
      'Remove',
    ]);
  });

  it('adds a territory under the region and says so', async () => {
    const fetchMock = serve((url, init) =>
      url.endsWith('/team/unit') && init.method === 'POST'
        ? jsonResponse(200, {
            status: 200,
            msg: 'Territory "Tybee" added.',
            data: { _id: 't2', name: 'Tybee', level: 'territory', parentId: 'r1' },
          })
        : undefined,
    );
    renderWithProviders(<CompanyTeams companyId={COMPANY} />);
    const user = await openAction('Region Coastal', 'Add Territory');
    const dialog = screen.getByRole('dialog', { name: 'Add Territory to Coastal' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: 'Territory Name' }));
    await user.paste('x'.repeat(101));
    expect(await within(dialog).findByText(MSG.teams.nameLength)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Territory Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Territory Name' }), 'Tybee{Enter}');
    expect(await screen.findByText('Territory "Tybee" added.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/team/unit');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ companyId: COMPANY, parentId: 'r1', name: 'Tybee' });
  });

  it('shows a refused removal with the server\u2019s count and does not offer it again', async () => {
    const refusal = MSG.teams.hasPeople('territory', 1);
    serve((url, init) => (init.method === 'DELETE' ? jsonResponse(400, { status: 400, msg: refusal }) : undefined));
    renderWithProviders(<CompanyTeams companyId={COMPANY} />);
    const user = await openAction('Territory Savannah', 'Remove');
    const dialog = screen.getByRole('dialog', { name: 'Remove Territory' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('offers to assign only people of the unit\u2019s role who are not in it yet', async () => {
    const fetchMock = serve((url, init) =>
      url.endsWith('/team/member') && init.method === 'PUT'
        ? jsonResponse(200, {
            status: 200,
            msg: MSG.teams.assigned('Lena Park', 'Savannah'),
            data: { ...people[1], unitId: 't1', unitName: 'Savannah', unitLevel: 'territory' },
          })
        : undefined,
    );
    renderWithProviders(<CompanyTeams companyId={COMPANY} />);
    const user = await openAction('Territory Savannah', 'Assign people');
    const dialog = screen.getByRole('dialog', { name: 'Assign people to Savannah' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(MSG.teams.pickPerson)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Sales Rep' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Lena ParkSales Rep · not placed yet']);
    await user.click(options[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(MSG.teams.assigned('Lena Park', 'Savannah'))).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/team/member')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'PUT', '/team/member');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ companyId: COMPANY, userId: 'p2', unitId: 't1' });
  });
});
