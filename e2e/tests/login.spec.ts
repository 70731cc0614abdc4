import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, field, fillSignIn, signIn, storedTokens, text } from '../fixtures/app';

test.describe('login', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('an empty form shows both required messages', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(text(page, MSG.login.emailRequired)).toBeVisible();
    await expect(text(page, MSG.login.passwordRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a malformed email shows the format message', async ({ page }) => {
    await fillSignIn(page, 'not-an-email', 'whatever');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(text(page, MSG.login.emailFormat)).toBeVisible();
    await expect(text(page, MSG.login.emailRequired)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    const password = field(page, 'Password');
    await password.fill('Secret!123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await fillSignIn(page, DEMO.northAdmin.email, 'Wrong!Password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG.login.incorrect })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/$/);
    expect(await storedTokens(page)).toEqual({ local: [], session: [] });
  });

  test('signing in without remember me keeps the token for this tab only', async ({ page }) => {
    await signIn(page, DEMO.northAdmin.email, DEMO_PASSWORD);
    const tokens = await storedTokens(page);
    expect(tokens.session.length).toBeGreaterThan(0);
    expect(tokens.local).toEqual([]);
  });

  test('signing in with remember me keeps the token across sessions', async ({ page }) => {
    await signIn(page, DEMO.southAdmin.email, DEMO_PASSWORD, { remember: true });
    const tokens = await storedTokens(page);
    expect(tokens.local.length).toBeGreaterThan(0);
    expect(tokens.session).toEqual([]);
  });

  test('the register link opens the registration page', async ({ page }) => {
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  });
});
