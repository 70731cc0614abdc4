import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { MSG } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectNotice, pageAs, signInAs, text, unique } from '../fixtures/app';

const SHOTS = '/tmp/shots-c';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function openDepartments(page: Page) {
  await page.getByRole('link', { name: 'Departments' }).first().click();
  await expect(page).toHaveURL(/\/departments$/);
  await expect(page.getByRole('list', { name: 'Departments' })).toBeVisible();
}

function tile(page: Page, name: string) {
  return page.getByRole('list', { name: 'Departments' }).getByRole('listitem').filter({ hasText: name });
}

test('the Account Admin adds, renames and deletes a department with the keyboard alone', async ({ page }) => {
  const name = `Pediatrics ${unique()}`;
  const renamed = `${name} West`;
  await signInAs(page, DEMO.northAdmin.email);
  await openDepartments(page);
  // Keyboard only from here: start from the top of the page.
  await page.locator('body').focus();

  const addButton = page.getByRole('button', { name: '+Add Department' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog', { name: 'Add Department' });
  const nameField = addDialog.getByRole('textbox', { name: 'Department Name' });
  await expect(nameField).toBeFocused();
  await expect(addDialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await page.keyboard.type(name);
  await expectNotice(page, MSG.departments.added, () => page.keyboard.press('Enter'));
  await expect(addDialog).toBeHidden();
  await expect(tile(page, name)).toHaveCount(1);

  // The tile's icons are hidden until hovered or focused: the keyboard brings them into view.
  const edit = page.getByRole('button', { name: `Edit ${name}`, exact: true });
  const actions = tile(page, name).locator('.department-actions');
  await page.mouse.move(0, 0);
  await expect(actions).toHaveCSS('opacity', '0');
  await tabTo(page, edit);
  await expect(actions).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit Department' });
  await expect(editDialog.getByRole('textbox', { name: 'Department Name' })).toHaveValue(name);
  await page.keyboard.press('End');
  await page.keyboard.type(' West');
  await expectNotice(page, MSG.departments.updated, () => page.keyboard.press('Enter'));
  await expect(tile(page, renamed)).toHaveCount(1);

  await tabTo(page, page.getByRole('button', { name: `Delete ${renamed}`, exact: true }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Department' });
  await expect(text(confirm, MSG.departments.deleteConfirm)).toBeVisible();
  // The question starts on Cancel; the next Tab reaches Delete.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await expectNotice(page, MSG.departments.deleted, () => page.keyboard.press('Enter'));
  await expect(tile(page, renamed)).toHaveCount(0);
});

test('a department in use cannot be deleted, and a taken name is refused', async ({ page }) => {
  await signInAs(page, DEMO.northAdmin.email);
  await openDepartments(page);

  await tile(page, 'Cardiology').first().hover();
  await page.getByRole('button', { name: 'Delete Cardiology', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Department' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirm.getByText(/^This department has \d+ tasks? and \d+ schedulers?; it cannot be deleted\.$/),
  ).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(tile(page, 'Cardiology')).toHaveCount(1);

  await page.getByRole('button', { name: '+Add Department' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Department' });
  await dialog.getByRole('textbox', { name: 'Department Name' }).fill('cardiology');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(text(dialog, MSG.departments.nameTaken)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Department Name' }).fill('x'.repeat(101));
  await expect(text(dialog, MSG.departments.nameLength)).toBeVisible();
});

test('a Master Scheduler and a Scheduler read the departments without edit controls; a company user has no link', async ({
  browser,
}) => {
  for (const email of [DEMO.northMaster.email, DEMO.northScheduler.email]) {
    const page = await pageAs(browser, email);
    await openDepartments(page);
    await expect(tile(page, 'Radiology')).toHaveCount(1);
    await tile(page, 'Radiology').hover();
    await expect(page.getByRole('button', { name: '+Add Department' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search departments' }).fill('radio');
    await expect(page.getByRole('list', { name: 'Departments' }).getByRole('listitem')).toHaveCount(1);
    await page.context().close();
  }

  const rep = await pageAs(browser, DEMO.rep.email);
  await expect(rep.getByRole('link', { name: 'Departments' })).toHaveCount(0);
  await rep.goto('/departments');
  await expect(text(rep, MSG.departments.hospitalOnly)).toBeVisible();
  // The page said so without asking the server, so the session is still there.
  await expect(rep.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await rep.context().close();
});

test('screenshots of the Departments screen at 1440 and 390 px', async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const [kind, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const page = await pageAs(browser, DEMO.northAdmin.email, { path: '/departments' });
    await page.setViewportSize(viewport);
    await expect(page.getByRole('list', { name: 'Departments' })).toBeVisible();
    if (kind === 'desktop') await tile(page, 'Neurology').hover();
    await page.screenshot({ path: `${SHOTS}/departments-${kind}.png`, fullPage: true, animations: 'disabled' });

    await page.getByRole('button', { name: '+Add Department' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Department' });
    await dialog.getByRole('textbox', { name: 'Department Name' }).fill('   ');
    await expect(text(dialog, MSG.departments.nameInvalid)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/department-add-${kind}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await tile(page, 'Cardiology').hover();
    await page.getByRole('button', { name: 'Delete Cardiology', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Department' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByText(/cannot be deleted/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/department-delete-refused-${kind}.png`, animations: 'disabled' });
    await page.context().close();
  }

  const reader = await pageAs(browser, DEMO.northMaster.email, { path: '/departments' });
  await reader.setViewportSize({ width: 390, height: 844 });
  await expect(reader.getByRole('list', { name: 'Departments' })).toBeVisible();
  await reader.screenshot({ path: `${SHOTS}/departments-reader-phone.png`, fullPage: true, animations: 'disabled' });
  await reader.context().close();
});

test('the Departments screen and its dialog have no serious or critical accessibility violations', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  await signInAs(page, DEMO.northAdmin.email);
  await openDepartments(page);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: '+Add Department' }).click();
  await page.getByRole('dialog', { name: 'Add Department' }).getByRole('textbox').fill(' ');
  await expect(text(page, MSG.departments.nameInvalid)).toBeVisible();
  expect(await serious()).toEqual([]);
});
