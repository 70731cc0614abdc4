import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, screenshot, signInAs, text, uniqueEmail } from '../fixtures/app';
import { firstLink, latestMailTo } from '../fixtures/mail';
import {
  uniqueName,
  openUsers,
  openUsersAs,
  searchBox,
  search,
  rowOf,
  openAction,
  menuItemsFor,
  addUserByApi,
} from '../fixtures/users';

// The tests are independent of each other: they run side by side.
test.describe.configure({ mode: 'parallel' });

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
    // Other tests add Northside users, so the demo users are looked up, not expected on page 1.
    await search(page, DEMO.northScheduler.email);
    await expect(rowOf(page, DEMO.northScheduler.name)).toBeVisible();
    await search(page, DEMO.southAdmin.email);
    await expect(page.getByText('No data found', { exact: true })).toBeVisible();

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
    await openUsersAs(page, DEMO.northScheduler.email);
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
    await openUsersAs(page, DEMO.superAdmin.email);
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
      await openUsersAs(page, DEMO.superAdmin.email);
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
