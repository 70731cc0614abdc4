import { createRequire } from 'node:module';
import type { AddressSuggestion } from '@casecover/shared';
import type * as ZipCodes from 'zipcodes/lib/codes.js';
import type { ZipCodeEntry } from 'zipcodes/lib/codes.js';
import type * as ZipStates from 'zipcodes/lib/states.js';
import { formatAddress, point, type Geocoder } from './geocoder';

interface ZipData {
  byZip: Map<string, ZipCodeEntry>;
  /** Every ZIP of each city, keyed by the lower-cased city name. */
  byCity: Map<string, ZipCodeEntry[]>;
  /** The distinct lower-cased city names, sorted, for prefix search. */
  cityNames: string[];
  /** Upper-case state name to its code, US states only. */
  stateCodes: Map<string, string>;
  states: Set<string>;
}

let data: ZipData | null = null;

/**
 * The US ZIP-code table of the `zipcodes` package (about 42,000 codes, 30,000 cities), loaded on
 * the first suggestion rather than at start-up: it is a 5 MB module.
 */
function zipData(): ZipData {
  if (data) return data;
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as typeof ZipCodes;
  const { full } = require('zipcodes/lib/states.js') as typeof ZipStates;
  const byZip = new Map<string, ZipCodeEntry>();
  const byCity = new Map<string, ZipCodeEntry[]>();
  const states = new Set<string>();
  for (const entry of Object.values(codes)) {
    byZip.set(entry.zip, entry);
    states.add(entry.state);
    const key = entry.city.toLowerCase();
    const list = byCity.get(key);
    if (list) list.push(entry);
    else byCity.set(key, [entry]);
  }
  for (const list of byCity.values()) list.sort((a, b) => a.zip.localeCompare(b.zip));
  const stateCodes = new Map(Object.entries(full).filter(([, code]) => states.has(code)));
  data = { byZip, byCity, cityNames: [...byCity.keys()].sort(), stateCodes, states };
  return data;
}

/** The first index in a sorted list whose value is not below `prefix`. */
function lowerBound(sorted: string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Parsed {
  /** The words left once the ZIP and state are taken off the end: street and city. */
  cityText: string;
  state: string | null;
  /** A whole ZIP, or the digits typed so far (3 or 4). */
  zip: string | null;
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Reads "street, city, ST 12345" from the end: ZIP digits, then a state, then the city words. */
function parse(query: string, d: ZipData): Parsed {
  const tokens = words(query);
  let zip: string | null = null;
  let state: string | null = null;
  const last = tokens.at(-1);
  if (last && /^\d{3,5}(-\d{0,4})?$/.test(last)) {
    zip = last.slice(0, 5);
    tokens.pop();
  }
  // A two-letter code, or a state name of up to three words ("new hampshire", "district of columbia").
  for (let n = Math.min(3, tokens.length - 1); n >= 1; n--) {
    const candidate = tokens.slice(-n).join(' ').toUpperCase();
    const code = candidate.length === 2 && d.states.has(candidate) ? candidate : d.stateCodes.get(candidate);
    if (code && tokens.length > n) {
      state = code;
      tokens.splice(-n, n);
      break;
    }
  }
  return { cityText: tokens.join(' '), state, zip };
}

function suggestion(entry: ZipCodeEntry, street: string): AddressSuggestion {
  return {
    formattedAddress: formatAddress({ street, city: entry.city, state: entry.state, zipCode: entry.zip }),
    city: entry.city,
    state: entry.state,
    zipCode: entry.zip,
    geometry: point(entry.longitude, entry.latitude),
  };
}

/** The words before the ones that named the city: the street, as typed. */
function streetOf(cityWords: string[], cityWordCount: number): string {
  return cityWords.slice(0, cityWords.length - cityWordCount).join(' ');
}

/**
 * A geocoder with no network: US cities, states and ZIP codes from the `zipcodes` package, with
 * the coordinates of each ZIP's centre. A street typed before the city is kept in the formatted
 * address as written (it is not checked, and the point is the ZIP's centre).
 */
export class OfflineZipGeocoder implements Geocoder {
  suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    return Promise.resolve(this.suggestNow(query, limit));
  }

  suggestNow(query: string, limit: number): AddressSuggestion[] {
    const d = zipData();
    const parsed = parse(query.trim(), d);
    const cityWords = words(parsed.cityText);

    // Whole ZIP typed: that ZIP, whatever city was written before it.
    if (parsed.zip?.length === 5) {
      const entry = d.byZip.get(parsed.zip);
      if (!entry || (parsed.state && entry.state !== parsed.state)) return [];
      const cityAt = this.cityMatch(cityWords, d, entry);
      const street = streetOf(cityWords, cityAt);
      return [suggestion(entry, street)];
    }

    // The longest run of last words that names (or starts) a city; exact names first, then the
    // cities with the most ZIP codes (the larger places).
    for (let n = Math.min(4, cityWords.length); n >= 1; n--) {
      const text = cityWords.slice(-n).join(' ').toLowerCase();
      const names = text.length >= 3 ? this.citiesStartingWith(text, d, 200) : d.byCity.has(text) ? [text] : [];
      const zipPrefix = parsed.zip;
      const groups = new Map<string, ZipCodeEntry[]>();
      for (const name of names) {
        for (const e of d.byCity.get(name) ?? []) {
          if (parsed.state && e.state !== parsed.state) continue;
          if (zipPrefix && !e.zip.startsWith(zipPrefix)) continue;
          const key = `${e.city}|${e.state}`;
          const group = groups.get(key);
          if (group) group.push(e);
          else groups.set(key, [e]);
        }
      }
      if (groups.size === 0) continue;
      const ranked = [...groups.values()].sort(
        (a, b) =>
          Number((b[0]?.city.toLowerCase() ?? '') === text) - Number((a[0]?.city.toLowerCase() ?? '') === text) ||
          b.length - a.length,
      );
      const street = streetOf(cityWords, n);
      // With ZIP digits typed, one line per ZIP; otherwise one per city and state (its first ZIP).
      const picked = zipPrefix ? ranked.flat() : ranked.map((group) => group[0]).filter((e) => e !== undefined);
      return picked.slice(0, limit).map((e) => suggestion(e, street));
    }

    // Only ZIP digits (and maybe a state): the ZIPs that start with them.
    const zipOnly = parsed.zip;
    if (zipOnly && cityWords.length === 0) {
      const out: AddressSuggestion[] = [];
      for (const entry of d.byZip.values()) {
        if (!entry.zip.startsWith(zipOnly) || (parsed.state && entry.state !== parsed.state)) continue;
        out.push(suggestion(entry, ''));
        if (out.length >= limit) break;
      }
      return out.sort((a, b) => a.zipCode.localeCompare(b.zipCode));
    }
    return [];
  }

  /** How many of the last words name the ZIP's own city (0 when they do not). */
  private cityMatch(cityWords: string[], d: ZipData, entry: ZipCodeEntry): number {
    for (let n = Math.min(4, cityWords.length); n >= 1; n--) {
      const text = cityWords.slice(-n).join(' ').toLowerCase();
      if (d.byCity.has(text) && text === entry.city.toLowerCase()) return n;
    }
    return 0;
  }

  private citiesStartingWith(prefix: string, d: ZipData, max: number): string[] {
    const out: string[] = [];
    for (let i = lowerBound(d.cityNames, prefix); i < d.cityNames.length && out.length < max; i++) {
      const name = d.cityNames[i] ?? '';
      if (!name.startsWith(prefix)) break;
      out.push(name);
    }
    return out;
  }
}

let stateNames: Map<string, string> | null = null;

/** "Georgia" → "GA"; a two-letter code or an unknown name comes back as given. */
export function usStateCode(name: string): string {
  if (!stateNames) {
    const require = createRequire(import.meta.url);
    const { full } = require('zipcodes/lib/states.js') as typeof ZipStates;
    stateNames = new Map(Object.entries(full));
  }
  const upper = name.trim().toUpperCase();
  if (upper.length === 2) return upper;
  return stateNames.get(upper) ?? name;
}
