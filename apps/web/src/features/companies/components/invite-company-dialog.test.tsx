import { MSG } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { InviteCompanyDialog } from './invite-company-dialog';

const M = MSG.companyInvite;
const MEDVANCE = {
  _id: '6f1d2c3b-0000-4000-8000-000000000001',
  name: 'MedVance Surgical',
  size: 'large',
  linked: false,
};
const CARDIO = {
  _id: '6f1d2c3b-0000-4000-8000-000000000002',
  name: 'CardioPoint Medical',
  size: 'small',
  linked: true,
};
const DIVISION = { _id: '6f1d2c3b-0000-4000-8000-000000000003', name: 'Cardiovascular' };

const urlOf = (input: RequestInfo | URL | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

/** The server: company search, divisions, and the invite answering `invite`. */
function serve(invite: Response) {
  vi.mocked(fetch).mockImplementation((input) => {
    const url = urlOf(input);
    if (url.endsWith('/invitations/companies')) {
      return Promise.resolve(jsonResponse(200, { status: 200, data: [CARDIO, MEDVANCE] }));
    }
    if (url.endsWith('/divisionlist')) {
      return Promise.resolve(jsonResponse(200, { status: 200, data: { finalDivision: [DIVISION] } }));
    }
    return Promise.resolve(invite);
  });
}

function inviteRequests() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => urlOf(url).endsWith('/company/invite'))
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe('Invite Company dialog', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('asks for a company, and a typed new name reveals the contact fields with their messages', async () => {
    serve(jsonResponse(200, { status: 200, msg: M.newSent }));
    const user = userEvent.setup();
    renderWithProviders(<InviteCompanyDialog open onClose={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(M.companyRequired)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Brightline Medical');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company Size' })).toHaveTextContent('Medium');
    expect(screen.getByRole('combobox', { name: 'Company Type' })).toHaveTextContent('Clinical');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'O');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '555');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    for (const message of [M.firstNameRequired, M.lastNameLength, M.emailFormat, M.phoneFormat]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(inviteRequests()).toEqual([]);
  });

  it('sends a new company with its contact, says so and closes after 1 s', async () => {
    serve(jsonResponse(200, { status: 200, msg: M.newSent }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<InviteCompanyDialog open onClose={onClose} />);
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Brightline Medical');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maya');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), "O'Neil");
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@brightline.test');
    await user.type(screen.getByRole('textbox', { name: 'Division' }), 'East');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(M.newSent)).toBeInTheDocument();
    expect(inviteRequests()).toEqual([
      {
        companyId: '',
        companyName: 'Brightline Medical',
        divisioninvite: '',
        firstName: 'Maya',
        lastName: "O'Neil",
        email: 'maya@brightline.test',
        phone: '',
        divisionName: 'East',
        size: 'medium',
        type: 'clinical',
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('asks for the division of a large company picked from the list; a linked one cannot be picked', async () => {
    serve(jsonResponse(200, { status: 200, msg: M.existingSent }));
    const user = userEvent.setup();
    renderWithProviders(<InviteCompanyDialog open onClose={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'M');
    expect(await screen.findByRole('option', { name: /CardioPoint Medical/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: /MedVance Surgical/ }));
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(M.divisionRequired)).toBeInTheDocument();
    expect(inviteRequests()).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    await user.click(await screen.findByRole('option', { name: 'Cardiovascular' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(M.existingSent)).toBeInTheDocument();
    expect(inviteRequests()).toEqual([{ companyId: MEDVANCE._id, divisioninvite: DIVISION._id }]);
  });

  it('shows the server’s message of a refused invite in the dialog and stays open', async () => {
    serve(jsonResponse(400, { status: 400, msg: M.emailTaken }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<InviteCompanyDialog open onClose={onClose} />);
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Brightline Medical');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maya');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Neil');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@northside.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(M.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
