import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announce } from '@/lib/announcer';
import { ANNOUNCEMENT_CLEAR_MS, LiveAnnouncer } from './live-announcer';

const said = () => (screen.getByRole('status', { hidden: true }).textContent ?? '').trim();

describe('LiveAnnouncer', () => {
  it('says each announcement politely, the same text twice as a change', () => {
    render(<LiveAnnouncer />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');

    act(() => announce('Task added successfully.'));
    expect(said()).toBe('Task added successfully.');
    const first = region.textContent;
    act(() => announce('Task added successfully.'));
    expect(said()).toBe('Task added successfully.');
    expect(region.textContent).not.toBe(first);
  });

  it('clears what it said once it has had time to be read, leaving no stale text on the page', () => {
    vi.useFakeTimers();
    try {
      render(<LiveAnnouncer />);
      act(() => announce('Location updated successfully.'));
      expect(said()).toBe('Location updated successfully.');
      act(() => {
        vi.advanceTimersByTime(ANNOUNCEMENT_CLEAR_MS - 1);
      });
      expect(said()).toBe('Location updated successfully.');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(said()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits while a dialog hides the page, and speaks once the page is back', async () => {
    const { container } = render(<LiveAnnouncer />);
    container.setAttribute('aria-hidden', 'true');
    act(() => announce('Department added successfully.'));
    expect(said()).not.toBe('Department added successfully.');
    container.removeAttribute('aria-hidden');
    await waitFor(() => expect(said()).toBe('Department added successfully.'));
  });
});
