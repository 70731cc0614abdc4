import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { MSG } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNotice, field, signIn, storedToken, text, unique, uniqueEmail } from '../fixtures/app';
import { E2E_BASE_URL } from '../fixtures/env';
import { registerHospital, type OwnHospital } from '../fixtures/hospitals';
import { firstLink, latestMailTo } from '../fixtures/mail';
import { NEW_PASSWORD, uniqueName } from '../fixtures/users';

const M = MSG.companyInvite;
const SHOTS = '/tmp/shots-invite';

// Each worker works for a hospital of its own, registered through the API: inviting links
// companies to the inviting hospital, and the demo hospitals' company lists are other tests'.
type Hospital = OwnHospital;

async function openCompaniesAs(page: Page, hospital: Hospital) {
  await signIn(page, hospital.adminEmail, NEW_PASSWORD);
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
}

async function openInviteDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Invite Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Company' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openInvitations(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Invitations', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitations' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const invitationOf = (dialog: Locator, company: string) =>
  dialog.getByRole('list', { name: 'Company invitations' }).getByRole('listitem', { name: new RegExp(`^${company}:`) });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const kind = (page.viewportSize()?.width ?? 0) < 900 ? 'phone' : 'desktop';
  await page.screenshot({ path: `${SHOTS}/${name}-${kind}.png`, animations: 'disabled' });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

let hospital: Hospital;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  try {
    hospital = await registerHospital(request, 'Invite Test Hospital');
  } finally {
    await request.dispose();
  }
});

test('a hospital invites a new company; its admin signs up through the emailed link and sees his company', async ({
  page,
  browser,
}) => {
  const company = `Zephyr Devices ${unique()}`;
  const email = uniqueEmail('invited-admin');
  const [first, last] = uniqueName('Maya').split(' ') as [string, string];
  await openCompaniesAs(page, hospital);
  await shot(page, 'companies-invite-buttons');
  const dialog = await openInviteDialog(page);

  await dialog.getByRole('combobox', { name: 'Company' }).fill(company);
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(text(dialog, M.firstNameRequired)).toBeVisible();
  await expect(text(dialog, M.emailRequired)).toBeVisible();

  await field(dialog, 'First Name').fill(first);
  await field(dialog, 'Last Name').fill(last);
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Phone').fill('800-555-0142');
  await field(dialog, 'Division').fill('East Coast');
  await shot(page, 'invite-company-new');
  const since = Date.now();
  await expectNotice(dialog, M.newSent, () => dialog.getByRole('button', { name: 'Invite', exact: true }).click());
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: company })).toBeVisible();

  const invitations = await openInvitations(page);
  await expect(invitationOf(invitations, company)).toContainText('Waiting for sign-up');
  await expect(invitationOf(invitations, company)).toContainText(email);
  await invitations.getByRole('button', { name: 'Close' }).click();

  const link = firstLink(await latestMailTo(email, { since, contains: '/signup/' }));
  const context = await browser.newContext({ viewport: DESKTOP });
  const invitee = await context.newPage();
  try {
    await invitee.goto(link);
    await expect(invitee.getByText(`Hi ${first} ${last},`)).toBeVisible();
    await field(invitee, 'Password').fill(NEW_PASSWORD);
    await field(invitee, 'Confirm Password').fill(NEW_PASSWORD);
    await expectNotice(invitee, MSG.signup.success, () =>
      invitee.getByRole('button', { name: 'Create Account' }).click(),
    );
    await signIn(invitee, email, NEW_PASSWORD);
    await invitee.goto('/company');
    const rows = invitee
      .getByRole('table', { name: 'Companies' })
      .getByRole('row')
      .filter({ has: invitee.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(company);
    // A vendor user invites no one.
    await expect(invitee.getByRole('button', { name: 'Invite Company' })).toHaveCount(0);
  } finally {
    await context.close();
  }

  const after = await openInvitations(page);
  await expect(invitationOf(after, company)).toContainText('Accepted');
  await expect(invitationOf(after, company).getByRole('button', { name: /Resend/ })).toHaveCount(0);
});

test('a hospital invites a large company already on CaseCover, with one of its divisions', async ({ page }) => {
  await openCompaniesAs(page, hospital);
  const dialog = await openInviteDialog(page);
  await dialog.getByRole('combobox', { name: 'Company' }).fill('MedVance');
  await page.getByRole('option', { name: /^MedVance Surgical/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(text(dialog, M.divisionRequired)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: 'Cardiovascular', exact: true }).click();
  await shot(page, 'invite-company-existing');
  const since = Date.now();
  await expectNotice(dialog, M.existingSent, () => dialog.getByRole('button', { name: 'Invite', exact: true }).click());
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'MedVance Surgical' })).toBeVisible();
  const mail = await latestMailTo('admin@medvance.test', { since, contains: hospital.name });
  expect(mail).toContain('MedVance Surgical (Cardiovascular division)');

  // Now linked, it is listed but cannot be invited again.
  const again = await openInviteDialog(page);
  await again.getByRole('combobox', { name: 'Company' }).fill('MedVance');
  const option = page.getByRole('option', { name: /^MedVance Surgical/ });
  await expect(option).toContainText('Already works with your hospital');
  await expect(option).toHaveAttribute('aria-disabled', 'true');
});

test('a hospital resends an invitation (the old link dies) and withdraws it', async ({ page }) => {
  const company = `Quartz Medical ${unique()}`;
  const email = uniqueEmail('withdrawn-admin');
  await openCompaniesAs(page, hospital);
  const since = Date.now();
  const res = await page.request.post('/api/company/company/invite', {
    headers: { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
    data: { companyName: company, firstName: 'Rene', lastName: 'Ortiz', email },
  });
  expect(res.status()).toBe(200);
  const oldLink = firstLink(await latestMailTo(email, { since, contains: '/signup/' }));

  const dialog = await openInvitations(page);
  const row = invitationOf(dialog, company);
  await expect(row).toContainText('Waiting for sign-up');
  await shot(page, 'invitations');
  const resentSince = Date.now();
  await expectNotice(dialog, M.resent, () => row.getByRole('button', { name: /^Resend/ }).click());
  await expect(row).toContainText('sent 2 times');
  const newLink = firstLink(await latestMailTo(email, { since: resentSince, contains: '/signup/' }));
  expect(newLink).not.toBe(oldLink);

  await row.getByRole('button', { name: /^Withdraw/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw Invitation' });
  await expect(confirm).toContainText(M.withdrawConfirm);
  await expectNotice(dialog, M.withdrawn, () => confirm.getByRole('button', { name: 'Withdraw' }).click());
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByRole('button')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(0);

  for (const link of [oldLink, newLink]) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: MSG.signup.invalidHeading })).toBeVisible();
  }
});

test('the invite dialog and the invitations fit a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openCompaniesAs(page, hospital);
  await expect(page.getByRole('button', { name: 'Invite Company' })).toBeVisible();
  await shot(page, 'companies-invite-buttons');
  const dialog = await openInviteDialog(page);
  await dialog.getByRole('combobox', { name: 'Company' }).fill(`Phone Test Company ${unique()}`);
  // Clicking into the next field closes the suggestions, as a user moving on would.
  await field(dialog, 'First Name').click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await shot(page, 'invite-company-new');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const list = await openInvitations(page);
  await expect(list.getByRole('list', { name: 'Company invitations' }).getByRole('listitem').first()).toBeVisible();
  await shot(page, 'invitations');
  expect(await seriousViolations(page)).toEqual([]);
});
