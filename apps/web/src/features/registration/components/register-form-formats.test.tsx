import { MSG } from '@casecover/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

vi.mock('@/lib/captcha', () => ({ useCaptcha: () => () => Promise.resolve('captcha-token') }));

describe('RegisterForm field formats', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, data: [] })));
    vi.stubGlobal('fetch', fetchMock);
  });

  it('shows the phone, name and email format messages, and registers nothing', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    const fill = (name: string, value: string) =>
      fireEvent.change(screen.getByRole(name === 'Address' ? 'combobox' : 'textbox', { name }), { target: { value } });
    fill('Phone', '12345');
    fill('Address', '1 Main St');
    fill('Name', 'R2-D2');
    fill('Email', 'someone@nowhere');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.register.phoneFormat)).toBeInTheDocument();
    expect(screen.getByText(MSG.register.nameInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.register.emailFormat)).toBeInTheDocument();
    expect(screen.queryByText(MSG.register.phoneRequired)).not.toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    const registerCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/register'));
    expect(registerCalls).toEqual([]);
  });

  it('does not take a one-letter name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'J' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.register.nameInvalid)).toBeInTheDocument();
  });
});
