import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, fillSignIn } from '../fixtures/app';

// The tests are independent of each other: they run side by side.
test.describe.configure({ mode: 'parallel' });

/** Marks the loaded document: the mark is gone if the browser loads a new page. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'yes'));
}

function sameDocument(page: Page) {
  return page.locator('html[data-e2e-same-document="yes"]');
}

test.describe('the sign-in page drawn before the app loads', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await markDocument(page);
  });

  test('signing in opens the dashboard in the same page', async ({ page }) => {
    await fillSignIn(page, DEMO.northScheduler.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sameDocument(page)).toHaveCount(1);
  });

  test('Register opens in the same page, and Back returns to the sign-in form', async ({ page }) => {
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(sameDocument(page)).toHaveCount(1);
  });
});
