import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { PasswordSecurity } from './password-security';

describe('PasswordSecurity', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
  });

  it('shows the spec\u2019s texts for each field before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordSecurity />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter current password')).toBeInTheDocument();
    expect(screen.getByText('Please enter new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter valid password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Fresh#Pass9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Confirm password should be same as new password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears the fields and hides the passwords again on Cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordSecurity />);
    await user.type(screen.getByLabelText('Current password'), 'Secret#1x');
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('disables Save in flight, shows the server\u2019s answer, re-enables on a 400 and keeps the new token on success', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    vi.mocked(fetch).mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<PasswordSecurity />);
    await user.type(screen.getByLabelText('Current password'), 'Wrong#Pass1');
    await user.type(screen.getByLabelText('New password'), 'Fresh#Pass9');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh#Pass9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    answer(jsonResponse(400, { status: 400, msg: 'The current password is incorrect' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    const token = fakeJwt(7200);
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'Password changed', token }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(getSession()?.token).toBe(token);
    expect(getSession()?.remember).toBe(true);
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
