import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { MSG } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, PHONE, expectNotice, field, openAs, screenshot, unique } from '../fixtures/app';

test.describe.configure({ mode: 'parallel' });

/** A 64×64 PNG logo: a blue tile with a white bar, made here so no binary is committed. */
function logoPng(): Buffer {
  const size = 64;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const isBar = y >= 26 && y < 38 && x >= 12 && x < 52;
      row.set(isBar ? [255, 255, 255] : [21, 101, 192], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openAddCompany(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillRequired(page: Page, dialog: Locator, name: string) {
  await field(dialog, 'Company name').fill(name);
  await field(dialog, 'Email').fill('hello@zenith.example.com');
  await dialog.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'Medium' }).click();
}

test('the Account Admin adds a company with a logo, sees it in the list and its logo on its page', async ({ page }) => {
  const name = `Zenith Logo Co ${unique()}`;
  await openAs(page, DEMO.northAdmin.email, '/company');
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'company-add-list');
  const dialog = await openAddCompany(page);
  await expect(field(dialog, 'Price per user')).toHaveValue('29.99');
  await expect(field(dialog, 'Trial start')).not.toHaveValue('');
  await screenshot(page, 'company-add-dialog', { fullPage: false });

  // The browser checks the fields with the server's own messages before anything is sent.
  await dialog.getByRole('button', { name: 'Add Company' }).click();
  await expect(dialog.getByText(MSG.companyAdd.nameRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(MSG.companyAdd.emailRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(MSG.companyAdd.sizeRequired, { exact: true })).toBeVisible();

  await fillRequired(page, dialog, name);
  // Leaving the name filled the code with a free one derived from it.
  await expect(field(dialog, 'Company code')).toHaveValue(/^Z[A-Z0-9]{0,3}$/);
  await field(dialog, 'Website').fill('zenith.example.com');
  await dialog
    .getByLabel('Company logo')
    .setInputFiles({ name: 'zenith.png', mimeType: 'image/png', buffer: logoPng() });
  await expect(dialog.getByText('zenith.png', { exact: true })).toBeVisible();
  await field(dialog, 'Trial end').scrollIntoViewIfNeeded();
  await screenshot(page, 'company-add-dialog-filled', { fullPage: false });

  await expectNotice(dialog, MSG.companyAdd.added, () => dialog.getByRole('button', { name: 'Add Company' }).click());
  // Two seconds later the dialog closes and the list is fetched again, with the new company.
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Companies' }).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: `View Details of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const logo = page.getByRole('img', { name: `${name} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(page.getByRole('link', { name: 'zenith.example.com', exact: true })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Company sections' }).getByRole('tab')).toHaveText([
    'Teams',
    'Services',
    'CMS',
  ]);
  await screenshot(page, 'company-add-details');
});

test('a company of type other shows only Teams; a Master Scheduler is offered no Add Company', async ({ page }) => {
  await openAs(page, DEMO.northMaster.email, '/company');
  const row = page.getByRole('table', { name: 'Companies' }).getByRole('row').filter({ hasText: 'Keystone' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Company' })).toHaveCount(0);
  await row.getByRole('link', { name: 'View Details of Keystone Facility Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keystone Facility Services' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Company sections' }).getByRole('tab')).toHaveText(['Teams']);
});

test('on a phone the dialog fits and passes an accessibility scan, refuses a text file as logo, and says so when the network fails', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAs(page, DEMO.superAdmin.email, '/company');
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem').first()).toBeVisible();
  await screenshot(page, 'company-add-list', { fullPage: false });
  const dialog = await openAddCompany(page);
  await screenshot(page, 'company-add-dialog', { fullPage: false });
  const scan = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await dialog
    .getByLabel('Company logo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') });
  await expect(dialog.getByText(MSG.companyAdd.logoType, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove logo' }).click();

  await fillRequired(page, dialog, `Offline Co ${unique()}`);
  await page.route('**/api/company/addCompany', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Add Company' }).click();
  await expect(dialog.getByText(MSG.companyAdd.network, { exact: true })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Add Company' })).toBeEnabled();
  await screenshot(page, 'company-add-dialog-error', { fullPage: false });
});
