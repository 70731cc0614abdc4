import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@casecover/shared';
import { bearer, createTestApp, loginAs, multipart, userIdOf, type Call, type TestApp } from '../../../test/helpers';

let t: TestApp;
let call: Call<'scheduler' | 'rep' | 'admin'>;
let token: (u: 'scheduler' | 'rep' | 'admin') => string;
beforeAll(async () => {
  t = await createTestApp();
  ({ call, token } = await loginAs(t, ['scheduler', 'rep', 'admin'], '/api/user'));
});
afterAll(() => t.close());

describe('GET /api/user/profile', () => {
  it('needs a session', async () => {
    expect((await call('nobody', 'GET', '/profile')).statusCode).toBe(401);
  });

  it('answers the caller\u2019s own profile only, whatever ids the request carries', async () => {
    const res = await call('scheduler', 'GET', '/profile?userId=anyone');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Sofia Ramirez',
      role: 'scheduler',
      email: 'scheduler@northside.test',
      accountName: 'Northside Hospital',
      department_details: [{ name: 'Cardiology' }],
    });
  });

  it('shows a vendor user his company', async () => {
    const res = await call('rep', 'GET', '/profile');
    expect(res.json().data).toMatchObject({ role: 'rep', companyName: 'MedVance Surgical', accountName: null });
  });
});

describe('PUT /api/user/profile', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const JPG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
  const GIF = Buffer.from(
    '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
    'hex',
  );
  const put = (
    who: 'scheduler' | 'rep' | 'nobody',
    fields: Record<string, string>,
    files?: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...(who === 'nobody' ? {} : bearer(token(who))), ...body.headers },
      payload: body.payload,
    });
  };

  it('needs a session', async () => {
    expect((await put('nobody', { phone: '800-555-5555' })).statusCode).toBe(401);
  });

  it('changes the phone, with the spec\u2019s texts for an empty or malformed number', async () => {
    const empty = await put('scheduler', { phone: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(MSG.profile.phoneRequired);
    const nothing = await put('scheduler', {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().msg).toBe(MSG.profile.phoneRequired);
    const bad = await put('scheduler', { phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('*Please enter the valid phone number e.g.: 800-555-5555 ');

    const ok = await put('scheduler', { phone: '(312) 555-0199' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 200, msg: 'Updated successfully', profilePath: null });
    expect((await call('scheduler', 'GET', '/profile')).json().data.phone).toBe('(312) 555-0199');
  });

  it('stores a photo checked by its content, answers its path and serves it', async () => {
    const fake = await put(
      'rep',
      {},
      { profilePhoto: { filename: 'me.png', bytes: Buffer.from('%PDF-1.4 not an image') } },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toBe('Upload valid image in jpg, jpeg, png or gif format');
    const svg = await put(
      'rep',
      {},
      { profilePhoto: { filename: 'me.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') } },
    );
    expect(svg.json().msg).toBe(MSG.profile.photoType);
    const renamed = await put('rep', {}, { profilePhoto: { filename: 'me.gif', bytes: PNG } });
    expect(renamed.json().msg).toBe(MSG.profile.photoType);

    const first = await put('rep', {}, { profilePhoto: { filename: 'me.png', bytes: PNG } });
    expect(first.statusCode).toBe(200);
    expect(first.json().profilePath).toMatch(/^profiles\/.+\.png$/);
    const second = await put('rep', {}, { profilePhoto: { filename: 'Me.GIF', bytes: GIF } });
    expect(second.statusCode).toBe(200);
    const path = second.json<{ profilePath: string }>().profilePath;
    expect(path).toMatch(/^profiles\/.+\.gif$/);
    expect((await call('rep', 'GET', '/profile')).json().data.profilePath).toBe(path);
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${path}` });
    expect(served.statusCode).toBe(200);
    // The replaced photo is gone.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${first.json().profilePath}` })).statusCode).toBe(404);
  });

  it('changes only the caller, whatever user id the form carries', async () => {
    const repId = await userIdOf(t, 'rep@medvance.test');
    const res = await put('scheduler', { phone: '800-555-1234', userId: repId, _id: repId });
    expect(res.statusCode).toBe(200);
    expect((await call('rep', 'GET', '/profile')).json().data.phone).not.toBe('800-555-1234');
  });

  it('shows the new photo to colleagues in the users list', async () => {
    const res = await put('scheduler', {}, { profilePhoto: { filename: 'me.jpg', bytes: JPG } });
    expect(res.statusCode).toBe(200);
    const list = await call('admin', 'POST', '/users', { search: 'Sofia' });
    const row = list
      .json<{ data: { email: string; profilePath: string | null }[] }>()
      .data.find((r) => r.email === 'scheduler@northside.test');
    expect(row?.profilePath).toBe(res.json().profilePath);
  });
});
