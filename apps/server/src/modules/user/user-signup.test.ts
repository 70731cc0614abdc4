import { MSG } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/index';
import {
  bearer,
  createTestApp,
  demoIds,
  linkToken,
  login,
  loginAs,
  multipart,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';
import { userMaker } from '../../../test/user-fixtures';

type Who = 'admin' | 'south' | 'master' | 'scheduler' | 'neuro' | 'rep' | 'superAdmin';

let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'south', 'master', 'scheduler', 'neuro', 'rep', 'superAdmin'], '/api/user'));
});
afterAll(() => t.close());

const list = (who: Who, body: Record<string, unknown> = {}) => call(who, 'POST', '/users', body);
const { addUser } = userMaker(() => ({ t, call }));

describe('approving registrants', () => {
  it('approves a pending registrant with a role and department', async () => {
    const u = await addUser();
    const { users } = await import('../../db/schema/index');
    await t.ctx.db.update(users).set({ approved: false }).where(eq(users.id, u.id));
    expect((await list('admin', { status: 'pending' })).json().data.map((r: { _id: string }) => r._id)).toContain(u.id);
    const noDep = await call('admin', 'PUT', '/user/approve', { userId: u.id, role: 'scheduler' });
    expect(noDep.json().msg).toBe(MSG.users.departmentRequired);
    const ok = await call('admin', 'PUT', '/user/approve', {
      userId: u.id,
      role: 'scheduler',
      departmentId: ids.cardiology,
    });
    expect(ok.json()).toEqual({ status: 200, msg: MSG.users.approved });
    expect(
      (
        await call('admin', 'PUT', '/user/approve', {
          userId: u.id,
          role: 'scheduler',
          departmentId: ids.cardiology,
        })
      ).json().msg,
    ).toBe(MSG.users.notPending);
  });
});

describe('employee signup', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const signup = (token: string, fields: Record<string, string>, files?: Parameters<typeof multipart>[1]) =>
    t.app.inject({ method: 'PUT', url: `/api/user/employee/${token}`, ...multipart(fields, files) });

  it('sets the password and photo from the invitation link, once', async () => {
    const u = await addUser();
    const token = linkToken(t.mail.lastTo(u.email)?.text ?? '', 'signup');
    const name = await t.app.inject({ method: 'GET', url: `/api/login/employee/${token}` });
    expect(name.json().data.name).toBe('Nora O. Blake');

    expect((await signup(token, {})).json().msg).toBe(MSG.signup.passwordRequired);
    expect((await signup(token, { password: 'weak' })).json().msg).toBe(MSG.reset.weak);
    const gif = await signup(
      token,
      { password: 'Nora!Blake2026' },
      { profilePhoto: { filename: 'me.gif', bytes: PNG } },
    );
    expect(gif.json().msg).toBe(MSG.signup.imageType);
    const renamed = await signup(
      token,
      { password: 'Nora!Blake2026' },
      { profilePhoto: { filename: 'me.png', bytes: Buffer.from('%PDF-1.4 not an image') } },
    );
    expect(renamed.json().msg).toBe(MSG.signup.imageType);

    const ok = await signup(
      token,
      { password: 'Nora!Blake2026' },
      { profilePhoto: { filename: 'me.png', bytes: PNG } },
    );
    expect(ok.json()).toEqual({ status: 200, msg: MSG.signup.success });
    const session = await login(t, u.email, 'Nora!Blake2026');
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(session) });
    expect(profile.json().data.profilePath).toMatch(/^profiles\/.+\.png$/);

    expect((await signup(token, { password: 'Nora!Blake2027' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/login/employee/${token}` })).statusCode).toBe(404);
  });

  it('refuses an expired invitation and a reset token', async () => {
    const u = await addUser();
    const token = linkToken(t.mail.lastTo(u.email)?.text ?? '', 'signup');
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authTokens.userId, u.id));
    expect((await signup(token, { password: 'Nora!Blake2026' })).statusCode).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: '/api/login/resetpassword',
      payload: { email: 'master@northside.test' },
    });
    const reset = linkToken(t.mail.lastTo('master@northside.test')?.text ?? '');
    expect((await signup(reset, { password: 'Nora!Blake2026' })).statusCode).toBe(404);
  });

  it('resends an invitation on request', async () => {
    const u = await addUser();
    const before = t.mail.sent.length;
    const res = await call('admin', 'POST', '/user/invite', { userId: u.id });
    expect(res.json()).toEqual({ status: 200, msg: MSG.users.invited });
    expect(t.mail.sent.length).toBe(before + 1);
  });
});
