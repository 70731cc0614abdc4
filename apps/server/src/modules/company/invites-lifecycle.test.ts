import { MSG } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, companies, users } from '../../db/schema/index';
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

type Who = 'admin' | 'master' | 'south' | 'rep' | 'companyAdmin';
const M = MSG.companyInvite;
const PASSWORD = 'Invited!2026';

let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'master', 'south', 'rep', 'companyAdmin'], '/api/company'));
});
afterAll(() => t.close());

interface Listed {
  _id: string;
  companyName: string;
  status: string;
  sendCount: number;
  companyId: string;
}

/** Northside invites a new company; answers its invitation as listed and the emailed token. */
async function inviteNew(slug: string, who: Who = 'admin') {
  const email = `${slug}@${slug}.test`;
  const companyName = `${slug[0]?.toUpperCase()}${slug.slice(1)} Devices`;
  const res = await call(who, 'POST', '/company/invite', { companyName, firstName: 'Pat', lastName: 'Reyes', email });
  expect(res.json().msg).toBe(M.newSent);
  const row = await listed(who, companyName);
  return { email, companyName, row, token: linkToken(t.mail.lastTo(email)?.text ?? '', 'signup') };
}

async function listed(who: Who, companyName: string): Promise<Listed> {
  const rows = (await call(who, 'GET', '/invitations')).json().data as Listed[];
  const row = rows.find((r) => r.companyName === companyName);
  if (!row) throw new Error(`no invitation of ${companyName}`);
  return row;
}

const signup = (token: string) =>
  t.app.inject({ method: 'PUT', url: `/api/user/employee/${token}`, ...multipart({ password: PASSWORD }) });
const linkName = (token: string) => t.app.inject({ method: 'GET', url: `/api/login/employee/${token}` });
const companyNames = async (who: Who) =>
  (await call(who, 'POST', '/companylist', { searchText: '', pagesize: 100 }))
    .json()
    .data.finalCompany.map((c: { name: string }) => c.name);

describe('signing up through an invitation', () => {
  it('accepts the invitation, and the new admin signs in and sees his company', async () => {
    const { email, companyName, row, token } = await inviteNew('harbor');
    expect(row.status).toBe('pending');
    expect((await linkName(token)).json().data.name).toBe('Pat Reyes');
    const done = await signup(token);
    expect(done.statusCode).toBe(200);
    expect((await listed('admin', companyName)).status).toBe('accepted');

    const session = await login(t, email, PASSWORD);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/company/companylist',
      headers: bearer(session),
      payload: {},
    });
    expect(mine.json().data.finalCompany.map((c: { name: string }) => c.name)).toEqual([companyName]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/company/company/${row.companyId}`,
      headers: bearer(session),
    });
    expect(detail.json().data).toMatchObject({ name: companyName, size: 'medium', type: 'clinical' });

    // The link is used up; the accepted invitation can be neither resent nor withdrawn.
    expect((await signup(token)).statusCode).toBe(404);
    for (const action of ['resend', 'withdraw']) {
      const res = await call('admin', 'POST', `/invitations/${row._id}/${action}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.notPending);
    }
    expect(await companyNames('admin')).toContain(companyName);
  });
});

describe('resending and withdrawing', () => {
  it('resends with a new link; the old link no longer works', async () => {
    const { email, companyName, row, token } = await inviteNew('quill');
    const res = await call('master', 'POST', `/invitations/${row._id}/resend`);
    expect(res.json()).toEqual({ status: 200, msg: M.resent });
    const fresh = linkToken(t.mail.lastTo(email)?.text ?? '', 'signup');
    expect(fresh).not.toBe(token);
    expect((await listed('admin', companyName)).sendCount).toBe(2);
    expect((await linkName(token)).statusCode).toBe(404);
    expect((await signup(token)).statusCode).toBe(404);
    expect((await signup(fresh)).statusCode).toBe(200);
    expect((await listed('admin', companyName)).status).toBe('accepted');
  });

  it('withdraws: the link dies, the company leaves the hospital and the person cannot sign in', async () => {
    const { email, companyName, row, token } = await inviteNew('ember');
    expect(await companyNames('admin')).toContain(companyName);
    const res = await call('admin', 'POST', `/invitations/${row._id}/withdraw`);
    expect(res.json()).toEqual({ status: 200, msg: M.withdrawn });
    expect((await listed('admin', companyName)).status).toBe('withdrawn');
    expect((await signup(token)).statusCode).toBe(404);
    expect(await companyNames('admin')).not.toContain(companyName);
    const [person] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(person?.deleted).toBe(true);
    // Forgot password sends a closed account nothing, so the link cannot be replaced that way either.
    const forgot = await t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload: { email } });
    expect(forgot.statusCode).toBe(201);
    expect(t.mail.sent.filter((m) => m.to === email)).toHaveLength(1);
    for (const action of ['resend', 'withdraw']) {
      expect((await call('admin', 'POST', `/invitations/${row._id}/${action}`)).json().msg).toBe(M.notPending);
    }
  });

  it('shows an expired link as expired, refuses it, and a resend revives the invitation', async () => {
    const { email, companyName, row, token } = await inviteNew('ridge');
    const [person] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, person?.id ?? ''));
    expect((await listed('admin', companyName)).status).toBe('expired');
    expect((await signup(token)).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/invitations/${row._id}/resend`)).statusCode).toBe(200);
    expect((await listed('admin', companyName)).status).toBe('pending');
  });

  it('keeps an existing company’s invitation as accepted at once, with nothing to resend or withdraw', async () => {
    const res = await call('south', 'POST', '/company/invite', { companyId: ids.cardiopoint });
    expect(res.statusCode).toBe(200);
    const row = await listed('south', 'CardioPoint Medical');
    expect(row.status).toBe('accepted');
    expect((await call('south', 'POST', `/invitations/${row._id}/withdraw`)).json().msg).toBe(M.notPending);
  });
});

describe('another hospital’s invitations', () => {
  it('answers 404 for another account’s invitation ids, and lists only the caller’s own', async () => {
    const { companyName, row, token } = await inviteNew('lumen');
    for (const action of ['resend', 'withdraw']) {
      const res = await call('south', 'POST', `/invitations/${row._id}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(M.notFound);
      expect((await call('admin', 'POST', `/invitations/not-an-id/${action}`)).statusCode).toBe(404);
    }
    const south = (await call('south', 'GET', '/invitations')).json().data as Listed[];
    expect(south.map((r) => r.companyName)).not.toContain(companyName);
    expect((await listed('admin', companyName)).sendCount).toBe(1);
    expect((await linkName(token)).statusCode).toBe(200);
  });

  it('refuses vendor users on resend and withdraw', async () => {
    const { row } = await inviteNew('spire');
    for (const who of ['rep', 'companyAdmin'] as const) {
      const res = await call(who, 'POST', `/invitations/${row._id}/withdraw`);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(M.hospitalOnly);
    }
    expect((await listed('admin', 'Spire Devices')).status).toBe('pending');
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.id, row.companyId));
    expect(company?.name).toBe('Spire Devices');
  });
});
