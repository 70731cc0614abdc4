import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

const start = '2026-03-10T14:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(start) + seconds * 1000).toISOString();

describe('formatDuration', () => {
  it('names hours and minutes', () => {
    expect(formatDuration(start, after(90 * 60))).toBe('1 hour 30 minutes');
    expect(formatDuration(start, after(2 * 3600 + 15 * 60))).toBe('2 hours 15 minutes');
  });

  it('leaves out a zero part', () => {
    expect(formatDuration(start, after(3600))).toBe('1 hour');
    expect(formatDuration(start, after(3 * 3600))).toBe('3 hours');
    expect(formatDuration(start, after(45 * 60))).toBe('45 minutes');
    expect(formatDuration(start, after(60))).toBe('1 minute');
  });

  it('uses seconds under an hour only', () => {
    expect(formatDuration(start, after(30))).toBe('30 seconds');
    expect(formatDuration(start, after(1))).toBe('1 second');
    expect(formatDuration(start, after(5 * 60 + 20))).toBe('5 minutes 20 seconds');
    expect(formatDuration(start, after(3600 + 20))).toBe('1 hour');
  });

  it('counts a day and more in hours', () => {
    expect(formatDuration(start, after(26 * 3600))).toBe('26 hours');
  });

  it('reads an empty, reversed or unreadable range as 0 seconds', () => {
    expect(formatDuration(start, start)).toBe('0 seconds');
    expect(formatDuration(after(60), start)).toBe('0 seconds');
    expect(formatDuration('not a date', start)).toBe('0 seconds');
  });

  it('accepts Date objects', () => {
    expect(formatDuration(new Date(start), new Date(after(5400)))).toBe('1 hour 30 minutes');
  });
});
