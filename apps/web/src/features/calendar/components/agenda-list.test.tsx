import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AgendaList } from './agenda-list';
import { calendarEvent } from '@/test/calendar-event';

const NY = 'America/New_York';

const task = calendarEvent;

/**
 * The text an element shows, as checkers of WCAG 2.5.3 read it: its text nodes run together, so
 * words of separate lines are kept apart only by spaces in the markup.
 */
function shownText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('AgendaList', () => {
  it('names each entry by what it shows, then says it all (WCAG 2.5.3)', () => {
    renderWithProviders(
      <AgendaList
        tasks={[
          task({ _id: 't1' }),
          task({
            _id: 't2',
            title: 'ICD Implant',
            start: '2026-11-25T16:30:00.000Z',
            end: '2026-11-25T17:30:00.000Z',
            isEmergency: true,
            taskstatus: 'pending',
          }),
        ]}
        hidden={[]}
        timeZone={NY}
        today="2026-11-25"
        onTaskClick={vi.fn()}
        onMoreClick={vi.fn()}
      />,
    );
    const day = screen.getByRole('list', { name: 'Wednesday, November 25' });
    const [first, second] = within(day).getAllByRole('button');
    if (!first || !second) throw new Error('two entries expected');

    expect(shownText(first)).toBe('9:00 AM – 10:00 AM Pacemaker Implant MedVance Surgical Assigned');
    expect(first).toHaveAccessibleName(
      '9:00 AM – 10:00 AM Pacemaker Implant MedVance Surgical Assigned. ' +
        'Pacemaker Implant, Assigned, 11-25-2026-09:00 AM – 10:00 AM, MedVance Surgical',
    );
    // The emergency marker is an icon: its word is in the description after the shown text.
    expect(within(second).getByRole('img', { name: 'Emergency' })).toBeInTheDocument();
    expect(second.getAttribute('aria-label')?.startsWith(`${shownText(second)}. `)).toBe(true);
    expect(second).toHaveAccessibleName(/\. ICD Implant, Emergency, Pending, /);
  });
});
