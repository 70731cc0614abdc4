import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, HOSPITALS, expectNotice, field, screenshot, signIn, text, uniqueEmail } from '../fixtures/app';
import { E2E_BASE_URL } from '../fixtures/env';
import { firstLink, latestMailTo } from '../fixtures/mail';
import {
  NEW_PASSWORD,
  PNG,
  uniqueName,
  openUsersAs,
  choose,
  search,
  rowOf,
  openAction,
  menuItemsFor,
  addUserByApi,
} from '../fixtures/users';

// Each test has users of its own: they run side by side.
test.describe.configure({ mode: 'parallel' });

test('an admin adds a user, who signs up from the invitation and signs in; the link then no longer works', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Nina');
  const email = uniqueEmail('invite');

  // Each field's rule (required, format, a department for a Scheduler) is checked by the dialog's
  // component tests; here the journey.
  await openUsersAs(page, DEMO.northAdmin.email);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog).toBeVisible();
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Phone').fill('404-555-0188');
  await choose(dialog, 'Role', 'Scheduler');
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
    // The form's rules (both passwords required, a photo's type, the visibility toggles) are
    // checked by its component tests.
    await invitee.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(invitee.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await field(invitee, 'Password').fill(NEW_PASSWORD);
    await field(invitee, 'Confirm Password').fill(NEW_PASSWORD);
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

/** A new Master Scheduler, added through the API, found in the admin's users list. */
async function listedUser(page: Page, tag: string, first: string): Promise<string> {
  const name = uniqueName(first);
  const email = uniqueEmail(tag);
  await openUsersAs(page, DEMO.northAdmin.email);
  await addUserByApi(page, { name, email });
  await search(page, email);
  await expect(rowOf(page, name)).toContainText('Master Scheduler');
  return name;
}

test('the admin edits a user: the email stays, a Scheduler gets a department', async ({ page }) => {
  const name = await listedUser(page, 'edit', 'Owen');
  const renamed = uniqueName('Olivia');
  await openAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(field(edit, 'Email')).toBeDisabled();
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
});

test('the admin suspends a user with a note, finds him under Suspended and revokes it', async ({ page }) => {
  const name = await listedUser(page, 'suspend', 'Sam');

  // Suspend needs a note.
  await openAction(page, name, 'Suspend');
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
  await expect(rowOf(page, name)).toContainText('Suspended');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Suspended');
  await expect(rowOf(page, name)).toContainText('Suspended');

  // Revoke Suspension, after a confirmation.
  await openAction(page, name, 'Revoke Suspension');
  const revoke = page.getByRole('dialog', { name: 'Revoke Suspension' });
  await expect(revoke.getByText('On leave until further notice.')).toBeVisible();
  await screenshot(page, 'users-revoke-dialog');
  await expectNotice(page, MSG.users.unsuspended, () =>
    revoke.getByRole('button', { name: 'Revoke Suspension' }).click(),
  );
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();
  await choose(page, 'Status', 'Active');
  // Active again; he has not set a password yet, so the chip says Invited.
  await expect(rowOf(page, name)).toContainText('Invited');
});

test('the admin deletes a user, finds him under Deleted and restores him', async ({ page }) => {
  const name = await listedUser(page, 'delete', 'Dana');
  await openAction(page, name, 'Delete');
  const remove = page.getByRole('dialog', { name: 'Delete User' });
  await expect(remove.getByText(MSG.users.deleteConfirm)).toBeVisible();
  await screenshot(page, 'users-delete-dialog');
  await expectNotice(page, MSG.users.deleted, () =>
    remove.getByRole('button', { name: 'Delete', exact: true }).click(),
  );
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();

  await choose(page, 'Status', 'Deleted');
  await expect(rowOf(page, name)).toContainText('Deleted');
  expect(await menuItemsFor(page, name)).toEqual(['Restore']);
  await expectNotice(page, MSG.users.restored, () => openAction(page, name, 'Restore'));
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();

  await choose(page, 'Status', 'All');
  await expect(rowOf(page, name)).toContainText('Invited');
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
    await joiner.getByRole('combobox', { name: 'Address' }).fill('12 Peachtree St, Atlanta, GA 30303');
    await joiner.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await joiner.getByRole('textbox', { name: 'Email' }).fill(email);
    await joiner.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await joiner.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(joiner).toHaveURL(/\/dashboard$/);
  } finally {
    await context.close();
  }

  await openUsersAs(page, DEMO.northAdmin.email, '?status=pending');
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
