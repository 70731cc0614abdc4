/**
 * Wall-clock time in an IANA zone and back, with the zone rules of the runtime (Intl): a DST
 * change makes some wall-clock times happen twice (fall back) and some never (spring forward).
 */

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number | undefined;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall clock of an instant in a zone. */
export function wallClockOf(instant: number | Date, tz: string): Required<WallClock> {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const offset = steadyOffset(ms, tz);
  if (offset === null) return wallClockByIntl(ms, tz);
  const d = new Date(Math.floor(ms / 1000) * 1000 + offset);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/*
 * Intl's formatToParts costs tens of microseconds a call, and a calendar month asks for a wall
 * clock thousands of times. A zone's offset changes only at its transitions, months apart: the
 * offset is read at both ends of a span of UTC and kept when they agree (no transition inside).
 * From 1970 the span is a UTC day: no zone has changed its clocks twice within a day since (every
 * zone of the runtime scanned from 1970 to 2040, each day's offset read at four-hour steps, on
 * 2026-11-28), so a month costs a few dozen reads; a day holding a transition, and any instant before 1970, is read
 * per quarter hour, and a quarter hour holding a transition exactly each time.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const CACHED_FROM = Date.UTC(1900, 0, 1);
const DAYS_FROM = Date.UTC(1970, 0, 1);
const CACHED_UNTIL = Date.UTC(2200, 0, 1);
const MAX_CACHED_PER_ZONE = 50_000;
/** Per zone: by UTC day (key -day - 1) and by quarter hour (key ≥ 0 from 1900), the steady offset or null. */
const steadyOffsets = new Map<string, Map<number, number | null>>();

function steadyOffset(ms: number, tz: string): number | null {
  if (!(ms >= CACHED_FROM && ms < CACHED_UNTIL)) return null;
  let zone = steadyOffsets.get(tz);
  if (!zone) {
    zone = new Map();
    steadyOffsets.set(tz, zone);
  }
  if (ms >= DAYS_FROM) {
    const day = Math.floor(ms / DAY_MS);
    const byDay = spanOffset(zone, -day - 1, day * DAY_MS, DAY_MS, tz);
    if (byDay !== null) return byDay;
  }
  const quarter = Math.floor((ms - CACHED_FROM) / QUARTER_HOUR_MS);
  return spanOffset(zone, quarter, CACHED_FROM + quarter * QUARTER_HOUR_MS, QUARTER_HOUR_MS, tz);
}

/** The offset of [start, start + length) if it holds no transition, else null; kept under `key`. */
function spanOffset(zone: Map<number, number | null>, key: number, start: number, length: number, tz: string) {
  let offset = zone.get(key);
  if (offset === undefined) {
    const atStart = offsetByIntl(start, tz);
    offset = atStart === offsetByIntl(start + length - 1000, tz) ? atStart : null;
    if (zone.size >= MAX_CACHED_PER_ZONE) zone.clear();
    zone.set(key, offset);
  }
  return offset;
}

function offsetByIntl(whole: number, tz: string): number {
  return wallMs(wallClockByIntl(whole, tz)) - whole;
}

function wallClockByIntl(instant: number, tz: string): Required<WallClock> {
  const out: Record<string, number> = {};
  for (const p of formatterFor(tz).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

const wallMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h). */
export function zoneOffsetMs(instant: number, tz: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallMs(wallClockOf(whole, tz)) - whole;
}

/**
 * Every instant at which the zone's clock reads this wall-clock time, earliest first: none in a
 * spring-forward gap, two in a fall-back hour, one otherwise.
 */
export function instantsOfWallClock(w: WallClock, tz: string): number[] {
  const guess = wallMs(w);
  const offsets = new Set([guess - DAY_MS, guess, guess + DAY_MS].map((t) => zoneOffsetMs(t, tz)));
  const found = new Set<number>();
  for (const offset of offsets) {
    const t = guess - offset;
    if (wallMs(wallClockOf(t, tz)) === Math.floor(guess / 1000) * 1000) found.add(t);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The instant of a wall-clock time in a zone. A time that happens twice is read at its first
 * (daylight) offset unless `later`; a time skipped by the spring change is moved on by the gap
 * (02:30 on the March change in New York is 03:30 EDT), as the clocks themselves do.
 */
export function instantOfWallClock(w: WallClock, tz: string, prefer: 'earlier' | 'later' = 'earlier'): number {
  const found = instantsOfWallClock(w, tz);
  const pick = prefer === 'later' ? found.at(-1) : found[0];
  if (pick !== undefined) return pick;
  return wallMs(w) - zoneOffsetMs(wallMs(w) - DAY_MS, tz);
}

/** Whether the wall-clock time of this instant happens twice in the zone (the fall-back hour). */
export function isAmbiguousInZone(instant: number, tz: string): boolean {
  return instantsOfWallClock(wallClockOf(instant, tz), tz).length > 1;
}

/**
 * English locales whose zone names Intl knows: en-US names only the American zones ("EST"), the
 * others add Europe's ("BST", "CET"), India's ("IST"), Australia's ("AEST") and a few more.
 */
const NAMING_LOCALES = ['en-US', 'en-CA', 'en-GB', 'en-IN', 'en-AU', 'en-NZ', 'en-ZA', 'en-SG'];
const abbreviations = new Map<string, Intl.DateTimeFormat>();
const isOffsetName = (name: string | undefined) => !name || /^(GMT|UTC)([+-]|$)/.test(name);

function nameOf(f: Intl.DateTimeFormat, instant: number | Date): string | undefined {
  return f.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value;
}

/** The zone's namer: the first locale that has letters for it in winter or summer, else en-US (offsets). */
function abbreviationFormatFor(tz: string): Intl.DateTimeFormat {
  let f = abbreviations.get(tz);
  if (f) return f;
  const year = new Date().getUTCFullYear();
  const probes = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)];
  const namer = (locale: string) => new Intl.DateTimeFormat(locale, { timeZone: tz, timeZoneName: 'short' });
  f = NAMING_LOCALES.map(namer).find((c) => probes.some((t) => !isOffsetName(nameOf(c, t)))) ?? namer('en-US');
  abbreviations.set(tz, f);
  return f;
}

/**
 * The zone's short name at an instant: "EDT", "EST", "IST", "BST"; the offset ("GMT+9") where the
 * runtime knows no letters for the zone.
 */
export function zoneAbbreviation(instant: number | Date, tz: string): string {
  return nameOf(abbreviationFormatFor(tz), instant) ?? tz;
}

/** One hour of elapsed time later (not one hour on the wall clock, which a DST change bends). */
export function oneHourLater(instant: number): number {
  return instant + HOUR_MS;
}

/** The local day of an instant in a zone, YYYY-MM-DD. */
export function localDayOf(instant: number | Date, tz: string): string {
  const w = wallClockOf(instant, tz);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The first instant of a local day (YYYY-MM-DD) in a zone: its 00:00, or the first time after a skipped midnight. */
export function startOfLocalDay(day: string, tz: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallClock({ year, month, day: date, hour: 0, minute: 0 }, tz);
}

/** A local day's bounds in a zone, [00:00, next day's 00:00): 23 or 25 hours on a DST day. */
export function localDayBounds(day: string, tz: string): { start: number; end: number } {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { start: startOfLocalDay(day, tz), end: startOfLocalDay(next, tz) };
}

const WIRE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A date or date-time sent over the wire, to ms. With an offset ("Z", "-05:00") it is an instant;
 * without one ("2027-02-20 10:00", "2027-02-20T10:00", "2027-02-20") it is a wall-clock time, read
 * in `tz`, and NaN when no usable zone is given: never read as UTC or as the server's zone.
 * Only years 1000-9999 on a real calendar day and times up to 23:59:59 count.
 */
export function readWireDateTime(value: string, tz?: string): number {
  const m = WIRE.exec(value.trim());
  if (!m) return Number.NaN;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
  if (year < 1000 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  const zone = m[8];
  if (zone) {
    const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[^\d]/g, '');
    const offset =
      zone.toUpperCase() === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
    return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000;
  }
  if (!tz || !isZoneName(tz)) return Number.NaN;
  return instantOfWallClock({ year, month, day, hour, minute, second }, tz);
}

/** Whether a wire value names its own offset (ends in Z or ±hh:mm). */
export function hasWireOffset(value: string): boolean {
  return Boolean(WIRE.exec(value.trim())?.[8]);
}

function isZoneName(tz: string): boolean {
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * An instant's wall clock in a zone as [year, month0, day, hour, minute, second, ms]: the order of
 * Date.UTC's arguments, and the arrays FullCalendar's named time zones work with.
 */
export function wallClockArrayOf(instant: number, tz: string): number[] {
  const w = wallClockOf(instant, tz);
  return [w.year, w.month - 1, w.day, w.hour, w.minute, w.second, ((instant % 1000) + 1000) % 1000];
}

/**
 * How many minutes the zone is ahead of UTC at a wall-clock time given as such an array. A time
 * the clocks skip takes the offset before the gap (so it lands after it), a repeated one its first
 * (daylight) offset, as instantOfWallClock reads them.
 */
export function offsetMinutesAtWallClock(a: readonly number[], tz: string): number {
  const [year = 1970, month0 = 0, day = 1, hour = 0, minute = 0, second = 0] = a;
  const instant = instantOfWallClock({ year, month: month0 + 1, day, hour, minute, second }, tz);
  return Math.round((Date.UTC(year, month0, day, hour, minute, second) - instant) / 60_000);
}
