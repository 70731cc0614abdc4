import { MSG } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SignupForm } from './signup-form';

const PASSWORD = 'N3w!Passw0rd';

function renderForm(overrides: { onDone?: () => void; onInvalidLink?: () => void } = {}) {
  return renderWithProviders(
    <SignupForm token="tok-123" name="Nina Park" onDone={vi.fn()} onInvalidLink={vi.fn()} {...overrides} />,
  );
}

describe('SignupForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
  });

  it('greets the user and asks for both passwords', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
    expect(screen.getByText('Hi Nina Park,')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.signup.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.reset.confirmRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has a separately named visibility toggle for each password', async () => {
    const user = userEvent.setup();
    renderForm();
    const confirm = screen.getByLabelText('Confirm Password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('refuses a photo of the wrong type and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(screen.getByLabelText('Profile photo file'), new File(['x'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText(MSG.signup.imageType)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText(MSG.signup.imageType)).not.toBeInTheDocument();
  });

  it('sends the password and photo, shows the message and moves on after 2 s', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: MSG.signup.success }));
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderForm({ onDone });
    await user.upload(
      screen.getByLabelText('Profile photo file'),
      new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.signup.success)).toBeInTheDocument();
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/user/employee/tok-123');
    expect(init?.method).toBe('PUT');
    const body = init?.body as FormData;
    expect(body.get('password')).toBe(PASSWORD);
    expect((body.get('profilePhoto') as File).name).toBe('me.svg');
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('reports a spent link', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(404, { status: 404, msg: MSG.reset.invalidLink }));
    const onInvalidLink = vi.fn();
    const user = userEvent.setup();
    renderForm({ onInvalidLink });
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onInvalidLink).toHaveBeenCalled());
  });
});
