import { MSG } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  HOSPITALS,
  expectNotice,
  PHONE,
  field,
  screenshot,
  signIn,
  signInAs,
  storedToken,
  text,
  unique,
  uniqueEmail,
} from '../fixtures/app';
import { E2E_BASE_URL } from '../fixtures/env';
import { firstLink, latestMailTo } from '../fixtures/mail';

const NEW_PASSWORD = 'Welc0me!Aboard';

/** A 1×1 PNG, for the optional profile photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A person's name unique to this run; user names take letters only. */
function uniqueName(first: string): string {
  const letters = unique()
    .split('')
    .map((digit) => 'abcdefghij'[Number(digit)] ?? 'x')
    .join('');
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

async function openUsers(page: Page, query = ''): Promise<void> {
  await page.goto(`/user${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

/** Picks an option of a MUI select by the select's label. */
async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search' });
}

async function search(page: Page, value: string): Promise<void> {
  await searchBox(page).fill(value);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(value).replace(/\./g, '\\.')}`));
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

async function openAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function menuItemsFor(page: Page, name: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return items;
}

/** Adds a Northside user through the API as the signed-in admin. */
async function addUserByApi(
  page: Page,
  user: { name: string; email: string; role?: 'account_admin' | 'master_scheduler' | 'scheduler' },
): Promise<void> {
  const token = await storedToken(page);
  expect(token, 'the admin is signed in').not.toBeNull();
  const res = await page.request.post('/api/user/addUser', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: user.name, email: user.email, phone: '404-555-0177', role: user.role ?? 'master_scheduler' },
  });
  expect(res.status()).toBe(201);
}

test.describe('users list', () => {
  test('the Account Admin sees every filter, the Actions column and Add User', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
    for (const label of ['Department', 'Role', 'Status']) {
      await expect(page.getByRole('combobox', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['#', 'NAME', 'PHONE', 'EMAIL', 'ROLE', 'DEPARTMENT', 'ACTIONS']);
    await expect(rowOf(page, DEMO.northScheduler.name)).toBeVisible();
    await expect(rowOf(page, DEMO.southAdmin.name)).toBeHidden();

    // The admin's own row offers Edit only.
    await search(page, DEMO.northAdmin.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    expect(await menuItemsFor(page, DEMO.northAdmin.name)).toEqual(['Edit']);
    await openAction(page, DEMO.northAdmin.name, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the Scheduler sees his department read-only: no Department filter, no Actions, no Add User', async ({
    page,
  }) => {
    await signInAs(page, DEMO.northScheduler.email);
    await openUsers(page);
    await expect(rowOf(page, DEMO.northScheduler.name)).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['#', 'NAME', 'PHONE', 'EMAIL', 'ROLE', 'DEPARTMENT']);
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    // Only Cardiology, his department.
    await expect(rowOf(page, DEMO.northAdmin.name)).toHaveCount(0);
  });

  test('the Super Admin sees the COMPANY column and no actions', async ({ page }) => {
    await signInAs(page, DEMO.superAdmin.email);
    await openUsers(page);
    await expect(page.getByRole('columnheader')).toHaveText([
      '#',
      'NAME',
      'PHONE',
      'EMAIL',
      'ROLE',
      'DEPARTMENT',
      'COMPANY',
    ]);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await search(page, DEMO.rep.email);
    await expect(rowOf(page, DEMO.rep.name)).toContainText('MedVance Surgical');
  });

  test('search, paging and page size live in the address', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const tag = uniqueName('Pager').split(' ')[1] ?? 'Pager';
    for (let i = 0; i < 12; i += 1) {
      await addUserByApi(page, { name: `${tag} ${'abcdefghijkl'.charAt(i)}member`, email: uniqueEmail('pager') });
    }
    await openUsers(page);
    await search(page, tag);
    await expect(page.getByText('1–10 of 12')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('11–12 of 12')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('11');

    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect(page).toHaveURL(/[?&]pageSize=25/);
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(page.getByText('1–12 of 12')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(13);

    // A reload (or a shared link) shows the same list.
    await page.reload();
    await expect(searchBox(page)).toHaveValue(tag);
    await expect(page.getByText('1–12 of 12')).toBeVisible();

    await search(page, `${tag}zzz`);
    await expect(page.getByText('No data found', { exact: true })).toBeVisible();
  });
});

test('an admin adds a user, who signs up from the invitation and signs in; the link then no longer works', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Nina');
  const email = uniqueEmail('invite');

  await signInAs(page, DEMO.northAdmin.email);
  await openUsers(page);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add User' }).click();
  for (const message of [
    MSG.users.nameRequired,
    MSG.users.emailRequired,
    MSG.users.phoneRequired,
    MSG.users.roleRequired,
  ]) {
    await expect(text(dialog, message)).toBeVisible();
  }
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Phone').fill('404-555-0188');
  await choose(dialog, 'Role', 'Scheduler');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(text(dialog, MSG.users.departmentRequired)).toBeVisible();
  await choose(dialog, 'Department', 'Cardiology');
  await screenshot(page, 'users-add-dialog');

  const since = Date.now();
  await expectNotice(page, MSG.users.added, () => dialog.getByRole('button', { name: 'Add User' }).click());
  await expect(dialog).toBeHidden();
  await search(page, email);
  const row = rowOf(page, name);
  await expect(row).toContainText('Scheduler');
  await expect(row).toContainText('Cardiology');
  await expect(row).toContainText('Invited');

  const link = firstLink(await latestMailTo(email, { since, contains: '/signup/' }));
  expect(link).toContain('/signup/');

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: DESKTOP });
  const invitee = await context.newPage();
  try {
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    await expect(invitee.getByText(`Hi ${name},`)).toBeVisible();
    await invitee.getByRole('button', { name: 'Create Account' }).click();
    await expect(text(invitee, MSG.signup.passwordRequired)).toBeVisible();

    await invitee.locator('input[type="file"]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(text(invitee, MSG.signup.imageType)).toBeVisible();
    await invitee.getByRole('button', { name: 'Remove photo' }).click();
    await invitee.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(text(invitee, MSG.signup.imageType)).toBeHidden();

    await field(invitee, 'Password').fill(NEW_PASSWORD);
    await field(invitee, 'Confirm Password').fill(NEW_PASSWORD);
    await invitee.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(field(invitee, 'Confirm Password')).toHaveAttribute('type', 'text');
    await expectNotice(invitee, MSG.signup.success, () =>
      invitee.getByRole('button', { name: 'Create Account' }).click(),
    );
    await expect(invitee).toHaveURL(/\/$/);

    // The link works once.
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: MSG.signup.invalidHeading })).toBeVisible();
    await expect(text(invitee, MSG.signup.invalidText)).toBeVisible();
    await invitee.getByRole('link', { name: 'Back to Sign in' }).click();
    await expect(invitee).toHaveURL(/\/$/);

    await signIn(invitee, email, NEW_PASSWORD);
    await expect(invitee).toHaveURL(/\/dashboard$/);
    await invitee.getByRole('button', { name: 'Account menu' }).click();
    await expect(invitee.getByRole('menu')).toContainText(name);
  } finally {
    await context.close();
  }

  // With a password set, the admin's list no longer calls him invited.
  await page.reload();
  await expect(rowOf(page, name)).toContainText('Active');
  expect(await menuItemsFor(page, name)).toEqual(['Edit', 'Suspend', 'Delete']);
});

test('the admin edits, suspends, revokes, deletes and restores a user', async ({ page }) => {
  const name = uniqueName('Owen');
  const renamed = uniqueName('Olivia');
  const email = uniqueEmail('lifecycle');
  await signInAs(page, DEMO.northAdmin.email);
  await addUserByApi(page, { name, email });
  await openUsers(page);
  await search(page, email);
  await expect(rowOf(page, name)).toContainText('Master Scheduler');

  // Edit: the email stays as it is; Scheduler needs a department.
  await openAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(field(edit, 'Email')).toBeDisabled();
  await expect(field(edit, 'Email')).toHaveValue(email);
  await field(edit, 'Name').fill(renamed);
  await choose(edit, 'Role', 'Scheduler');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(text(edit, MSG.users.departmentRequired)).toBeVisible();
  await choose(edit, 'Department', 'Neurology');
  await screenshot(page, 'users-edit-dialog');
  await expectNotice(page, MSG.users.updated, () => edit.getByRole('button', { name: 'Save Changes' }).click());
  await expect(edit).toBeHidden();
  const row = rowOf(page, renamed);
  await expect(row).toContainText('Scheduler');
  await expect(row).toContainText('Neurology');

  // Suspend needs a note.
  await openAction(page, renamed, 'Suspend');
  const suspend = page.getByRole('dialog', { name: 'Suspend User' });
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend.getByText(MSG.users.noteRequired.trim())).toBeVisible();
  await field(suspend, 'Note').fill('On leave until further notice.');
  await expect(suspend.getByText('30/250')).toBeVisible();
  await screenshot(page, 'users-suspend-dialog');
  await expectNotice(page, MSG.users.suspended, () => suspend.getByRole('button', { name: 'Suspend' }).click());
  await expect(suspend).toBeHidden();
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();

  await choose(page, 'Status', 'Suspended');
  await expect(page).toHaveURL(/[?&]status=inactive/);
  await expect(rowOf(page, renamed)).toContainText('Suspended');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Suspended');
  await expect(rowOf(page, renamed)).toContainText('Suspended');

  // Revoke Suspension, after a confirmation.
  await openAction(page, renamed, 'Revoke Suspension');
  const revoke = page.getByRole('dialog', { name: 'Revoke Suspension' });
  await expect(revoke.getByText('On leave until further notice.')).toBeVisible();
  await screenshot(page, 'users-revoke-dialog');
  await expectNotice(page, MSG.users.unsuspended, () =>
    revoke.getByRole('button', { name: 'Revoke Suspension' }).click(),
  );
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();
  await choose(page, 'Status', 'Active');
  // Active again; he has not set a password yet, so the chip says Invited.
  await expect(rowOf(page, renamed)).toContainText('Invited');

  // Delete, then find him under Deleted and restore him.
  await openAction(page, renamed, 'Delete');
  const remove = page.getByRole('dialog', { name: 'Delete User' });
  await expect(remove.getByText(MSG.users.deleteConfirm)).toBeVisible();
  await screenshot(page, 'users-delete-dialog');
  await expectNotice(page, MSG.users.deleted, () =>
    remove.getByRole('button', { name: 'Delete', exact: true }).click(),
  );
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();

  await choose(page, 'Status', 'Deleted');
  await expect(rowOf(page, renamed)).toContainText('Deleted');
  expect(await menuItemsFor(page, renamed)).toEqual(['Restore']);
  await expectNotice(page, MSG.users.restored, () => openAction(page, renamed, 'Restore'));
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();

  await choose(page, 'Status', 'All');
  await expect(rowOf(page, renamed)).toContainText('Invited');
});

test('the admin approves a registrant and resends an invitation', async ({ page, browser }) => {
  const name = uniqueName('Riley');
  const email = uniqueEmail('joiner');

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: DESKTOP });
  const joiner = await context.newPage();
  try {
    await joiner.goto('/register');
    const hospital = joiner.getByRole('combobox', { name: 'Hospital' });
    await hospital.fill(HOSPITALS[0].slice(0, 5));
    await joiner.getByRole('option', { name: HOSPITALS[0], exact: true }).click();
    await joiner.getByRole('textbox', { name: 'Phone' }).fill('404-555-0166');
    await joiner.getByRole('textbox', { name: 'Address' }).fill('12 Peachtree St, Atlanta, GA 30303');
    await joiner.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await joiner.getByRole('textbox', { name: 'Email' }).fill(email);
    await joiner.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await joiner.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(joiner).toHaveURL(/\/dashboard$/);
  } finally {
    await context.close();
  }

  await signInAs(page, DEMO.northAdmin.email);
  await openUsers(page, '?status=pending');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending approval');
  await search(page, email);
  await expect(rowOf(page, name)).toContainText('Pending approval');

  const since = Date.now();
  const resent = page.waitForResponse((r) => r.url().endsWith('/user/invite'));
  await expectNotice(page, MSG.users.invited, () => openAction(page, name, 'Resend invitation'));
  expect((await resent).status()).toBe(200);
  expect(firstLink(await latestMailTo(email, { since, contains: '/signup/' }))).toContain('/signup/');

  await openAction(page, name, 'Approve');
  const approve = page.getByRole('dialog', { name: 'Approve User' });
  await choose(approve, 'Role', 'Scheduler');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(text(approve, MSG.users.departmentRequired)).toBeVisible();
  await choose(approve, 'Department', 'Orthopedics');
  await screenshot(page, 'users-approve-dialog');
  await expectNotice(page, MSG.users.approved, () => approve.getByRole('button', { name: 'Approve' }).click());
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();

  await choose(page, 'Status', 'Active');
  await expect(rowOf(page, name)).toContainText('Orthopedics');
});

test.describe('signup page', () => {
  test('an unknown link shows the not-valid-user page', async ({ page }) => {
    await page.goto(`/signup/no-such-invitation-${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1, name: MSG.signup.invalidHeading })).toBeVisible();
    await expect(text(page, MSG.signup.invalidText)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('the phone menu shows Users to the Super Admin only', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.northAdmin.email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signInAs(page, DEMO.superAdmin.email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});

// Pictures for review (saved to e2e/screenshots/).
for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`users screens at ${kind} width`, () => {
    test.use({ viewport });

    test('users list, actions menu and signup', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);
      // The seeded Northside team (test users have example.org addresses).
      await openUsers(page, '?status=all&search=northside.test');
      const ownActions = page.getByRole('button', { name: `Actions for ${DEMO.northAdmin.name}` });
      await expect(ownActions).toBeVisible();
      // Nothing spills sideways, even at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, 'users');

      // The first row's menu, so the picture needs no scrolling at phone height.
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await screenshot(page, 'users-actions-menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Add User' }).click();
      await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
      await screenshot(page, 'users-add-empty');
      await page.keyboard.press('Escape');

      if (kind === 'phone') {
        // The row dialogs at phone width (the journeys above take them at desktop width).
        for (const [action, title, shot] of [
          ['Edit', 'Edit User', 'users-edit-dialog'],
          ['Suspend', 'Suspend User', 'users-suspend-dialog'],
          ['Delete', 'Delete User', 'users-delete-dialog'],
        ] as const) {
          await openAction(page, DEMO.northScheduler.name, action);
          const dialog = page.getByRole('dialog', { name: title });
          await expect(dialog).toBeVisible();
          expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
          await screenshot(page, shot, { fullPage: false });
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
        }
      }

      // Super Admin: every organisation, with the COMPANY column.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await signInAs(page, DEMO.superAdmin.email);
      await openUsers(page);
      await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
      await screenshot(page, 'users-super-admin');

      // An invitation link, straight from the API.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await signInAs(page, DEMO.northAdmin.email);
      const email = uniqueEmail('shot');
      const since = Date.now();
      await addUserByApi(page, { name: uniqueName('Casey'), email });
      const link = firstLink(await latestMailTo(email, { since, contains: '/signup/' }));
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
      await screenshot(page, 'signup');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(text(page, MSG.signup.passwordRequired)).toBeVisible();
      await screenshot(page, 'signup-errors');

      await page.goto('/signup/not-a-valid-invitation');
      await expect(page.getByRole('heading', { level: 1, name: MSG.signup.invalidHeading })).toBeVisible();
      await screenshot(page, 'signup-invalid');
    });
  });
}
