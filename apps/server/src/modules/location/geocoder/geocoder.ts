import type { AddressSuggestion } from '@casecover/shared';

/** Turns what a user types into addresses with coordinates: the address autocomplete's source. */
export interface Geocoder {
  /** At most `limit` addresses for the text typed; none when nothing matches. */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
}

/** The geocoding service answered badly or not at all. */
export class GeocoderUnavailableError extends Error {}

export const point = (longitude: number, latitude: number): AddressSuggestion['geometry'] => ({
  type: 'Point',
  coordinates: [longitude, latitude],
});

/** "street, City, ST 12345", leaving out the parts that are empty. */
export function formatAddress(p: { street?: string; city: string; state: string; zipCode: string }): string {
  const region = [p.state, p.zipCode].filter(Boolean).join(' ');
  return [p.street, p.city, region].filter(Boolean).join(', ');
}
