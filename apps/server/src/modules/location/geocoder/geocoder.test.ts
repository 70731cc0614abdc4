import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Call, type TestApp } from '../../../../test/helpers';
import { OfflineZipGeocoder, usStateCode } from './offline';
import { RemoteGeocoder } from './remote';

describe('the offline US ZIP geocoder', () => {
  const g = new OfflineZipGeocoder();

  it('knows a ZIP, a city and state, and a city being typed', async () => {
    expect(await g.suggest('10001', 5)).toEqual([
      {
        formattedAddress: 'New York, NY 10001',
        city: 'New York',
        state: 'NY',
        zipCode: '10001',
        geometry: { type: 'Point', coordinates: [-73.9967, 40.7484] },
      },
    ]);
    expect((await g.suggest('Springfield, Illinois', 5))[0]).toMatchObject({ city: 'Springfield', state: 'IL' });
    const typing = await g.suggest('Atlan', 5);
    expect(typing[0]).toMatchObject({ city: 'Atlanta', state: 'GA' });
    expect(typing.length).toBeLessThanOrEqual(5);
  });

  it('lists the ZIPs of a city when ZIP digits follow it', async () => {
    const zips = await g.suggest('Atlanta GA 3034', 8);
    expect(zips.length).toBeGreaterThan(1);
    expect(zips.every((s) => s.zipCode.startsWith('3034') && s.city === 'Atlanta')).toBe(true);
  });

  it('keeps a typed street and answers nothing for places it does not know', async () => {
    const [first] = await g.suggest('1000 Johnson Ferry Rd NE, Atlanta, GA 30342', 5);
    expect(first?.formattedAddress).toBe('1000 Johnson Ferry Rd NE, Atlanta, GA 30342');
    expect(await g.suggest('Zzyzxville Qq', 5)).toEqual([]);
    expect(await g.suggest('00000', 5)).toEqual([]);
    expect(await g.suggest('30342 TX', 5)).toEqual([]);
  });

  it('reads state names', () => {
    expect(usStateCode('Georgia')).toBe('GA');
    expect(usStateCode('ga')).toBe('GA');
    expect(usStateCode('Atlantis')).toBe('Atlantis');
  });
});

/** A stand-in geocoding service on a local port: answers by path, records what it was asked. */
function fakeService(handler: (url: URL, res: ServerResponse) => void) {
  const asked: URL[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    asked.push(url);
    handler(url, res);
  });
  return {
    asked,
    start: () =>
      new Promise<string>((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('the Nominatim/Photon client', () => {
  const service = fakeService((url, res) => {
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname === '/broken') return json(res, 500, { error: 'down' });
    if (url.pathname === '/slow') return; // never answers
    if (q.includes('Nowhere')) return json(res, 200, url.pathname === '/api' ? { features: [] } : []);
    if (url.pathname === '/api') {
      return json(res, 200, {
        type: 'FeatureCollection',
        features: [
          {
            geometry: { type: 'Point', coordinates: [-84.356, 33.91] },
            properties: {
              housenumber: '1000',
              street: 'Johnson Ferry Road',
              city: 'Atlanta',
              state: 'Georgia',
              postcode: '30342',
            },
          },
          { geometry: { coordinates: ['x', 1] }, properties: {} },
        ],
      });
    }
    return json(res, 200, [
      {
        lat: '33.9103',
        lon: '-84.3563',
        display_name: '1000, Johnson Ferry Road, Sandy Springs, Fulton County, Georgia, 30342, United States',
        address: {
          house_number: '1000',
          road: 'Johnson Ferry Road',
          city: 'Sandy Springs',
          state: 'Georgia',
          postcode: '30342',
        },
      },
    ]);
  });
  let base = '';
  beforeAll(async () => {
    base = await service.start();
  });
  afterAll(() => service.stop());

  it('reads Nominatim results and asks with its parameters', async () => {
    const g = new RemoteGeocoder(`${base}/search`, { stateCode: usStateCode });
    expect(await g.suggest('1000 Johnson Ferry', 5)).toEqual([
      {
        formattedAddress: '1000 Johnson Ferry Road, Sandy Springs, GA 30342',
        city: 'Sandy Springs',
        state: 'GA',
        zipCode: '30342',
        geometry: { type: 'Point', coordinates: [-84.3563, 33.9103] },
      },
    ]);
    const asked = service.asked.at(-1);
    expect(asked?.searchParams.get('format')).toBe('jsonv2');
    expect(asked?.searchParams.get('addressdetails')).toBe('1');
    expect(asked?.searchParams.get('limit')).toBe('5');
  });

  it('reads Photon features, skipping ones without a usable point', async () => {
    const g = new RemoteGeocoder(`${base}/api`, { stateCode: usStateCode });
    expect(await g.suggest('1000 Johnson Ferry', 5)).toEqual([
      {
        formattedAddress: '1000 Johnson Ferry Road, Atlanta, GA 30342',
        city: 'Atlanta',
        state: 'GA',
        zipCode: '30342',
        geometry: { type: 'Point', coordinates: [-84.356, 33.91] },
      },
    ]);
    expect(service.asked.at(-1)?.searchParams.has('format')).toBe(false);
    expect(await g.suggest('Nowhere at all', 5)).toEqual([]);
  });

  it('fails as unavailable on an error status or a hang', async () => {
    await expect(new RemoteGeocoder(`${base}/broken`).suggest('x', 5)).rejects.toThrow(/500/);
    await expect(new RemoteGeocoder(`${base}/slow`, { timeoutMs: 200 }).suggest('x', 5)).rejects.toThrow();
  });

  describe('behind the API with GEOCODER_URL', () => {
    let t: TestApp;
    let call: Call<'scheduler'>;
    beforeAll(async () => {
      t = await createTestApp({ GEOCODER_URL: `${base}/search` });
      ({ call } = await loginAs(t, ['scheduler'], '/api/task'));
    });
    afterAll(() => t.close());

    it('answers the service\u2019s addresses, and 503 with a message when it is down', async () => {
      const res = await call('scheduler', 'GET', '/location/address_suggestions?q=1000%20Johnson');
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({ city: 'Sandy Springs', state: 'GA', zipCode: '30342' });
      await service.stop();
      const down = await call('scheduler', 'GET', '/location/address_suggestions?q=1000%20Johnson');
      expect(down.statusCode).toBe(503);
      expect(down.json().msg).toBe(MSG.locations.geocoderDown);
    });
  });
});
