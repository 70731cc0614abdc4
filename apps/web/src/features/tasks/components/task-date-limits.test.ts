import { describe, expect, it } from 'vitest';
import { earliestEditStart } from './task-edit-fields';
import { closingRules } from './update-status-dialog';

const NOW = new Date('2026-11-24T15:00:00.000Z');
const ZONE = 'America/New_York';

describe('earliestEditStart', () => {
  it('offers a booked task no time that has passed', () => {
    const limits = earliestEditStart(
      { startDate: '2026-11-30T14:00:00.000Z', bookedAt: '2026-11-20T14:00:00.000Z' },
      ZONE,
      NOW,
    );
    expect(limits.minDate).toBeUndefined();
    expect(limits.minDateTime?.toISOString()).toBe(NOW.toISOString());
  });

  it('offers a record of a past case the days from yesterday on, as Add Task does', () => {
    const limits = earliestEditStart(
      { startDate: '2026-11-24T12:00:00.000Z', bookedAt: '2026-11-24T14:00:00.000Z' },
      ZONE,
      NOW,
    );
    expect(limits.minDateTime).toBeUndefined();
    // Midnight of 11-23 in New York.
    expect(limits.minDate?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
});

describe('closingRules', () => {
  it('asks a reason only of a started case with no accepted rep', () => {
    const past = '2026-11-24T14:00:00.000Z';
    const future = '2026-11-25T14:00:00.000Z';
    expect(closingRules({ taskStatus: 'unassigned', startDate: past }, NOW)).toEqual({
      isStarted: true,
      needsReason: true,
    });
    expect(closingRules({ taskStatus: 'pending', startDate: past }, NOW).needsReason).toBe(true);
    expect(closingRules({ taskStatus: 'assigned', startDate: past }, NOW).needsReason).toBe(false);
    expect(closingRules({ taskStatus: 'inprogress', startDate: past }, NOW).needsReason).toBe(false);
    expect(closingRules({ taskStatus: 'assigned', startDate: future }, NOW)).toEqual({
      isStarted: false,
      needsReason: false,
    });
  });
});
