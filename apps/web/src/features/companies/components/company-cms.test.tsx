import { MSG, type CmsEntry } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { CompanyCms } from './company-cms';

const COMPANY = '2f6c8a0e-5d7b-4c3a-9e1f-8b2d4a6c0e13';
const stored: CmsEntry[] = [
  { value: 'patientName', label: 'Patient Initials', checked: true, isEdited: true },
  { value: 'caseNumber', label: 'Case Number', checked: true, isEdited: false },
  { value: 'patientSurvey', label: 'Patient Survey', checked: false, isEdited: false },
];

let posted: unknown[] = [];

function serve() {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(init.body as string) as { cmsData: CmsEntry[] };
        posted.push({ url, body });
        return Promise.resolve(jsonResponse(200, { status: 200, msg: MSG.cms.updated, data: { label: body.cmsData } }));
      }
      return Promise.resolve(jsonResponse(200, { status: 200, data: { labelChange: { label: stored } } }));
    }),
  );
}

const signIn = (role: 'company_admin' | 'rep' | 'account_admin', companyId: string | null) =>
  saveSession({ token: fakeJwt(), user: { ...demoUser, role, companyId }, remember: false });

describe('CompanyCms', () => {
  beforeEach(serve);

  it('lets the Company Admin type a label only while its field is on, and asks for one when it is on', async () => {
    signIn('company_admin', COMPANY);
    const user = userEvent.setup();
    renderWithProviders(<CompanyCms companyId={COMPANY} />);
    const survey = await screen.findByRole('textbox', { name: 'Patient Survey' });
    expect(survey).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Enable Patient Survey' }));
    expect(survey).toBeEnabled();
    await user.clear(survey);
    expect(await screen.findByText(MSG.cms.labelRequired('Patient Survey'))).toBeInTheDocument();
    await user.click(survey);
    await user.paste('x'.repeat(51));
    expect(await screen.findByText(MSG.cms.labelLength('Patient Survey', 50))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(posted).toEqual([]);
  });

  it('saves the whole list at once and says so', async () => {
    signIn('company_admin', COMPANY);
    const user = userEvent.setup();
    renderWithProviders(<CompanyCms companyId={COMPANY} />);
    const caseNumber = await screen.findByRole('textbox', { name: 'Case Number' });
    await user.clear(caseNumber);
    await user.type(caseNumber, 'MRN');
    expect(screen.getByText('3/50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.cms.updated)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        url: `/api/task/cms/${COMPANY}`,
        body: {
          cmsData: [
            { value: 'patientName', label: 'Patient Initials', checked: true, isEdited: true },
            { value: 'caseNumber', label: 'MRN', checked: true, isEdited: true },
            { value: 'patientSurvey', label: 'Patient Survey', checked: false, isEdited: false },
          ],
        },
      },
    ]);
  });

  it('shows the labels read-only to a hospital user and to the company\u2019s other people', async () => {
    for (const [role, companyId] of [
      ['account_admin', null],
      ['rep', COMPANY],
    ] as const) {
      signIn(role, companyId);
      const view = renderWithProviders(<CompanyCms companyId={COMPANY} />);
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Patient Name' })).toHaveValue('Patient Initials'),
      );
      expect(screen.getByRole('textbox', { name: 'Patient Name' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Enable Case Number' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      view.unmount();
    }
  });
});
