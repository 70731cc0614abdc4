import { canonicalTimeZone, formatInZone, timeZoneNames } from '@casecover/shared';

export interface ZoneEntry {
  name: string;
  /** e.g. "UTC+05:30". */
  offset: string;
  /** Minutes east of UTC, for sorting. */
  offsetMinutes: number;
  /** The zone's wall clock now, e.g. "09:14 PM". */
  time: string;
  /** Lower-case text the search matches: the name with spaces for underscores, and the offset. */
  search: string;
}

function minutesOf(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

export function zoneEntry(name: string, now: Date): ZoneEntry {
  const z = formatInZone(now, name, 'Z');
  const offset = `UTC${z}`;
  return {
    name,
    offset,
    offsetMinutes: minutesOf(z),
    time: formatInZone(now, name, 'hh:mm A'),
    search: `${name.replace(/_/g, ' ')} ${name} ${offset}`.toLowerCase(),
  };
}

/** Every zone of the IANA list, west to east, then by name. */
export function allZones(now: Date): ZoneEntry[] {
  return timeZoneNames()
    .map((name) => zoneEntry(name, now))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
}

export function filterZones(zones: ZoneEntry[], query: string): ZoneEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return zones;
  return zones.filter((z) => words.every((w) => z.search.includes(w)));
}

/** The list's name for a zone (an alias such as Asia/Calcutta finds its entry). */
export function listedZone(name: string): string {
  return canonicalTimeZone(name) ?? name;
}
