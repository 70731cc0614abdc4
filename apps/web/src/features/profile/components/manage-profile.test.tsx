import { MSG, type Profile } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { ManageProfile } from './manage-profile';

const profile: Profile = {
  _id: demoUser.userId,
  name: 'Avery Stone',
  role: 'scheduler',
  email: 'avery@northside.test',
  phone: '800-555-0100',
  profilePath: null,
  timezone: null,
  accountName: 'Northside Hospital',
  companyName: null,
  approved: true,
  department_details: [{ _id: 'd1', name: 'Cardiology' }],
};

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function serve(put: () => Response) {
  vi.mocked(fetch).mockImplementation((_input, init) =>
    Promise.resolve(init?.method === 'PUT' ? put() : jsonResponse(200, { status: 200, data: profile })),
  );
}

describe('ManageProfile', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('shows name, role, email, phone and a scheduler\u2019s Team/Department', async () => {
    serve(() => jsonResponse(500, {}));
    renderWithProviders(<ManageProfile />);
    expect(await screen.findByText('avery@northside.test')).toBeInTheDocument();
    expect(screen.getByText('800-555-0100')).toBeInTheDocument();
    expect(screen.getByText('Team/Department')).toBeInTheDocument();
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
  });

  it('checks the phone with the spec\u2019s texts, trimmed, and saves it in place', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse(200, { status: 200, msg: 'Updated successfully', profilePath: null }));
    renderWithProviders(<ManageProfile />);
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    const field = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('*Please enter phone no.')).toBeInTheDocument();
    await user.type(field, '555-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const format = await screen.findByText('*Please enter the valid phone number e.g.: 800-555-5555');
    expect(format.textContent).toBe('*Please enter the valid phone number e.g.: 800-555-5555');
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '312-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.getByText('312-555-0199')).toBeInTheDocument();
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT');
    expect((put?.[1]?.body as FormData).get('phone')).toBe('312-555-0199');
  });

  it('shows the server\u2019s message when the phone is refused, and keeps the field open', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse(400, { status: 400, msg: 'Something about the phone' }));
    renderWithProviders(<ManageProfile />);
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something about the phone')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
  });

  it('refuses a file that is not a jpg, jpeg, png or gif by its content, and uploads a good one at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serve(() => jsonResponse(200, { status: 200, msg: 'Updated successfully', profilePath: 'profiles/new.png' }));
    renderWithProviders(<ManageProfile />);
    const input = await screen.findByLabelText('Profile photo file');
    await user.upload(input, new File(['%PDF-1.4'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(MSG.profile.photoType)).toBeInTheDocument();
    await user.upload(input, new File([PNG_BYTES], 'me.pdf', { type: 'application/pdf' }));
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.upload(input, new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(getSession()?.user.profilePath).toBe('profiles/new.png'));
    expect(screen.getByRole('img', { name: 'Profile photo of Avery Stone' })).toHaveAttribute(
      'src',
      expect.stringContaining('profiles/new.png') as string,
    );
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });
});
