import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, icsDate } from './ics';

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\u0007g')).toBe('a\\\\b\\; c\\, d\\ne\\nfg');
  });

  it('writes times in UTC basic format', () => {
    expect(icsDate(new Date('2026-11-24T15:04:05.678Z'))).toBe('20261124T150405Z');
  });

  it('folds at 75 octets without splitting a UTF-8 character, each continuation starting with a space', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding (dropping each CRLF and the space after it) gives the line back.
    expect(folded.join('\r\n').replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('ends every line with CRLF, and the calendar with END:VCALENDAR', () => {
    const text = icsCalendar({ name: 'Feed', refreshMinutes: 15, events: [] });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
  });
});
