import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, clickable, expectNotice, field, requestResetLink, signIn, text } from '../fixtures/app';
import { firstLink, latestMailTo } from '../fixtures/mail';

// The tests are independent of each other: they run side by side.
test.describe.configure({ mode: 'parallel' });

async function openForgotDialog(page: Page) {
  await page.goto('/');
  await clickable(page, 'Forgot password?').click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeVisible();
  await expect(text(page, MSG.notFoundPage.text)).toBeVisible();
}

test.describe('forgot password dialog', () => {
  test('Cancel closes the dialog', async ({ page }) => {
    const dialog = await openForgotDialog(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('reset password page', () => {
  test('shows each validation message', async ({ page, request }) => {
    const { link, name } = await requestResetLink(request, DEMO.northScheduler.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(page.getByText(`Hi ${name},`)).toBeVisible();
    const update = page.getByRole('button', { name: 'Update Password' });

    await update.click();
    await expect(text(page, MSG.reset.newRequired)).toBeVisible();
    await expect(text(page, MSG.reset.confirmRequired)).toBeVisible();

    await field(page, 'New Password').fill('Str0ng!Passw0rd');
    await field(page, 'Confirm Password').fill('Str0ng!Passw0rx');
    await update.click();
    await expect(text(page, MSG.reset.mismatch)).toBeVisible();

    await field(page, 'New Password').fill('weakpassword');
    await field(page, 'Confirm Password').fill('weakpassword');
    await update.click();
    await expect(text(page, MSG.reset.weak)).toBeVisible();
    await expect(page).toHaveURL(link);
  });

  test('Cancel goes back to the login page', async ({ page, request }) => {
    const { link } = await requestResetLink(request, DEMO.northScheduler.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await clickable(page, 'Cancel').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('an unknown token shows the not-found page', async ({ page }) => {
    await page.goto('/resetpassword/this-token-does-not-exist');
    await expectNotFoundPage(page);
  });
});

test('forgot password: email, reset link, new password, sign in; the link then no longer works', async ({ page }) => {
  // A user no other test signs in as: the journey changes her password for the rest of the run.
  const user = DEMO.southMaster;
  const newPassword = 'N3w!Passw0rd-e2e';

  const dialog = await openForgotDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText(MSG.forgot.sent)).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await latestMailTo(user.email, { since, contains: '/resetpassword/' });
  const link = firstLink(mail);
  expect(link).toContain('/resetpassword/');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText(`Hi ${user.name},`)).toBeVisible();
  await field(page, 'New Password').fill(newPassword);
  await field(page, 'Confirm Password').fill(newPassword);
  await expectNotice(page, MSG.reset.success, () => page.getByRole('button', { name: 'Update Password' }).click());
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, user.email, newPassword);

  await page.goto(link);
  await expectNotFoundPage(page);
});
