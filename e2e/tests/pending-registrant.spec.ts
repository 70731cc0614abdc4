import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { HOSPITALS, PHONE, uniqueEmail } from '../fixtures/app';

// A registrant who joins an existing hospital waits for its administrator. Until then he sees the
// waiting page only: no Task button, no navigation, no bell, whatever address he opens.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-b';

async function registerJoining(page: Page, email: string) {
  const existing = HOSPITALS[0];
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  const hospital = page.getByRole('combobox', { name: 'Hospital' });
  await hospital.fill(existing.slice(0, 5));
  await page.getByRole('option', { name: existing, exact: true }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('404-555-0177');
  await page.getByRole('combobox', { name: 'Address' }).fill('12 Peachtree St, Atlanta, GA 30303');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Robin Waits');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectWaitingOnly(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Awaiting approval' })).toBeVisible();
  await expect(page.getByText(MSG.auth.pendingApproval)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Task', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
}

test('a registrant awaiting approval sees the waiting page only, on every address', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerJoining(page, uniqueEmail('waiting'));
  await expectWaitingOnly(page);
  await page.screenshot({ path: `${SHOTS}/awaiting-approval-desktop.png`, fullPage: true });

  for (const path of ['/task', '/user', '/dashboard']) {
    await page.goto(path);
    await expectWaitingOnly(page);
  }
  // Still signed in: nothing he opened answered 403 and signed him out.
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize(PHONE);
  await expectWaitingOnly(page);
  await page.screenshot({ path: `${SHOTS}/awaiting-approval-phone.png`, fullPage: true });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
