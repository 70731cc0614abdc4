import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce } from '@/lib/announcer';
import { LiveAnnouncer } from './live-announcer';

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

  it('waits while a dialog hides the page, and speaks once the page is back', async () => {
    const { container } = render(<LiveAnnouncer />);
    container.setAttribute('aria-hidden', 'true');
    act(() => announce('Department added successfully.'));
    expect(said()).not.toBe('Department added successfully.');
    container.removeAttribute('aria-hidden');
    await waitFor(() => expect(said()).toBe('Department added successfully.'));
  });
});
