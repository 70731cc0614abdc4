import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, DESKTOP, PHONE, fillSignIn, signIn, storedTokens } from '../fixtures/app';

// The tests are independent of each other: they run side by side.
test.describe.configure({ mode: 'parallel' });

test.describe('login', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('the page fits the window: nothing off screen makes it scroll, at desktop or phone width', async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const { scroll, fits } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollHeight,
        fits: Math.max(window.innerHeight, document.getElementById('root')?.scrollHeight ?? 0),
      }));
      expect(scroll, `${viewport.width} px wide`).toBeLessThanOrEqual(fits);
    }
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await fillSignIn(page, DEMO.northAdmin.email, 'Wrong!Password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(MSG.login.incorrect).first()).toBeVisible();
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
