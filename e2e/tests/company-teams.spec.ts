import AxeBuilder from '@axe-core/playwright';
import { MSG } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, PHONE, expectNotice, openAs, screenshot, unique } from '../fixtures/app';

const COMPANY_ADMIN = 'admin@medvance.test';

/** Opens MedVance's page from the Companies list, where the caller sees it, and waits for its Teams tab. */
async function openMedVance(page: Page, email: string) {
  await openAs(page, email, '/company');
  await page.getByRole('link', { name: 'View Details of MedVance Surgical' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MedVance Surgical' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Division Cardiovascular' })).toBeVisible();
}

/** Serious or critical WCAG 2.1 AA violations on the page as it is. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));

const unit = (page: Page, label: string) => page.getByRole('listitem', { name: label, exact: true });

/** Opens a unit's menu and picks an action. */
async function act(page: Page, label: string, action: string) {
  await unit(page, label)
    .getByRole('button', { name: `Actions for ${label}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** In the Assign people dialog, picks the person whose option says where he is now, and answers his name. */
async function pickPerson(dialog: Locator, page: Page, now: string): Promise<string> {
  await dialog.getByRole('combobox', { name: 'Sales Rep' }).click();
  const option = page.getByRole('option').filter({ hasText: `now in ${now}` });
  await expect(option).toHaveCount(1);
  const name = (await option.locator('p, span').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await option.click();
  return name;
}

test.describe('company teams', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the company admin adds a territory, renames it, assigns a rep and removes it', async ({ page }) => {
    const name = `Savannah ${unique()}`;
    const renamed = `Macon ${unique()}`;
    await openMedVance(page, COMPANY_ADMIN);
    await expect(page.getByRole('button', { name: 'Add Division' })).toBeVisible();
    await screenshot(page, 'company-teams-editor');

    await act(page, 'Region Southeast 1', 'Add Territory');
    const add = page.getByRole('dialog', { name: 'Add Territory to Southeast 1' });
    await add.getByRole('textbox', { name: 'Territory Name' }).fill(name);
    await expectNotice(page, `Territory "${name}" added.`, () => add.getByRole('button', { name: 'Add' }).click());
    await expect(add).toBeHidden();
    await expect(unit(page, `Territory ${name}`)).toBeVisible();

    await act(page, `Territory ${name}`, 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename Territory' });
    // A sibling's name is refused with the server's message.
    await rename.getByRole('textbox', { name: 'Territory Name' }).fill('atlanta north 1');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename.getByText(MSG.teams.nameTaken('territory', 'atlanta north 1'))).toBeVisible();
    await rename.getByRole('textbox', { name: 'Territory Name' }).fill(renamed);
    await expectNotice(page, MSG.teams.renamed, () => rename.getByRole('button', { name: 'Rename' }).click());
    await expect(unit(page, `Territory ${renamed}`)).toBeVisible();
    await expect(unit(page, `Territory ${name}`)).toHaveCount(0);

    await act(page, `Territory ${renamed}`, 'Assign people');
    const assign = page.getByRole('dialog', { name: `Assign people to ${renamed}` });
    await screenshot(page, 'company-teams-assign', { fullPage: false });
    const rep = await pickPerson(assign, page, 'Atlanta South 1');
    await expectNotice(page, MSG.teams.assigned(rep, renamed), () =>
      assign.getByRole('button', { name: 'Assign' }).click(),
    );
    await expect(unit(page, `Territory ${renamed}`).getByRole('list', { name: 'Territory Managers' })).toContainText(
      rep,
    );

    // With a rep in it the territory stays, and the dialog says why.
    await act(page, `Territory ${renamed}`, 'Remove');
    const refused = page.getByRole('dialog', { name: 'Remove Territory' });
    await refused.getByRole('button', { name: 'Remove' }).click();
    await expect(refused.getByText(MSG.teams.hasPeople('territory', 1))).toBeVisible();
    await expect(refused.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(refused).toBeHidden();

    // The rep goes back to his territory; then the empty territory is removed.
    await act(page, 'Territory Atlanta South 1', 'Assign people');
    const back = page.getByRole('dialog', { name: 'Assign people to Atlanta South 1' });
    expect(await pickPerson(back, page, renamed)).toBe(rep);
    await expectNotice(page, MSG.teams.assigned(rep, 'Atlanta South 1'), () =>
      back.getByRole('button', { name: 'Assign' }).click(),
    );
    await act(page, `Territory ${renamed}`, 'Remove');
    const remove = page.getByRole('dialog', { name: 'Remove Territory' });
    await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNotice(page, MSG.teams.removed(renamed), () => remove.getByRole('button', { name: 'Remove' }).click());
    await expect(unit(page, `Territory ${renamed}`)).toHaveCount(0);
    await expect(unit(page, 'Territory Atlanta South 1').getByText(rep, { exact: true })).toBeVisible();
  });

  test('the editor works from the keyboard and at phone width', async ({ page }) => {
    await openMedVance(page, COMPANY_ADMIN);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    const actions = unit(page, 'Region Southeast 1').getByRole('button', { name: 'Actions for Region Southeast 1' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Add Territory' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
    await screenshot(page, 'company-teams-menu', { fullPage: false });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: 'Move Region Southeast 1' });
    await expect(move.getByRole('combobox', { name: 'New Area' })).toBeVisible();
    // Scan once the menu has gone and the dialog has faded in: a half-faded item reads as low contrast.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(move.locator('xpath=..')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'company-teams-move', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(move).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'company-teams-editor');
  });

  test('a hospital user and a division manager read the teams without edit controls', async ({ page }) => {
    await openMedVance(page, DEMO.northAdmin.email);
    const cardiovascular = page.getByRole('listitem', { name: 'Division Cardiovascular' });
    await expect(cardiovascular.getByRole('list', { name: 'Division Managers' })).toContainText(DEMO.manager.name);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Division' })).toHaveCount(0);
    await screenshot(page, 'company-teams-reader');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'company-teams-reader');

    const medvance = new URL(page.url()).pathname;
    await openAs(page, DEMO.manager.email, medvance);
    await expect(page.getByRole('listitem', { name: 'Division Neuroscience' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  });
});
