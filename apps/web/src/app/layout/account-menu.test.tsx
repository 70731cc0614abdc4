import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, renderWithProviders } from '@/test/render';
import { AccountMenu } from './account-menu';

describe('AccountMenu', () => {
  it('shows the user and offers Manage Settings and Logout', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu user={demoUser} onLogout={onLogout} onSwitchBack={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Account menu, AS' }));
    expect(screen.getByText(demoUser.username)).toBeInTheDocument();
    expect(screen.getByText(demoUser.email)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Manage Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('offers Switch to Super Admin instead of Logout in a switched-in session', async () => {
    const user = userEvent.setup();
    const onSwitchBack = vi.fn();
    renderWithProviders(
      <AccountMenu user={{ ...demoUser, impersonating: true }} onLogout={vi.fn()} onSwitchBack={onSwitchBack} />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu, AS' }));
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Switch to Super Admin' }));
    expect(onSwitchBack).toHaveBeenCalledOnce();
  });
});
