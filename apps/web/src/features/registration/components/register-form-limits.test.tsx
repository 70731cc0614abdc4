import { LIMITS, MSG } from '@casecover/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

vi.mock('@/lib/captcha', () => ({ useCaptcha: () => () => Promise.resolve('captcha-token') }));

describe('RegisterForm length limits', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, data: [] }))),
    );
  });

  it('caps a pasted hospital name at 100 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const hospital = screen.getByRole('combobox', { name: 'Hospital' });
    expect(hospital).toHaveAttribute('maxLength', String(LIMITS.hospitalMax));
    await user.click(hospital);
    await user.paste('H'.repeat(LIMITS.hospitalMax + 5));
    expect(hospital).toHaveValue('H'.repeat(LIMITS.hospitalMax));
  });

  it('shows the length message under Hospital if a longer new name gets past the cap', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const hospital = screen.getByRole('combobox', { name: 'Hospital' });
    // A script or an autofill can set a value the maxLength would have stopped.
    fireEvent.change(hospital, { target: { value: 'H'.repeat(LIMITS.hospitalMax + 1) } });
    await user.click(await screen.findByRole('option', { name: /as a new hospital$/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.register.hospitalLength)).toBeInTheDocument();
  });

  it('shows the size message under the upload for a document over 10 MB', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const big = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: LIMITS.documentMaxBytes + 1 });
    await user.upload(screen.getByLabelText('Document file'), big);
    expect(await screen.findByText(MSG.register.documentSize)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload document (optional)' })).toHaveAccessibleDescription(
      MSG.register.documentSize,
    );
  });

  it('shows the email and address length messages under their fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    const address = screen.getByRole('combobox', { name: 'Address' });
    fireEvent.change(email, { target: { value: `${'a'.repeat(LIMITS.emailMax)}@example.org` } });
    fireEvent.change(address, { target: { value: 'b'.repeat(LIMITS.addressMax + 1) } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.register.emailLength)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(MSG.register.emailLength);
    expect(address).toHaveAccessibleDescription(MSG.register.addressLength);
  });
});
