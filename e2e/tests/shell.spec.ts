import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, PHONE, clickable, expectSignedOut, signIn, storedTokens, text, visibleText } from '../fixtures/app';

test.describe('navigation shell', () => {
  test('the account menu shows the user and logs out', async ({ page }) => {
    const user = DEMO.northAdmin;
    await signIn(page, user.email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByText(user.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
    await expect(clickable(menu, 'Manage Settings')).toBeVisible();
    await clickable(menu, 'Logout').click();
    await expectSignedOut(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    // Signed out for real: a protected page no longer opens.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Manage Settings opens the profile with the user\u2019s name and email', async ({ page }) => {
    const user = DEMO.superAdmin;
    await signIn(page, user.email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await clickable(page, 'Manage Settings').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(visibleText(page, 'Account Settings')).toBeVisible();
    await expect(visibleText(page, 'Manage Profile')).toBeVisible();
    await expect(visibleText(page, user.name)).toBeVisible();
    await expect(visibleText(page, user.email)).toBeVisible();
  });

  test('at phone width the menu button opens a drawer with the links, settings and logout', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.southAdmin.email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(DEMO.southAdmin.name, { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(clickable(drawer, 'Manage Settings')).toBeVisible();
    await clickable(drawer, 'Logout').click();
    await expectSignedOut(page);
  });

  test('at desktop width there is no menu button', async ({ page }) => {
    await signIn(page, DEMO.southAdmin.email);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a 401 answer clears storage and returns to the login page', async ({ page }) => {
    await signIn(page, DEMO.northAdmin.email, undefined, { remember: true });
    expect((await storedTokens(page)).local.length).toBeGreaterThan(0);
    let answered = false;
    await page.route('**/api/**', async (route) => {
      if (answered) return route.continue();
      answered = true;
      await route.fulfill({ status: 401, json: { status: 401, msg: MSG.auth.unauthenticated } });
    });
    await page.goto('/profile');
    await expect.poll(() => answered, { message: 'the app made no API call on /profile' }).toBe(true);
    await expectSignedOut(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a 403 answer says the action is not allowed and keeps the session', async ({ page }) => {
    await signIn(page, DEMO.northAdmin.email, undefined, { remember: true });
    let answered = false;
    await page.route('**/api/**', async (route) => {
      if (answered) return route.continue();
      answered = true;
      await route.fulfill({ status: 403, json: { status: 403, msg: MSG.auth.forbidden } });
    });
    await page.goto('/profile');
    await expect.poll(() => answered, { message: 'the app made no API call on /profile' }).toBe(true);
    await expect(page.getByText(MSG.auth.forbidden).first()).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect((await storedTokens(page)).local.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('an unknown path shows it, and Back to Home leaves it', async ({ page }) => {
    await page.goto(`/no-such-page-${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeVisible();
    await expect(text(page, MSG.notFoundPage.text)).toBeVisible();
    await clickable(page, MSG.notFoundPage.back).click();
    await expect(page).toHaveURL(/\/(dashboard)?$/);
  });

  test('an unknown path shows it to a signed-in user too', async ({ page }) => {
    await signIn(page, DEMO.northAdmin.email);
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeVisible();
    await clickable(page, MSG.notFoundPage.back).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
