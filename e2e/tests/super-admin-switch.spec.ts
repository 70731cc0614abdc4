import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, PHONE, expectNotice, openAs, pageScreenshot, typeDateTime, unique, uniqueEmail } from '../fixtures/app';

// The Super Admin's accounts: the list and an account's page, switching into its admin's session
// and back, and suspending and restoring a hospital of its own (registered here, so no other
// test's people are signed out).

const DESKTOP_WIDE = { width: 1440, height: 900 } as const;

async function openAccount(page: Page, name: string) {
  await page.getByRole('search', { name: 'Search accounts' }).getByRole('searchbox').fill(name);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the Super Admin switches into a hospital, adds a task there, and switches back', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP_WIDE);
  await openAs(page, DEMO.superAdmin.email, '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Accounts' });
  for (const name of ['Northside Hospital', 'Southside Hospital', 'Riverbend Health System']) {
    await expect(table.getByRole('link', { name: `Open ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Waiting for approval' })).toBeVisible();
  await pageScreenshot(page, 'accounts');
  await page.setViewportSize(PHONE);
  await pageScreenshot(page, 'accounts');
  await page.setViewportSize(DESKTOP_WIDE);

  await openAccount(page, 'Northside Hospital');
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByText(DEMO.northAdmin.email)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Departments/ }).getByText('Cardiology')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Linked companies/ }).getByText('MedVance Surgical')).toBeVisible();
  await pageScreenshot(page, 'account-page');
  await page.setViewportSize(PHONE);
  await pageScreenshot(page, 'account-page');
  await page.setViewportSize(DESKTOP_WIDE);

  await page.getByRole('button', { name: 'Switch to this account' }).click();
  const banner = page.getByRole('region', { name: 'Switched session' });
  await expect(banner).toContainText(`Working as ${DEMO.northAdmin.name}`);
  await expect(banner).toContainText(`switched in by ${DEMO.superAdmin.name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  await pageScreenshot(page, 'switch-banner');

  // He books a task as the hospital's admin.
  await page.getByRole('button', { name: 'Task', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog).toBeVisible();
  const choose = async (label: string | RegExp, option: string) => {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
  await choose('Company', 'MedVance Surgical');
  await choose(/^Division/, 'Cardiovascular');
  await choose('Department', 'Cardiology');
  await choose('Service', 'Pacemaker Implant');
  const start = dayjs().tz('America/New_York').add(3, 'day').hour(9).minute(0).second(0).millisecond(0);
  await typeDateTime(dialog, 'From Date & Time', start);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`Booked while switched ${unique()}`);
  await expectNotice(page, MSG.tasks.added, () =>
    dialog.getByRole('button', { name: 'Add Task', exact: true }).click(),
  );

  await page.setViewportSize(PHONE);
  await expect(banner).toBeVisible();
  await pageScreenshot(page, 'switch-banner');
  await page.setViewportSize(DESKTOP_WIDE);

  // Back to his own session from the profile menu, without signing in.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Switch to Super Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(DEMO.superAdmin.email)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The audit log names both identities on the switch and on the task booked while switched.
  await page.goto('/audit');
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  const bothOf = entries.getByRole('row').filter({ hasText: `${DEMO.superAdmin.name} as ${DEMO.northAdmin.name}` });
  await expect(bothOf.filter({ hasText: 'Switched into the session' }).first()).toBeVisible();
  await expect(bothOf.filter({ hasText: 'Added a task' }).first()).toBeVisible();
});

test('the Super Admin suspends a hospital and restores it', async ({ page, browser }) => {
  test.slow();
  // A hospital of this test's own, whose admin is signed in beside.
  const hospitalName = `E2E Suspend ${unique()}`;
  const registrant = await browser.newContext();
  const admin = await registrant.newPage();
  await admin.goto('/register');
  await admin.getByRole('combobox', { name: 'Hospital' }).fill(hospitalName);
  await admin.getByRole('option', { name: `Add "${hospitalName}" as a new hospital` }).click();
  await admin.getByRole('textbox', { name: 'Phone' }).fill('800-555-0142');
  await admin.getByRole('combobox', { name: 'Address' }).fill('100 Test Avenue, Atlanta, GA 30301');
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Morgan Suspended');
  await admin.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('suspend'));
  await admin.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await admin.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.setViewportSize(DESKTOP_WIDE);
  await openAs(page, DEMO.superAdmin.email, '/accounts');
  await openAccount(page, hospitalName);
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Account' });
  await expect(confirm).toContainText('signed out at once');
  await confirm.getByRole('textbox', { name: 'Note (optional)' }).fill('Contract ended');
  await expectNotice(page, MSG.accounts.suspendedAccount, () =>
    confirm.getByRole('button', { name: 'Suspend', exact: true }).click(),
  );
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Contract ended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to this account' })).toHaveCount(0);

  // Its admin's next call is refused and he is back at the sign-in page.
  await admin.goto('/task');
  await expect(admin.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Account' });
  await expectNotice(page, MSG.accounts.restoredAccount, () =>
    restore.getByRole('button', { name: 'Restore', exact: true }).click(),
  );
  await expect(page.getByRole('button', { name: 'Switch to this account' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await registrant.close();
});
