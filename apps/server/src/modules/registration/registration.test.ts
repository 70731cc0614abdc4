import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@casecover/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index';
import {
  bearer,
  captchaToken,
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

let t: TestApp;
let ids: DemoIds;
let call: Call<never>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, [], '/api/registration'));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let n = 0;
async function validFields(overrides: Record<string, string> = {}) {
  n += 1;
  return {
    name: "Anne-Marie O'Neil",
    email: `anne${n}.${Date.now()}@lakeview.test`,
    phone: '(404) 555-0199',
    address: '12 Lake Shore Dr, Chicago, IL 60601',
    accountName: `Lakeview Medical ${n} ${Date.now()}`,
    token: await captchaToken(t),
    ...overrides,
  };
}

const register = (fields: Record<string, string>, files?: Parameters<typeof multipart>[1]) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/registration/register', ...body });
};

describe('POST /api/registration/accountlist', () => {
  it('lists matching hospitals by name, at most 10, without other fields', async () => {
    const res = await call('nobody', 'POST', '/accountlist', { search: 'side' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((a: { accountName: string }) => a.accountName);
    expect(names).toEqual(['Northside Hospital', 'Southside Hospital']);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['_id', 'accountName']);
  });

  it('offers hospitals, not the health system that groups them', async () => {
    const res = await call('nobody', 'POST', '/accountlist', { search: 'Riverbend' });
    expect(res.json().data).toEqual([]);
    const all = await call('nobody', 'POST', '/accountlist', { search: '' });
    const names = all.json().data.map((a: { accountName: string }) => a.accountName);
    expect(names).toEqual(expect.arrayContaining(['Northside Hospital', 'Southside Hospital']));
    expect(names).not.toContain('Riverbend Health System');
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const res = await call('nobody', 'POST', '/accountlist', { search: '%' });
    expect(res.json().data).toEqual([]);
  });

  it('answers 400 to an over-long search', async () => {
    const res = await call('nobody', 'POST', '/accountlist', { search: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/registration/address_suggestions', () => {
  it('suggests addresses without a session, as the Locations screen does', async () => {
    const res = await call('nobody', 'GET', '/address_suggestions?q=60601');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ formattedAddress: 'Chicago, IL 60601', zipCode: '60601' });
    const none = await call('nobody', 'GET', '/address_suggestions?q=Qwxyz%20Nowhere');
    expect(none.json().data).toEqual([]);
  });

  it('answers 400 under two characters', async () => {
    const res = await call('nobody', 'GET', '/address_suggestions?q=x');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.locations.searchTooShort);
  });
});

describe('POST /api/registration/register', () => {
  it('creates a new hospital with the registrant as its Account Admin, signs him in and mails a password link', async () => {
    const fields = await validFields();
    const res = await register(fields, { filePath: { filename: 'licence.pdf', bytes: PDF, type: 'application/pdf' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe(MSG.register.success);
    expect(body.data).toMatchObject({ role: 'account_admin', accountName: fields.accountName, approved: true });

    const session = await t.app.inject({ method: 'GET', url: '/api/login/session', headers: bearer(body.token) });
    expect(session.statusCode).toBe(200);

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, fields.email));
    expect(user?.documentPath).toMatch(/^documents\/.+\.pdf$/);
    const stored = await readFile(path.join(t.dataDir, 'uploads', user?.documentPath ?? ''));
    expect(stored.equals(PDF)).toBe(true);

    const mail = t.mail.lastTo(fields.email);
    expect(mail?.subject).toBe('Set your CaseCover password');
    const token = linkToken(mail?.text ?? '');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/login/update/password',
      payload: { userId: token, password: 'Lake!view2026' },
    });
    expect(set.statusCode).toBe(200);
    await login(t, fields.email, 'Lake!view2026');
  });

  it('joins an existing hospital as a user awaiting approval', async () => {
    const fields = await validFields({ accountId: ids.north, accountName: '' });
    const res = await register(fields);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ accountName: 'Northside Hospital', approved: false, role: 'scheduler' });
  });

  it('refuses to join a health system rather than one of its hospitals', async () => {
    const [system] = await t.ctx.db.select().from(accounts).where(eq(accounts.name, 'Riverbend Health System'));
    const fields = await validFields({ accountId: system?.id ?? '', accountName: '' });
    const res = await register(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.register.hospitalRequired);
  });

  it.each([
    ['name', '', MSG.register.nameRequired],
    ['name', 'J', MSG.register.nameInvalid],
    ['name', 'John3 Smith', MSG.register.nameInvalid],
    ['name', 'A'.repeat(51), MSG.register.nameInvalid],
    ['email', '', MSG.register.emailRequired],
    ['email', 'not-an-email', MSG.register.emailFormat],
    ['email', `${'a'.repeat(95)}@x.test`, MSG.register.emailLength],
    ['phone', '', MSG.register.phoneRequired],
    ['phone', '12345', MSG.register.phoneFormat],
    ['address', '', MSG.register.addressRequired],
    ['address', 'x'.repeat(101), MSG.register.addressLength],
    ['accountName', 'H'.repeat(101), MSG.register.hospitalLength],
    ['accountName', '', MSG.register.hospitalRequired],
    ['accountId', 'not-a-uuid', MSG.register.hospitalUnknown],
    ['token', '', MSG.captcha.required],
  ])('answers 400 when %s is %j', async (field, value, msg) => {
    const res = await register(await validFields({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg });
  });

  it('answers 400 for a hospital id that does not exist', async () => {
    const res = await register(
      await validFields({ accountId: '00000000-0000-4000-8000-000000000000', accountName: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.register.hospitalUnknown);
  });

  it('refuses a document of the wrong type, by name and by content', async () => {
    const byName = await register(await validFields(), { filePath: { filename: 'photo.png', bytes: PNG } });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().msg).toBe(MSG.register.documentType);
    const renamed = await register(await validFields(), { filePath: { filename: 'licence.pdf', bytes: PNG } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().msg).toBe(MSG.register.documentType);
  });

  it('refuses a document over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await register(await validFields(), { filePath: { filename: 'big.pdf', bytes: big } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.register.documentSize);
  });

  it('refuses a taken email regardless of case, and a hospital name that exists, with 409', async () => {
    const email = await register(await validFields({ email: 'ADMIN@northside.test' }));
    expect(email.statusCode).toBe(409);
    expect(email.json().msg).toBe(MSG.register.emailTaken);
    const hospital = await register(await validFields({ accountName: 'northside hospital' }));
    expect(hospital.statusCode).toBe(409);
    expect(hospital.json().msg).toBe(MSG.register.hospitalTaken);
  });

  it('creates nothing when the request is refused', async () => {
    const fields = await validFields({ phone: 'bad' });
    await register(fields);
    const [row] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(eq(accounts.name, fields.accountName));
    expect(row?.n).toBe(0);
  });

  it('answers 400 to a body that is not multipart', async () => {
    const res = await call('nobody', 'POST', '/register', await validFields());
    expect(res.statusCode).toBe(400);
  });
});
