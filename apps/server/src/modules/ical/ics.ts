/**
 * A small RFC 5545 writer: just what a published feed of events needs. Lines end in CRLF and
 * are folded at 75 octets (never inside a UTF-8 character); text values are escaped; times are
 * UTC ("Z"), so no VTIMEZONE is needed.
 */

const MAX_OCTETS = 75;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    .split('')
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('');
}

/** 20261124T153000Z */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** One content line folded into lines of at most 75 octets; each continuation starts with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** A property of the calendar: a name (with parameters) and a value already in its iCalendar form. */
export type IcsProperty = [name: string, value: string];

export interface IcsEvent {
  uid: string;
  stamp: Date;
  sequence: number;
  start: Date;
  end: Date;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  summary: string;
  location: string;
  description: string;
  url: string;
  /** Shown free instead of busy (cancelled events). */
  transparent: boolean;
}

function eventLines(e: IcsEvent): IcsProperty[] {
  return [
    ['BEGIN', 'VEVENT'],
    ['UID', escapeText(e.uid)],
    ['DTSTAMP', icsDate(e.stamp)],
    ['LAST-MODIFIED', icsDate(e.stamp)],
    ['SEQUENCE', String(e.sequence)],
    ['DTSTART', icsDate(e.start)],
    ['DTEND', icsDate(e.end)],
    ['STATUS', e.status],
    ['SUMMARY', escapeText(e.summary)],
    ...(e.location ? [['LOCATION', escapeText(e.location)] as IcsProperty] : []),
    ['DESCRIPTION', escapeText(e.description)],
    ['URL', e.url],
    ['TRANSP', e.transparent ? 'TRANSPARENT' : 'OPAQUE'],
    ['END', 'VEVENT'],
  ];
}

/** The whole calendar as text: a published (read-only) calendar of the events, in order. */
export function icsCalendar(p: { name: string; refreshMinutes: number; events: IcsEvent[] }): string {
  const props: IcsProperty[] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//CaseCover//Task feed//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(p.name)],
    // How often subscribers should look again (RFC 7986, and Outlook's own name for it).
    ['REFRESH-INTERVAL;VALUE=DURATION', `PT${p.refreshMinutes}M`],
    ['X-PUBLISHED-TTL', `PT${p.refreshMinutes}M`],
    ...p.events.flatMap(eventLines),
    ['END', 'VCALENDAR'],
  ];
  return props.map(([name, value]) => `${foldLine(`${name}:${value}`)}\r\n`).join('');
}
