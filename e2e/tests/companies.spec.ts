import AxeBuilder from '@axe-core/playwright';
import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, PHONE, pageAs, signInAs } from '../fixtures/app';

const ALL_COMPANIES = ['CardioPoint Medical', 'Keystone Facility Services', 'MedVance Surgical', 'Ortholine Devices'];

const companyRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Companies' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowOf = (page: Page, name: string) => companyRows(page).filter({ hasText: name });

async function openCompanies(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
}

test.describe('companies', () => {
  test('a hospital user searches the linked vendors, opens one and reads its teams', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await openCompanies(page);
    await expect(page.getByRole('columnheader')).toHaveText([
      '#',
      'NAME',
      'DIVISION',
      'TERRITORY MANAGER',
      'PHONE',
      'EMAIL',
      'ACTION',
    ]);
    for (const name of ALL_COMPANIES) await expect(rowOf(page, name)).toBeVisible();
    await expect(
      rowOf(page, 'MedVance Surgical').getByLabel('2 divisions: Cardiovascular, Neuroscience'),
    ).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('ortho');
    await expect(companyRows(page)).toHaveCount(1);
    await expect(rowOf(page, 'Ortholine Devices')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('no such vendor');
    await expect(page.getByText('No companies found', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    // Other journeys may add companies to Northside meanwhile: every seeded one is back.
    for (const name of ALL_COMPANIES) await expect(rowOf(page, name)).toBeVisible();

    // A click anywhere on the row opens the company.
    await rowOf(page, 'MedVance Surgical').getByText('MedVance Surgical', { exact: true }).click();
    await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MedVance Surgical' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'info@medvance.test' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Company sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['Teams', 'Services', 'CMS']);

    const cardiovascular = page.getByRole('listitem', { name: 'Division Cardiovascular' });
    await expect(cardiovascular.getByRole('list', { name: 'Division Managers' })).toContainText(DEMO.manager.name);
    await expect(cardiovascular.getByText(DEMO.rep.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Division Neuroscience' })).toBeVisible();

    await tabs.filter({ hasText: 'Services' }).click();
    await expect(page.getByRole('list', { name: 'Services' }).getByText('Pacemaker Implant')).toBeVisible();
    await tabs.filter({ hasText: 'CMS' }).click();
    await expect(page.getByRole('textbox', { name: 'Patient Name' })).toHaveValue('Patient Initials');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(/\/company$/);
    for (const name of ALL_COMPANIES) await expect(rowOf(page, name)).toBeVisible();
  });

  test('a vendor user sees only his own company; another company\u2019s page is not found', async ({ browser }) => {
    const admin = await pageAs(browser, DEMO.superAdmin.email, { path: '/company' });
    const cardiopoint = admin.getByRole('link', { name: 'View Details of CardioPoint Medical' });
    const cardiopointPath = await cardiopoint.getAttribute('href');
    await admin.context().close();
    expect(cardiopointPath).toMatch(/^\/company\/[0-9a-f-]{36}$/);

    const page = await pageAs(browser, DEMO.rep.email);
    await openCompanies(page);
    await expect(rowOf(page, 'MedVance Surgical')).toBeVisible();
    await expect(companyRows(page)).toHaveCount(1);
    await rowOf(page, 'MedVance Surgical').getByRole('link', { name: 'View Details of MedVance Surgical' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'MedVance Surgical' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Division Cardiovascular' })).toBeVisible();

    await page.goto(cardiopointPath ?? '/company/x');
    await expect(page.getByText(MSG.notFoundPage.heading)).toBeVisible();
    await page.context().close();
  });

  test('on a phone the menu says Company and the list shows cards', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.southAdmin.email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Company', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Companies' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await cards.filter({ hasText: 'Ortholine Devices' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ortholine Devices' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /^Area / }).first()).toBeVisible();
  });

  test('the list and the details have no serious or critical accessibility violations', async ({ page }) => {
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    await signInAs(page, DEMO.northAdmin.email);
    await page.goto('/company');
    await expect(rowOf(page, 'MedVance Surgical')).toBeVisible();
    expect(await serious()).toEqual([]);
    await rowOf(page, 'MedVance Surgical').getByRole('link', { name: 'View Details of MedVance Surgical' }).click();
    await expect(page.getByRole('listitem', { name: 'Division Cardiovascular' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
