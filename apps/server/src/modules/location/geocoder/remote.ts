import type { AddressSuggestion } from '@casecover/shared';
import { formatAddress, GeocoderUnavailableError, point, type Geocoder } from './geocoder';

type Json = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function inRange(lng: number, lat: number) {
  return Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}

/** A Nominatim `/search?format=jsonv2&addressdetails=1` result. */
function fromNominatim(item: unknown, stateCode: (name: string) => string): AddressSuggestion | null {
  if (!isRecord(item)) return null;
  const lng = Number(item.lon);
  const lat = Number(item.lat);
  if (!inRange(lng, lat)) return null;
  const a = isRecord(item.address) ? item.address : {};
  const city = text(a.city) || text(a.town) || text(a.village) || text(a.hamlet) || text(a.suburb) || text(a.county);
  const state = stateCode(text(a.state));
  const zipCode = text(a.postcode);
  const street = [text(a.house_number), text(a.road)].filter(Boolean).join(' ');
  const formattedAddress = street || city ? formatAddress({ street, city, state, zipCode }) : text(item.display_name);
  if (!formattedAddress) return null;
  return { formattedAddress, city, state, zipCode, geometry: point(lng, lat) };
}

/** A Photon (GeoJSON) feature. */
function fromPhoton(feature: unknown, stateCode: (name: string) => string): AddressSuggestion | null {
  if (!isRecord(feature) || !isRecord(feature.geometry) || !isRecord(feature.properties)) return null;
  const coords = feature.geometry.coordinates;
  if (!Array.isArray(coords)) return null;
  const lng = Number(coords[0]);
  const lat = Number(coords[1]);
  if (!inRange(lng, lat)) return null;
  const p = feature.properties;
  const city = text(p.city) || text(p.town) || text(p.village) || text(p.district) || text(p.county);
  const state = stateCode(text(p.state));
  const zipCode = text(p.postcode);
  const road = [text(p.housenumber), text(p.street)].filter(Boolean).join(' ');
  const street = road || (text(p.name) !== city ? text(p.name) : '');
  const formattedAddress = formatAddress({ street, city, state, zipCode });
  if (!formattedAddress) return null;
  return { formattedAddress, city, state, zipCode, geometry: point(lng, lat) };
}

/**
 * A client of a Nominatim- or Photon-compatible search service at `GEOCODER_URL`. A URL whose
 * path ends in `/api` is taken as Photon (`?q=&limit=`); any other as Nominatim's search
 * (`?q=&format=jsonv2&addressdetails=1&limit=`). The answer's shape is read either way: a JSON
 * array of places (Nominatim) or a GeoJSON FeatureCollection (Photon).
 */
export class RemoteGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly opts: { timeoutMs?: number; stateCode?: (name: string) => string; userAgent?: string } = {},
  ) {}

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const url = new URL(this.baseUrl);
    const isPhoton = /\/api\/?$/.test(url.pathname);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    if (!isPhoton) {
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
    }
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': this.opts.userAgent ?? 'CaseCover address lookup' },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new GeocoderUnavailableError(`geocoder answered ${res.status}`);
      body = await res.json();
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      throw new GeocoderUnavailableError(error instanceof Error ? error.message : 'geocoder failed');
    }
    const stateCode = this.opts.stateCode ?? ((name: string) => name);
    const items = Array.isArray(body)
      ? body.map((item) => fromNominatim(item, stateCode))
      : isRecord(body) && Array.isArray(body.features)
        ? body.features.map((f) => fromPhoton(f, stateCode))
        : null;
    if (!items) throw new GeocoderUnavailableError('geocoder answered an unknown shape');
    return items.filter((s): s is AddressSuggestion => s !== null).slice(0, limit);
  }
}
