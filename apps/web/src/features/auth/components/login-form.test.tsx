import { MSG } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

vi.mock('@/lib/captcha', () => ({ useCaptcha: () => () => Promise.resolve('captcha-token') }));

describe('LoginForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
  });

  it('shows the required-field messages on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.login.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.login.emailRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.login.emailFormat)).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server message when sign-in is refused', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(401, { status: 401, msg: MSG.login.incorrect }));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'admin@northside.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.login.incorrect)).toBeInTheDocument();
  });

  it('says the credentials are incorrect when the server cannot be reached', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'admin@northside.test');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.login.incorrect)).toBeInTheDocument();
  });

  it('sends the captcha token and keeps a remembered session in localStorage', async () => {
    const token = fakeJwt();
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'ok', token, data: demoUser }));
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Email'), 'admin@northside.test');
    await user.type(screen.getByLabelText('Password'), 'CaseCover!2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/login/login');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'admin@northside.test',
      password: 'CaseCover!2026',
      remember: true,
      token: 'captcha-token',
    });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(token);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('opens the forgot-password dialog and validates its email', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MSG.forgot.emailRequired)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
