import { MSG } from '@casecover/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCompanies, companies, companyInvitations, users } from '../../db/schema/index';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';

type Who = 'admin' | 'scheduler' | 'neuro' | 'south' | 'rep' | 'companyAdmin' | 'superAdmin';
const M = MSG.companyInvite;

let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(
    t,
    ['admin', 'scheduler', 'neuro', 'south', 'rep', 'companyAdmin', 'superAdmin'],
    '/api/company',
  ));
});
afterAll(() => t.close());

const invite = (who: Who | 'nobody', body: Record<string, unknown>) => call(who, 'POST', '/company/invite', body);
const person = { firstName: 'Maya', lastName: "O'Neil", email: 'maya@brightline.test', phone: '800-555-0101' };
const companyCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]?.n ?? 0;
const linkedTo = async (accountId: string) =>
  (await t.ctx.db.select().from(accountCompanies).where(eq(accountCompanies.accountId, accountId))).map(
    (r) => r.companyId,
  );

describe('who may invite', () => {
  it('refuses vendor users, the Super Admin and registrants awaiting approval on every invite call', async () => {
    const calls = [
      ['POST', '/company/invite', { companyId: ids.cardiopoint }],
      ['POST', '/divisionlist', { companyId: ids.medvance }],
      ['POST', '/invitations/companies', { search: '' }],
      ['GET', '/invitations', undefined],
    ] as const;
    const neuroId =
      (
        await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'scheduler.neurology@northside.test'))
      )[0]?.id ?? '';
    await t.ctx.db.update(users).set({ approved: false }).where(eq(users.id, neuroId));
    try {
      for (const who of ['rep', 'companyAdmin', 'superAdmin', 'neuro'] as const) {
        for (const [method, url, body] of calls) {
          const res = await call(who, method, url, body);
          expect(res.statusCode, `${who} ${url}`).toBe(403);
          expect(res.json().msg).toBe(M.hospitalOnly);
        }
      }
    } finally {
      await t.ctx.db.update(users).set({ approved: true }).where(eq(users.id, neuroId));
    }
    expect((await invite('nobody', { companyId: ids.cardiopoint })).statusCode).toBe(401);
    expect(await linkedTo(ids.south)).not.toContain(ids.cardiopoint);
  });
});

describe('the Invite Company messages (spec part 2 §5)', () => {
  const base = { companyName: 'Brightline Medical', ...person };
  it.each([
    [{}, M.companyRequired],
    [{ ...base, companyName: '   ' }, M.companyRequired],
    [{ ...base, companyName: 'C'.repeat(51) }, M.companyNameLength],
    [{ ...base, firstName: '' }, M.firstNameRequired],
    [{ ...base, firstName: 'M4ya' }, M.nameChars],
    [{ ...base, firstName: 'M' }, M.firstNameLength],
    [{ ...base, firstName: 'M'.repeat(51) }, M.firstNameLength],
    [{ ...base, lastName: '' }, M.lastNameRequired],
    [{ ...base, lastName: 'O#Neil' }, M.nameChars],
    [{ ...base, lastName: 'O' }, M.lastNameLength],
    [{ ...base, email: '' }, M.emailRequired],
    [{ ...base, email: 'maya@' }, M.emailFormat],
    [{ ...base, email: `${'m'.repeat(95)}@b.test` }, M.emailLength],
    [{ ...base, phone: '555-01' }, M.phoneFormat],
    [{ ...base, divisionName: 'D'.repeat(101) }, M.divisionLength],
    [{ ...base, size: 'huge' }, undefined],
  ])('answers 400 for %j', async (body, msg) => {
    const before = await companyCount();
    const res = await invite('admin', body);
    expect(res.statusCode).toBe(400);
    if (msg) expect(res.json().msg).toBe(msg);
    else expect(res.json().msg).toEqual(expect.any(String));
    expect(await companyCount()).toBe(before);
  });

  it('asks for a division of a large company, and only one of its own', async () => {
    // A large company Northside does not work with yet: created by Southside's invitation.
    const created = await invite('south', {
      companyName: 'Apex Vascular',
      size: 'large',
      divisionName: 'Peripheral',
      firstName: 'Theo',
      lastName: 'Marsh',
      email: 'theo@apex.test',
    });
    expect(created.json()).toEqual({ status: 200, msg: M.newSent });
    const [apex] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Apex Vascular'));
    const apexId = apex?.id ?? '';
    const divisions = await call('admin', 'POST', '/divisionlist', { companyId: apexId });
    expect(divisions.json().data.finalDivision.map((d: { name: string }) => d.name)).toEqual(['Peripheral']);
    const peripheral = divisions.json().data.finalDivision[0]._id as string;

    expect((await invite('admin', { companyId: apexId })).json().msg).toBe(M.divisionRequired);
    expect((await invite('admin', { companyId: apexId, divisioninvite: ids.division })).json().msg).toBe(
      M.divisionRequired,
    );
    expect(await linkedTo(ids.north)).not.toContain(apexId);
    const ok = await invite('scheduler', { companyId: apexId, divisioninvite: peripheral });
    expect(ok.json()).toEqual({ status: 200, msg: M.existingSent });
    expect(await linkedTo(ids.north)).toContain(apexId);
    const [row] = await t.ctx.db
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.divisionId, peripheral), eq(companyInvitations.accountId, ids.north)));
    expect(row).toMatchObject({ mode: 'existing', status: 'accepted', email: 'theo@apex.test' });
  });

  it('answers "* Please select a company" for an unknown company id', async () => {
    for (const companyId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await invite('admin', { companyId });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.companyRequired);
    }
  });
});

describe('inviting an existing company', () => {
  it('links it to the hospital and emails its admin', async () => {
    const search = await call('south', 'POST', '/invitations/companies', { search: 'medi' });
    expect(search.json().data).toEqual([
      { _id: ids.cardiopoint, name: 'CardioPoint Medical', size: 'small', linked: false },
    ]);
    const res = await invite('south', { companyId: ids.cardiopoint });
    expect(res.json()).toEqual({ status: 200, msg: M.existingSent });
    expect(await linkedTo(ids.south)).toContain(ids.cardiopoint);
    const mail = t.mail.lastTo('admin@cardiopoint.test');
    expect(mail?.subject).toBe('Southside Hospital now works with CardioPoint Medical on CaseCover');
    expect(mail?.text).toContain('Grant Holloway of Southside Hospital has invited CardioPoint Medical');
    const list = await call('south', 'GET', '/invitations');
    expect(list.json().data[0]).toMatchObject({
      mode: 'existing',
      status: 'accepted',
      companyName: 'CardioPoint Medical',
      invitedBy: 'Grant Holloway',
      email: 'admin@cardiopoint.test',
      expiresAt: null,
    });
    const listed = await call('south', 'POST', '/companylist', { searchText: 'CardioPoint' });
    expect(listed.json().data.finalCompany.map((c: { name: string }) => c.name)).toEqual(['CardioPoint Medical']);
  });

  it('refuses a company that already works with the hospital', async () => {
    const sentBefore = t.mail.sent.length;
    for (const companyId of [ids.medvance, ids.cardiopoint]) {
      const res = await invite('admin', { companyId, divisioninvite: ids.division });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.alreadyLinked);
    }
    expect(t.mail.sent.length).toBe(sentBefore);
    const search = await call('admin', 'POST', '/invitations/companies', { search: 'MedVance' });
    expect(search.json().data).toEqual([{ _id: ids.medvance, name: 'MedVance Surgical', size: 'large', linked: true }]);
  });
});

describe('inviting a new company', () => {
  it('creates the company (medium, clinical by default) with the person as its admin, links it and emails a link', async () => {
    const res = await invite('admin', { companyName: 'Brightline Medical', ...person, divisionName: 'East' });
    expect(res.json()).toEqual({ status: 200, msg: M.newSent });
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Brightline Medical'));
    expect(company).toMatchObject({ size: 'medium', type: 'clinical', email: person.email, phone: person.phone });
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, person.email));
    expect(admin).toMatchObject({
      name: "Maya O'Neil",
      role: 'company_admin',
      companyId: company?.id,
      passwordHash: null,
    });
    expect(await linkedTo(ids.north)).toContain(company?.id);
    const mail = t.mail.lastTo(person.email);
    expect(mail?.subject).toBe('You are invited to CaseCover');
    expect(mail?.text).toContain('Diane Foster of Northside Hospital has added you to CaseCover');
    expect(mail?.text).toMatch(/\/signup\/[A-Za-z0-9_-]{40,}/);
    expect(mail?.text).toContain('expires in 7 days');
    const [first] = (await call('admin', 'GET', '/invitations')).json().data;
    expect(first).toMatchObject({
      mode: 'new',
      status: 'pending',
      companyName: 'Brightline Medical',
      name: "Maya O'Neil",
      divisionName: 'East',
      sendCount: 1,
      invitedBy: 'Diane Foster',
    });
    const days = (Date.parse(first.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('takes the size and type chosen in the dialog', async () => {
    const res = await invite('scheduler', {
      companyName: 'Kestrel Labs',
      size: 'small',
      type: 'other',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@kestrel.test',
      phone: '',
    });
    expect(res.statusCode).toBe(200);
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Kestrel Labs'));
    expect(company).toMatchObject({ size: 'small', type: 'other', phone: null });
  });

  it('refuses a name already on the platform, and an email another user has', async () => {
    const before = await companyCount();
    const taken = await invite('admin', { ...person, companyName: 'medvance surgical', email: 'new@x.test' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe(M.nameTaken);
    for (const email of ['admin@southside.test', 'REP@medvance.test']) {
      const res = await invite('admin', { ...person, companyName: 'Fresh Devices', email });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.emailTaken);
    }
    expect(await companyCount()).toBe(before);
  });
});

describe('lookups of the health system', () => {
  it('lists the hospitals of the caller’s health system and its parent', async () => {
    const names = async (who: Who, search = '') =>
      (await call(who, 'POST', '/listAccounts', { search }))
        .json()
        .data.map((a: { accountName: string }) => a.accountName);
    expect(await names('admin')).toEqual(['Northside Hospital', 'Southside Hospital']);
    expect(await names('scheduler', 'south')).toEqual(['Southside Hospital']);
    expect(await names('rep')).toEqual([]);
    expect(await names('superAdmin')).toEqual(['Northside Hospital', 'Riverbend Health System', 'Southside Hospital']);
    const parent = await call('south', 'GET', '/checkParent');
    expect(parent.json().data.parentAccount.accountName).toBe('Riverbend Health System');
    expect((await call('rep', 'GET', '/checkParent')).json().data).toEqual({ parentAccount: null });
    expect((await call('nobody', 'GET', '/checkParent')).statusCode).toBe(401);
  });

  it('lists a company’s divisions, and 404 for an unknown company', async () => {
    const res = await call('admin', 'POST', '/divisionlist', { companyId: ids.medvance });
    expect(res.json().data.finalDivision.map((d: { name: string }) => d.name)).toEqual([
      'Cardiovascular',
      'Neuroscience',
    ]);
    expect(
      (await call('admin', 'POST', '/divisionlist', { companyId: ids.ortholine })).json().data.finalDivision,
    ).toEqual([]);
    for (const companyId of ['', 'x', '00000000-0000-4000-8000-000000000000']) {
      expect((await call('admin', 'POST', '/divisionlist', { companyId })).statusCode).toBe(404);
    }
  });
});
