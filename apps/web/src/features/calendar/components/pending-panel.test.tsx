import { LIMITS, type CalendarEvent } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PendingPanel } from './pending-panel';

function pending(count: number): CalendarEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Case ${i + 1}`,
    start: '2026-11-25T14:00:00.000Z',
    end: '2026-11-25T15:00:00.000Z',
    taskstatus: 'pending',
    isEmergency: false,
    companyData: { name: 'MedVance Surgical' },
    assignedTo: null,
  }));
}

describe('PendingPanel', () => {
  it('counts the upcoming tasks, and each links to its task page', () => {
    renderWithProviders(<PendingPanel tasks={pending(3)} isLoading={false} timeZone="America/New_York" />);
    const panel = screen.getByRole('region', { name: 'Pending' });
    expect(within(panel).getByText('3 upcoming')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Case 2/ })).toHaveAttribute(
      'href',
      '/task/00000000-0000-4000-8000-000000000001',
    );
  });

  it('says "50+" when the list reaches the server’s cap, not a count it cannot know', () => {
    renderWithProviders(
      <PendingPanel tasks={pending(LIMITS.upcomingMax)} isLoading={false} timeZone="America/New_York" />,
    );
    expect(screen.getByText(`${LIMITS.upcomingMax}+ upcoming`)).toBeInTheDocument();
  });

  it('announces its placeholders as a named status while the tasks load (a name on a plain box is not read)', () => {
    renderWithProviders(<PendingPanel tasks={undefined} isLoading timeZone="America/New_York" />);
    const loading = screen.getByRole('status', { name: 'Loading pending tasks' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
  });
});
