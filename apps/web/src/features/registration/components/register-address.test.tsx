import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

vi.mock('@/lib/captcha', () => ({ useCaptcha: () => () => Promise.resolve('captcha-token') }));

const ATLANTA = {
  formattedAddress: '12 Oak St, Atlanta, GA 30303',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  geometry: { type: 'Point', coordinates: [-84.3888, 33.7525] },
};

describe('RegisterForm address', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          jsonResponse(200, { status: 200, data: url.includes('/address_suggestions') ? [ATLANTA] : [] }),
        ),
      ),
    );
  });

  it('suggests addresses as you type, and a pick fills the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const address = screen.getByRole('combobox', { name: 'Address' });
    await user.type(address, '12 Oak St, Atlan');
    await user.click(await screen.findByRole('option', { name: ATLANTA.formattedAddress }));
    expect(address).toHaveValue(ATLANTA.formattedAddress);
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => url as string);
    expect(asked.some((url) => url.startsWith('/api/registration/address_suggestions?q='))).toBe(true);
  });
});
