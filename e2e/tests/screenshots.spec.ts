import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, clickable, requestResetLink, screenshot, signInAs, visibleText } from '../fixtures/app';

// Pictures of each screen at desktop and phone width, for review (saved to e2e/screenshots/).
for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`screens at ${kind} width`, () => {
    test.use({ viewport });

    test('public screens', async ({ page, request }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await screenshot(page, 'login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText(MSG.login.emailRequired, { exact: true })).toBeVisible();
      await screenshot(page, 'login-errors');

      await clickable(page, 'Forgot password?').click();
      await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
      await screenshot(page, 'forgot-password');

      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
      await screenshot(page, 'register');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByText(MSG.register.termsRequired, { exact: true })).toBeVisible();
      await screenshot(page, 'register-errors');

      const { link } = await requestResetLink(request, DEMO.southAdmin.email);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await screenshot(page, 'reset-password');

      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeVisible();
      await screenshot(page, 'not-found');
    });

    test('signed-in screens', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);
      await screenshot(page, 'dashboard');

      if (kind === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(clickable(page, 'Manage Settings')).toBeVisible();
        await screenshot(page, 'menu');
      } else {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await screenshot(page, 'menu');
      }
      await clickable(page, 'Manage Settings').click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(visibleText(page, 'Manage Profile')).toBeVisible();
      await screenshot(page, 'profile');
    });
  });
}
