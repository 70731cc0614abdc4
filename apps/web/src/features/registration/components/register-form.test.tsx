import { MSG } from '@casecover/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

vi.mock('@/lib/captcha', () => ({ useCaptcha: () => () => Promise.resolve('captcha-token') }));

describe('RegisterForm', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, data: [] }))),
    );
  });

  it('shows every required-field message on an empty submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const text of [
      MSG.register.hospitalRequired,
      MSG.register.phoneRequired,
      MSG.register.addressRequired,
      MSG.register.nameRequired,
      MSG.register.emailRequired,
      MSG.register.termsRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('rejects a document of the wrong type and lets it be removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await user.upload(screen.getByLabelText('Document file'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MSG.register.documentType)).toBeInTheDocument();
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove document' }));
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.register.documentType)).not.toBeInTheDocument();
  });

  it('offers a typed name that matches no hospital as a new one', async () => {
    vi.mocked(fetch).mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { status: 200, data: [{ _id: 'a1', accountName: 'Northside Hospital' }] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Hospital' }), 'Lakeview Clinic');
    expect(await screen.findByRole('option', { name: 'Add "Lakeview Clinic" as a new hospital' })).toBeInTheDocument();
  });
});
