import { MSG, type CompanyService } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { ServiceFormDialog } from './service-form-dialog';

const COMPANY = '2f6c8a0e-5d7b-4c3a-9e1f-8b2d4a6c0e13';
const OLD_TYPE = { _id: '7a1d2c3b-0e4f-4a5b-8c6d-1e2f3a4b5c6d', serviceType: 'Cardiac Rhythm' };
const NEW_TYPE = { _id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e', serviceType: 'Lead Management' };
const SERVICE: CompanyService = {
  _id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  service: 'Lead Extraction',
  serviceType: OLD_TYPE,
  divisionId: null,
  division: null,
};

let updates: { serviceType: string; service: string }[] = [];
/** Answers the add-type call when called: the test decides when the new type exists. */
let releaseType: () => void = () => undefined;

function serve() {
  updates = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.endsWith('/serviceTypes')) {
        return Promise.resolve(jsonResponse(200, { status: 200, data: [OLD_TYPE] }));
      }
      if (url.endsWith('/serviceType')) {
        return new Promise<Response>((resolve) => {
          releaseType = () => resolve(jsonResponse(200, { status: 200, msg: 'Added', data: NEW_TYPE }));
        });
      }
      if (init?.method === 'PATCH') {
        const body = JSON.parse(init.body as string) as { serviceType: string; service: string };
        updates.push({ serviceType: body.serviceType, service: body.service });
        const saved = { ...SERVICE, service: body.service, serviceType: NEW_TYPE };
        return Promise.resolve(jsonResponse(200, { status: 200, msg: MSG.companyServices.updated, data: saved }));
      }
      return Promise.resolve(jsonResponse(404, { status: 404, msg: 'Not found' }));
    }),
  );
}

describe('ServiceFormDialog', () => {
  beforeEach(() => {
    serve();
    saveSession({
      token: fakeJwt(),
      user: { ...demoUser, role: 'company_admin', companyId: COMPANY },
      remember: false,
    });
  });

  it('waits for a type added from the picker before it saves, and saves the service with it', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(
      <ServiceFormDialog open companyId={COMPANY} service={SERVICE} onSaved={onSaved} onClose={() => undefined} />,
    );
    const picker = await screen.findByRole('combobox', { name: 'Service Type' });
    await user.clear(picker);
    await user.type(picker, NEW_TYPE.serviceType);
    await user.click(
      await screen.findByRole('option', { name: `Add \u201c${NEW_TYPE.serviceType}\u201d as a new type` }),
    );

    // The new type is still being created: Update cannot send the old type meanwhile.
    const submit = screen.getByRole('button', { name: 'Update' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Service Name' }), '{Enter}');
    expect(updates).toEqual([]);

    releaseType();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(MSG.companyServices.updated));
    expect(updates).toEqual([{ service: SERVICE.service, serviceType: NEW_TYPE._id }]);
  });
});
