import { MSG, defaultTrial } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { AddCompanyButton } from './add-company-button';
import { AddCompanyDialog } from './add-company-dialog';

const calls = () => vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url: url as string, init }));
const jsonBody = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as Record<string, unknown>;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Harbor Spine Partners');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hello@harbor.test');
  await user.click(screen.getByRole('combobox', { name: /Size/ }));
  await user.click(screen.getByRole('option', { name: 'Large' }));
}

describe('Add Company dialog', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('fills a free code from the name, and offers a free one when a typed code is taken', async () => {
    vi.mocked(fetch)
      .mockResolvedValueOnce(jsonResponse(200, { status: 200, data: { companyId: 'HSP', isAvailable: null } }))
      .mockResolvedValueOnce(
        jsonResponse(200, {
          status: 200,
          msg: MSG.companyAdd.codeTaken,
          data: { companyId: 'HSP1', isAvailable: false },
        }),
      );
    const user = userEvent.setup();
    renderWithProviders(<AddCompanyDialog open onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Harbor Spine Partners');
    await user.tab();
    const code = screen.getByRole('textbox', { name: 'Company code' });
    await waitFor(() => expect(code).toHaveValue('HSP'));
    expect(jsonBody(calls()[0]?.init)).toEqual({ companyName: 'Harbor Spine Partners' });

    await user.clear(code);
    await user.type(code, 'mvs');
    expect(code).toHaveValue('MVS');
    await user.tab();
    expect(await screen.findByText(MSG.companyAdd.codeTaken)).toBeInTheDocument();
    expect(jsonBody(calls()[1]?.init)).toEqual({ companyName: 'Harbor Spine Partners', companyId: 'MVS' });
    await user.click(screen.getByRole('button', { name: 'Use HSP1' }));
    expect(code).toHaveValue('HSP1');
  });

  it('shows the spec\u2019s messages for a bad website and price and the missing fields, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddCompanyDialog open onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'not a site');
    const price = screen.getByRole('textbox', { name: /Price per user/ });
    await user.clear(price);
    await user.type(price, '1234567');
    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    expect(await screen.findByText(MSG.companyAdd.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.companyAdd.website)).toBeInTheDocument();
    expect(screen.getByText(MSG.companyAdd.price)).toBeInTheDocument();
    expect(screen.getByText(MSG.companyAdd.sizeRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.companyAdd.emailRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the form with its defaults as multipart, says so, then closes', async () => {
    vi.mocked(fetch).mockImplementation((url) =>
      Promise.resolve(
        (url as string).endsWith('/addCompany')
          ? jsonResponse(201, { status: 201, msg: MSG.companyAdd.added, data: { _id: 'c1', companyId: 'HSP' } })
          : jsonResponse(200, { status: 200, data: { companyId: 'HSP', isAvailable: null } }),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddCompanyDialog open onClose={onClose} />);
    await fillRequired(user);
    const price = screen.getByRole('textbox', { name: /Price per user/ });
    await user.clear(price);
    await user.type(price, '$2,500');
    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    expect(await screen.findByText(MSG.companyAdd.added)).toBeInTheDocument();
    const add = calls().find((c) => c.url.endsWith('/addCompany'));
    const body = add?.init?.body as FormData;
    const trial = defaultTrial(body.get('trialStart') as string);
    expect(Object.fromEntries(body.entries())).toMatchObject({
      companyName: 'Harbor Spine Partners',
      companyId: 'HSP',
      email: 'hello@harbor.test',
      size: 'large',
      type: 'clinical',
      billingType: '1',
      pricePerUser: '2500.00',
      trialEnd: trial.trialEnd,
    });
    expect(body.get('companyLogo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Company' })).toBeDisabled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
  });

  it('says "Something went wrong, Please try again later" when the server cannot be reached', async () => {
    vi.mocked(fetch).mockImplementation((url) =>
      (url as string).endsWith('/addCompany')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(jsonResponse(200, { status: 200, data: { companyId: 'HSP', isAvailable: null } })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AddCompanyDialog open onClose={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Company' });
    expect(await within(dialog).findByText(MSG.companyAdd.network)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Company' })).toBeEnabled();
  });
});

describe('Add Company button', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));

  it('shows for an Account Admin and the Super Admin, and is absent for anyone else', () => {
    for (const [role, shown] of [
      ['account_admin', true],
      ['super_admin', true],
      ['master_scheduler', false],
      ['scheduler', false],
      ['company_admin', false],
    ] as const) {
      saveSession({ token: fakeJwt(), user: { ...demoUser, role }, remember: false });
      const { unmount } = renderWithProviders(<AddCompanyButton />);
      expect(screen.queryAllByRole('button', { name: 'Add Company' }), role).toHaveLength(shown ? 1 : 0);
      unmount();
    }
  });
});
