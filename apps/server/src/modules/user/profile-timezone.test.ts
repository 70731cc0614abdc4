import { MSG } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Call, type TestApp } from '../../../test/helpers';

let t: TestApp;
let call: Call<'scheduler' | 'south'>;
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['scheduler', 'south'], '/api/user'));
});
afterAll(() => t.close());

describe('GET/PUT /api/user/employee/timezone', () => {
  it('needs a session (the static path wins over the signup link\u2019s PUT /employee/:id)', async () => {
    expect((await call('nobody', 'GET', '/employee/timezone')).statusCode).toBe(401);
    const res = await call('nobody', 'PUT', '/employee/timezone', { timezone: 'Europe/Paris' });
    expect(res.statusCode).toBe(401);
  });

  it('stores the zone and answers it; the session data carries it too', async () => {
    const put = await call('scheduler', 'PUT', '/employee/timezone', { timezone: 'Europe/Paris' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ status: 200, msg: MSG.timezone.updated });
    expect((await call('scheduler', 'GET', '/employee/timezone')).json().data).toEqual({ timezone: 'Europe/Paris' });
    expect((await call('scheduler', 'GET', '/profile')).json().data.timezone).toBe('Europe/Paris');
  });

  it('accepts only names of the IANA list (UTC included, aliases as their listed name)', async () => {
    for (const bad of ['Mars/Olympus', '', '+05:00', 'Europe/Paris; DROP', 'x'.repeat(200)]) {
      const res = await call('scheduler', 'PUT', '/employee/timezone', { timezone: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().msg).toBe(MSG.timezone.invalid);
    }
    expect((await call('scheduler', 'PUT', '/employee/timezone', {})).json().msg).toBe(MSG.timezone.invalid);
    expect((await call('scheduler', 'PUT', '/employee/timezone', { timezone: 'UTC' })).statusCode).toBe(200);
    expect((await call('scheduler', 'GET', '/employee/timezone')).json().data.timezone).toBe('UTC');
    const zones = Intl.supportedValuesOf('timeZone');
    const listed = zones.includes('Asia/Kolkata') ? 'Asia/Kolkata' : 'Asia/Calcutta';
    expect((await call('scheduler', 'PUT', '/employee/timezone', { timezone: 'Asia/Kolkata' })).statusCode).toBe(200);
    expect((await call('scheduler', 'GET', '/employee/timezone')).json().data.timezone).toBe(listed);
  });

  it('changes only the caller, whatever user id the body carries', async () => {
    await call('south', 'PUT', '/employee/timezone', { timezone: 'America/Denver' });
    const res = await call('scheduler', 'PUT', '/employee/timezone', {
      timezone: 'Asia/Tokyo',
      userId: 'anyone',
      _id: 'anyone',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('south', 'GET', '/employee/timezone')).json().data.timezone).toBe('America/Denver');
  });
});
