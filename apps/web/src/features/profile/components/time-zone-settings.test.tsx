import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { TimeZoneSettings } from './time-zone-settings';

describe('TimeZoneSettings', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: { ...demoUser, timezone: 'America/Chicago' }, remember: false });
  });

  it('lists every zone with its offset and time, finds one by search and saves it into the session', async () => {
    const user = userEvent.setup();
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'Time zone updated successfully' }));
    renderWithProviders(<TimeZoneSettings />);
    expect(screen.getByTestId('current-zone')).toHaveTextContent('America/Chicago');
    const list = screen.getByLabelText('Time zones');
    expect(list.querySelectorAll('button')).toHaveLength(Intl.supportedValuesOf('timeZone').length + 1);

    await user.type(screen.getByRole('textbox', { name: 'Search time zones' }), 'tokyo');
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(1));
    const entry = screen.getByRole('button', { name: /Asia\/Tokyo UTC\+09:00 · \d{2}:\d{2} (AM|PM)/ });
    await user.click(entry);
    expect(await screen.findByText('Time zone updated successfully')).toBeInTheDocument();
    expect(getSession()?.timeZone).toBe('Asia/Tokyo');
    expect(screen.getByTestId('current-zone')).toHaveTextContent('Asia/Tokyo');
    const put = vi.mocked(fetch).mock.calls[0];
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ timezone: 'Asia/Tokyo' });
  });

  it('offers the device\u2019s zone', async () => {
    const user = userEvent.setup();
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, { status: 200, msg: 'Time zone updated successfully' }));
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderWithProviders(<TimeZoneSettings />);
    // Found by its text: a role query weighs every one of the 400-odd zone buttons.
    const useDevice = () => screen.getByText("Use this device's zone").closest('button') as HTMLElement;
    await user.click(useDevice());
    await waitFor(() => expect(getSession()?.timeZone).toBe(device));
    // Off once used, but still focusable: it keeps a keyboard user's focus.
    expect(useDevice()).toHaveAttribute('aria-disabled', 'true');
  });
});
