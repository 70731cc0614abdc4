import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@casecover/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCompanies, auditLog, companies } from '../../db/schema/index';
import {
  bearer,
  createTestApp,
  demoIds,
  loginAs,
  multipart,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';

type Who = 'admin' | 'master' | 'scheduler' | 'south' | 'rep' | 'manager' | 'companyAdmin' | 'superAdmin';
const ALL: Who[] = ['admin', 'master', 'scheduler', 'south', 'rep', 'manager', 'companyAdmin', 'superAdmin'];

let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;
let token: (who: Who) => string;
let serial = 0;

/** A 1×1 PNG. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const svgLogo = (inner = '<circle cx="8" cy="8" r="6" fill="#1565c0"/>') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${inner}</svg>\n`;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call, token } = await loginAs(t, ALL, '/api/company'));
});
afterAll(() => t.close());

/** A valid form, with a name no other test uses. */
const form = (over: Record<string, string> = {}) => ({
  companyName: `Acme Tools ${(serial += 1)}`,
  email: 'info@acme.test',
  size: 'small',
  ...over,
});

type Logo = { filename: string; bytes: Buffer };
function add(who: Who | 'nobody', fields: Record<string, string>, logo?: Logo) {
  const body = multipart(fields, logo ? { companyLogo: logo } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/company/addCompany',
    headers: { ...body.headers, ...(who === 'nobody' ? {} : bearer(token(who))) },
    payload: body.payload,
  });
}

async function stored(id: string) {
  const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw new Error('company not stored');
  return row;
}

const logoFiles = async () => readdir(path.join(t.dataDir, 'uploads', 'logos')).catch(() => [] as string[]);

describe('POST /api/company/addCompany: who may add', () => {
  it('adds for a hospital\u2019s Account Admin and links the company to his hospital', async () => {
    const res = await add('admin', form({ companyName: 'Northwind Implants', companyId: 'nwi' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 201, msg: MSG.companyAdd.added, data: { companyId: 'NWI' } });
    const id = res.json().data._id as string;
    const links = await t.ctx.db.select().from(accountCompanies).where(eq(accountCompanies.companyId, id));
    expect(links.map((l) => l.accountId)).toEqual([ids.north]);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry?.action).toBe('company.add');
  });

  it('adds for the Super Admin without linking the company to any hospital', async () => {
    const res = await add('superAdmin', form({ companyName: 'Platform Vendor' }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    expect(await t.ctx.db.select().from(accountCompanies).where(eq(accountCompanies.companyId, id))).toEqual([]);
    expect((await call('superAdmin', 'GET', `/company/${id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/company/${id}`)).statusCode).toBe(404);
  });

  it('refuses every other role with 403 and its message, and no session with 401', async () => {
    for (const who of ['master', 'scheduler', 'rep', 'manager', 'companyAdmin'] as const) {
      const res = await add(who, form({ companyName: `Refused ${who}` }));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().msg).toBe(MSG.companyAdd.adminOnly);
    }
    expect((await add('nobody', form())).statusCode).toBe(401);
    const refused = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Refused rep'));
    expect(refused).toEqual([]);
  });

  it('shows the new company to the adding hospital, never to Southside', async () => {
    const res = await add('admin', form({ companyName: 'Tenant Probe Medical' }));
    const id = res.json().data._id as string;
    const north = await call('admin', 'POST', '/companylist', { searchText: 'Tenant Probe' });
    expect(north.json().data.finalCompany.map((c: { _id: string }) => c._id)).toEqual([id]);
    expect((await call('scheduler', 'GET', `/company/${id}`)).statusCode).toBe(200);
    const pick = await t.app.inject({
      method: 'POST',
      url: '/api/task/companyFilter',
      headers: bearer(token('admin')),
      payload: { search: 'Tenant Probe' },
    });
    expect(pick.json().data.map((c: { _id: string }) => c._id)).toEqual([id]);
    const south = await call('south', 'POST', '/companylist', { searchText: 'Tenant Probe' });
    expect(south.json().data.finalCompany).toEqual([]);
    expect((await call('south', 'GET', `/company/${id}`)).statusCode).toBe(404);
    expect((await call('south', 'POST', '/team', { companyId: id })).statusCode).toBe(404);
    expect((await call('rep', 'GET', `/company/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/company/addCompany: the form\u2019s rules', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['no name', { companyName: '  ' }, MSG.companyAdd.nameRequired],
    ['a long name', { companyName: 'n'.repeat(51) }, MSG.companyAdd.nameLength],
    ['a 5-character code', { companyId: 'ABCDE' }, MSG.companyAdd.codeLength],
    ['a code with a dash', { companyId: 'A-B' }, MSG.companyAdd.codeChars],
    ['a long address', { address: 'a'.repeat(101) }, MSG.companyAdd.addressLength],
    ['a website that is no url', { website: 'not a site' }, MSG.companyAdd.website],
    ['a javascript: website', { website: 'javascript:alert(1)' }, MSG.companyAdd.website],
    ['no email', { email: '' }, MSG.companyAdd.emailRequired],
    ['a bad email', { email: 'info@' }, MSG.companyAdd.emailFormat],
    ['a long email', { email: `${'e'.repeat(95)}@x.com` }, MSG.companyAdd.emailLength],
    ['a bad phone', { phone: '12345' }, MSG.companyAdd.phoneFormat],
    ['no size', { size: '' }, MSG.companyAdd.sizeRequired],
    ['an unknown size', { size: 'huge' }, MSG.companyAdd.sizeRequired],
    ['an unknown type', { type: 'vendor' }, MSG.companyAdd.typeInvalid],
    ['a long description', { description: 'd'.repeat(256) }, MSG.companyAdd.descriptionLength],
    ['an unknown billing type', { billingType: 'monthly' }, MSG.companyAdd.billingType],
    ['no price', { pricePerUser: '' }, MSG.companyAdd.price],
    ['a zero price', { pricePerUser: '0' }, MSG.companyAdd.price],
    ['a negative price', { pricePerUser: '-5' }, MSG.companyAdd.price],
    ['a price of 7 digits', { pricePerUser: '1234567' }, MSG.companyAdd.price],
    ['a price with 3 decimals', { pricePerUser: '1.234' }, MSG.companyAdd.price],
    ['a price in words', { pricePerUser: 'ten' }, MSG.companyAdd.price],
    ['a trial start that is no day', { trialStart: '2026-02-30' }, MSG.companyAdd.trialStart],
    ['a trial end that is no day', { trialEnd: 'next week' }, MSG.companyAdd.trialEnd],
    [
      'a trial ending before it starts',
      { trialStart: '2026-12-10', trialEnd: '2026-12-01' },
      MSG.companyAdd.trialOrder,
    ],
    ['a trial end before today\u2019s default start', { trialEnd: '2020-01-01' }, MSG.companyAdd.trialOrder],
  ];
  it.each(cases)('refuses %s with its message', async (_what, over, msg) => {
    const res = await add('admin', form(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses a missing email or size (fields left out of the form)', async () => {
    expect((await add('admin', { companyName: 'No Email Co', size: 'small' })).json().msg).toBe(
      MSG.companyAdd.emailRequired,
    );
    expect((await add('admin', { companyName: 'No Size Co', email: 'a@b.test' })).json().msg).toBe(
      MSG.companyAdd.sizeRequired,
    );
  });

  it('refuses a JSON body with a message', async () => {
    const res = await call('admin', 'POST', '/addCompany', form());
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBeTruthy();
  });

  it('keeps the defaults: billing type 1, 29.99 per user, a trial from today for 14 days, type clinical', async () => {
    const res = await add('admin', form());
    const row = await stored(res.json().data._id);
    const today = new Date().toISOString().slice(0, 10);
    expect(row).toMatchObject({ billingType: '1', pricePerUser: '29.99', type: 'clinical', size: 'small' });
    expect(row.trialStart?.toISOString().slice(0, 10)).toBe(today);
    expect(((row.trialEnd?.getTime() ?? 0) - (row.trialStart?.getTime() ?? 0)) / 86_400_000).toBe(14);
  });

  it('takes prices as people type them, up to 6 digits and 2 decimals', async () => {
    for (const [typed, kept] of [
      ['$2,500', '2500.00'],
      ['29.9', '29.90'],
      ['999999.99', '999999.99'],
    ] as const) {
      const res = await add('admin', form({ pricePerUser: typed }));
      expect(res.statusCode, typed).toBe(201);
      expect((await stored(res.json().data._id)).pricePerUser).toBe(kept);
    }
  });

  it('keeps every field sent: website with or without its scheme, phone, trial, type other', async () => {
    const res = await add(
      'admin',
      form({
        companyName: 'Full Form Co',
        address: '1 Main St, Atlanta, GA 30301',
        website: 'www.fullform.example.com',
        phone: '404-555-0199',
        description: 'Sterile processing',
        type: 'other',
        size: 'large',
        trialStart: '2026-12-01',
        trialEnd: '2027-01-15',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await call('admin', 'GET', `/company/${res.json().data._id}`)).json().data;
    expect(detail).toMatchObject({
      name: 'Full Form Co',
      website: 'www.fullform.example.com',
      phone: '404-555-0199',
      address: '1 Main St, Atlanta, GA 30301',
      description: 'Sterile processing',
      type: 'other',
      size: 'large',
      logo: null,
    });
    const row = await stored(res.json().data._id);
    expect(row.trialEnd?.toISOString().slice(0, 10)).toBe('2027-01-15');
    expect((await add('admin', form({ website: 'https://example.com/about?x=1' }))).statusCode).toBe(201);
  });
});

describe('company codes', () => {
  it('are unique whatever their case: a taken code in lower case is refused', async () => {
    const res = await add('admin', form({ companyId: 'mvs' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.companyAdd.codeTaken);
    expect((await add('admin', form({ companyId: 'Ortl' }))).json().msg).toBe(MSG.companyAdd.codeTaken);
  });

  it('settle a race between two adds of one code with a 400, never a 500, and keep no stray logo', async () => {
    const before = (await logoFiles()).length;
    const logo = { filename: 'race.png', bytes: PNG_1PX };
    const [a, b] = await Promise.all([
      add('admin', form({ companyId: 'RACE' }), logo),
      add('admin', form({ companyId: 'race' }), logo),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.statusCode === 400)?.json().msg).toBe(MSG.companyAdd.codeTaken);
    expect((await logoFiles()).length).toBe(before + 1);
  });

  it('are given from the name when left blank', async () => {
    const first = await add('admin', form({ companyName: 'Quill Vascular Group' }));
    expect(first.json().data.companyId).toBe('QVG');
    const second = await add('admin', form({ companyName: 'Quill Vascular Group' }));
    expect(second.json().data.companyId).toBe('QUIL');
  });

  it('checkCompanyId tells a free code, a taken one (any case) with a free suggestion, or only suggests', async () => {
    const free = await call('admin', 'POST', '/company/checkCompanyId', {
      companyName: 'Zebra Medical',
      companyId: 'zm',
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ msg: MSG.companyAdd.codeFree, data: { companyId: 'ZM', isAvailable: true } });
    const taken = await call('admin', 'POST', '/company/checkCompanyId', {
      companyName: 'MedVance Surgical',
      companyId: 'mvs',
    });
    expect(taken.json()).toMatchObject({
      msg: MSG.companyAdd.codeTaken,
      data: { companyId: 'MS', isAvailable: false },
    });
    await add('admin', form({ companyName: 'Orbit Robotics', companyId: 'OR' }));
    const suggested = await call('superAdmin', 'POST', '/company/checkCompanyId', { companyName: 'Orbit Robotics' });
    expect(suggested.json().data).toEqual({ companyId: 'ORBI', isAvailable: null });
  });

  it('checkCompanyId checks its input and its caller', async () => {
    const noName = await call('admin', 'POST', '/company/checkCompanyId', { companyName: '' });
    expect(noName.json()).toMatchObject({ status: 400, msg: MSG.companyAdd.nameRequired });
    const long = await call('admin', 'POST', '/company/checkCompanyId', { companyName: 'X', companyId: 'TOOLONG' });
    expect(long.json().msg).toBe(MSG.companyAdd.codeLength);
    for (const who of ['master', 'scheduler', 'rep', 'companyAdmin'] as const) {
      const res = await call(who, 'POST', '/company/checkCompanyId', { companyName: 'Anything' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().msg).toBe(MSG.companyAdd.adminOnly);
    }
    expect((await call('nobody', 'POST', '/company/checkCompanyId', { companyName: 'A' })).statusCode).toBe(401);
  });
});

describe('company logos', () => {
  it('stores a PNG by its bytes and serves it as an image for the header', async () => {
    const res = await add('admin', form({ companyName: 'Logo Co' }), { filename: 'logo.PNG', bytes: PNG_1PX });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await call('admin', 'GET', `/company/${res.json().data._id}`)).json().data;
    expect(detail.logo).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${detail.logo}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('serves an SVG logo so that nothing in it can run', async () => {
    const res = await add('admin', form(), { filename: 'mark.svg', bytes: Buffer.from(svgLogo()) });
    expect(res.statusCode, res.body).toBe(201);
    const { logo } = (await call('admin', 'GET', `/company/${res.json().data._id}`)).json().data;
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${logo}` });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    expect(file.headers['content-security-policy']).not.toMatch(/allow-scripts/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  const refused: [string, Logo][] = [
    ['text named .png', { filename: 'logo.png', bytes: Buffer.from('this is not an image at all') }],
    ['a PNG named .jpg', { filename: 'logo.jpg', bytes: PNG_1PX }],
    ['a PNG named .gif', { filename: 'logo.gif', bytes: PNG_1PX }],
    ['text named .svg', { filename: 'logo.svg', bytes: Buffer.from('hello <svg> world') }],
    ['HTML named .svg', { filename: 'logo.svg', bytes: Buffer.from('<html><body><svg></svg></body></html>') }],
    ['an SVG with a script', { filename: 'logo.svg', bytes: Buffer.from(svgLogo('<script>alert(1)</script>')) }],
    ['an SVG with a handler', { filename: 'logo.svg', bytes: Buffer.from(svgLogo('<rect onload="alert(1)"/>')) }],
    [
      'an SVG with a javascript: link',
      { filename: 'logo.svg', bytes: Buffer.from(svgLogo('<a href="javascript:alert(1)"><text>x</text></a>')) },
    ],
    [
      'an SVG with embedded HTML',
      { filename: 'logo.svg', bytes: Buffer.from(svgLogo('<foreignObject><div>x</div></foreignObject>')) },
    ],
    [
      'an SVG with a DTD',
      { filename: 'logo.svg', bytes: Buffer.from(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svgLogo('<text>&a;</text>')}`) },
    ],
  ];
  it.each(refused)('refuses %s with \u201c* Upload valid image\u201d and stores nothing', async (_what, logo) => {
    const before = (await logoFiles()).length;
    const res = await add('admin', form(), logo);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.companyAdd.logoType);
    expect((await logoFiles()).length).toBe(before);
  });

  it('refuses a logo over 2 MB', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await add('admin', form(), { filename: 'big.png', bytes: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.companyAdd.logoSize);
  });
});

describe('the seeded company of type other', () => {
  it('works with Northside only and says it is not clinical', async () => {
    const [row] = await t.ctx.db
      .select({ id: companies.id, type: companies.type })
      .from(companies)
      .where(eq(companies.name, 'Keystone Facility Services'));
    expect(row?.type).toBe('other');
    const id = row?.id ?? '';
    expect((await call('admin', 'GET', `/company/${id}`)).json().data.type).toBe('other');
    expect((await call('south', 'GET', `/company/${id}`)).statusCode).toBe(404);
    const linked = await t.ctx.db
      .select()
      .from(accountCompanies)
      .where(and(eq(accountCompanies.companyId, id), eq(accountCompanies.accountId, ids.north)));
    expect(linked).toHaveLength(1);
  });
});
