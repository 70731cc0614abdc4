import { MSG } from '@casecover/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { dropFocusFromDisabled, heldAnswer } from '@/test/focus';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { TaskLocationSwitch } from './task-location-switch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Task Location switch', { timeout: 20_000 }, () => {
  it.each([
    {
      outcome: 'saved',
      answer: () => jsonResponse(200, { status: 200, msg: MSG.locations.toggled, data: { taskLocation: true } }),
    },
    { outcome: 'refused', answer: () => jsonResponse(503, { status: 503, msg: MSG.serverError }) },
  ])('keeps the focus the keyboard gave it once the change is $outcome', async ({ outcome, answer }) => {
    const stopDropping = dropFocusFromDisabled();
    try {
      const user = userEvent.setup();
      saveSession({ token: fakeJwt(), user: demoUser, remember: true });
      // The answer comes once the switch is seen busy, as it does over a network.
      const { answered, release: respond } = heldAnswer();
      vi.stubGlobal(
        'fetch',
        vi.fn(() => answered.then(answer)),
      );
      const onNotice = vi.fn();
      renderWithProviders(<TaskLocationSwitch checked={false} disabled={false} onNotice={onNotice} />);
      const toggle = screen.getByRole('switch', { name: 'Task location' });
      toggle.focus();
      await user.keyboard(' ');
      await vi.waitFor(() => expect(toggle).toBeDisabled());
      await vi.waitFor(() => expect(document.activeElement).toBe(document.body));
      respond();
      await vi.waitFor(() =>
        expect(onNotice).toHaveBeenCalledWith(
          outcome === 'saved' ? 'success' : 'error',
          outcome === 'saved' ? MSG.locations.toggled : MSG.locations.toggleFailed,
        ),
      );
      await vi.waitFor(() => expect(toggle).toHaveFocus());
      expect(toggle).toBeEnabled();
    } finally {
      stopDropping();
    }
  });
});
