import { MSG, type CompanyInvitation } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { dropFocusFromDisabled, heldAnswer } from '@/test/focus';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { InvitationsDialog } from './invitations-dialog';

const INVITATION: CompanyInvitation = {
  _id: '6f1d2c3b-0000-4000-8000-000000000010',
  mode: 'new',
  status: 'pending',
  companyId: '6f1d2c3b-0000-4000-8000-000000000011',
  companyName: 'Keyboard Medical',
  divisionName: null,
  name: 'Rene Ortiz',
  email: 'rene@keyboard.test',
  invitedBy: 'Dana Fields',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastSentAt: '2026-11-20T15:00:00.000Z',
  sendCount: 1,
  respondedAt: null,
  expiresAt: '2026-11-27T15:00:00.000Z',
};

const urlOf = (input: RequestInfo | URL | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Invitations dialog', { timeout: 20_000 }, () => {
  it.each([
    { outcome: 'sent', status: 200, msg: MSG.companyInvite.resent },
    { outcome: 'refused', status: 409, msg: MSG.companyInvite.notPending },
  ])('gives the focus back to Resend once the invitation is $outcome', async ({ status, msg }) => {
    const stopDropping = dropFocusFromDisabled();
    try {
      const user = userEvent.setup();
      saveSession({ token: fakeJwt(), user: demoUser, remember: true });
      // The resend answers once the buttons are seen busy, as it does over a network.
      const { answered, release: respond } = heldAnswer();
      let sendCount = 1;
      vi.stubGlobal(
        'fetch',
        vi.fn((input: RequestInfo | URL) => {
          if (urlOf(input).endsWith('/resend')) {
            return answered.then(() => {
              if (status === 200) sendCount += 1;
              return jsonResponse(status, { status, msg });
            });
          }
          return Promise.resolve(jsonResponse(200, { status: 200, data: [{ ...INVITATION, sendCount }] }));
        }),
      );
      renderWithProviders(<InvitationsDialog open onClose={() => {}} />);
      const resend = await screen.findByRole('button', { name: 'Resend the invitation of Keyboard Medical' });
      resend.focus();
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(resend).toBeDisabled());
      await vi.waitFor(() => expect(document.activeElement).toBe(document.body));
      // Within 50 ms Chromium's dialog focus trap catches a focus dropped to the body on itself.
      const trap = resend.closest<HTMLElement>('.MuiDialog-container');
      trap?.focus();
      expect(document.activeElement).toBe(trap);
      respond();
      await within(screen.getByRole('dialog', { name: 'Invitations' })).findByText(msg);
      await vi.waitFor(() => expect(resend).toBeEnabled());
      await vi.waitFor(() => expect(resend).toHaveFocus());
    } finally {
      stopDropping();
    }
  });
});
