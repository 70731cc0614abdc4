import type { Config } from '../../../config';
import type { Geocoder } from './geocoder';
import { OfflineZipGeocoder, usStateCode } from './offline';
import { RemoteGeocoder } from './remote';

export type { Geocoder } from './geocoder';
export { GeocoderUnavailableError } from './geocoder';

const geocoders = new WeakMap<Config, Geocoder>();

/** The configured geocoder: a Nominatim/Photon-compatible service at `GEOCODER_URL`, else the offline US ZIP table. */
export function geocoderFor(config: Config): Geocoder {
  let geocoder = geocoders.get(config);
  if (!geocoder) {
    geocoder = config.GEOCODER_URL
      ? new RemoteGeocoder(config.GEOCODER_URL, { stateCode: usStateCode })
      : new OfflineZipGeocoder();
    geocoders.set(config, geocoder);
  }
  return geocoder;
}
