import type { OfferProgress, TaskDetail } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { OfferProgressPanel, formatElapsed } from './offer-progress';

const task = { _id: '0b8f6c1e-6a5e-4e0b-9d7e-1c2b3a4d5e6f', taskStatus: 'assigned' } as TaskDetail;

const progress: OfferProgress = {
  broadcast: {
    startedAt: '2026-03-09T14:00:00.000Z',
    level: 'region',
    wave: 2,
    endedAt: '2026-03-09T14:12:05.000Z',
    endReason: 'taken',
  },
  offers: [
    offer('a', 'Jordan Ellis', 'territory', { declinedAt: '2026-03-09T14:03:00.000Z', declineReason: 'In surgery' }),
    offer('b', 'Carlos Davis', 'region', { acceptedAt: '2026-03-09T14:12:05.000Z' }),
    offer('c', 'Susan Clark', 'region', { closedReason: 'taken' }),
  ],
  acceptedBy: 'Carlos Davis',
  secondsToAccept: 725,
};

function offer(
  id: string,
  name: string,
  level: 'territory' | 'region',
  extra: Partial<OfferProgress['offers'][number]>,
) {
  return {
    _id: id,
    name,
    level,
    offeredAt: level === 'territory' ? '2026-03-09T14:00:00.000Z' : '2026-03-09T14:10:00.000Z',
    declinedAt: null,
    declineReason: null,
    acceptedAt: null,
    closedAt: extra.acceptedAt ?? extra.declinedAt ?? (extra.closedReason ? '2026-03-09T14:12:05.000Z' : null),
    closedReason: extra.acceptedAt ? 'accepted' : extra.declinedAt ? 'declined' : null,
    ...extra,
  };
}

describe('OfferProgressPanel', () => {
  beforeEach(() => saveSession({ token: fakeJwt(), user: demoUser, remember: true }));

  it('shows each rep offered, the level and time, who declined why, and who accepted in how long', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, data: progress }))),
    );
    renderWithProviders(<OfferProgressPanel task={task} timeZone="America/New_York" />);
    const panel = await screen.findByRole('region', { name: 'Emergency broadcast' });
    expect(within(panel).getByText('Accepted by Carlos Davis in 12 min 05 s')).toBeVisible();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Jordan EllisTerritory · offered 03-09-2026 .*10:00 AM EDTDeclined: In surgery$/),
      expect.stringMatching(/^Carlos DavisRegion · offered .*Accepted$/),
      expect.stringMatching(/^Susan ClarkRegion · offered .*Taken by another rep$/),
    ]);
  });

  it('writes elapsed times readably', () => {
    expect(formatElapsed(35)).toBe('35 s');
    expect(formatElapsed(245)).toBe('4 min 05 s');
    expect(formatElapsed(3720)).toBe('1 h 02 min');
  });
});
