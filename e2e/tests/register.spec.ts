import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { HOSPITALS, expectNotice, unique, uniqueEmail } from '../fixtures/app';

// The tests are independent of each other: they run side by side.
test.describe.configure({ mode: 'parallel' });

async function openRegister(page: Page) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
}

const hospital = (page: Page) => page.getByRole('combobox', { name: 'Hospital' });
const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });

async function fillPerson(page: Page, p: { phone: string; address: string; name: string; email: string }) {
  await page.getByRole('textbox', { name: 'Phone' }).fill(p.phone);
  await page.getByRole('combobox', { name: 'Address' }).fill(p.address);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(p.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(p.email);
}

test.describe('registration form validation', () => {
  test.beforeEach(async ({ page }) => openRegister(page));
});

test('registering a new hospital signs the registrant in on the dashboard', async ({ page }) => {
  const hospitalName = `E2E Hospital ${unique()}`;
  await openRegister(page);
  await hospital(page).fill(hospitalName);
  await page.getByRole('option', { name: `Add "${hospitalName}" as a new hospital` }).click();
  await fillPerson(page, {
    phone: '800-555-0100',
    address: '100 Test Avenue, Atlanta, GA 30301',
    name: 'Taylor Morgan',
    email: uniqueEmail('newhospital'),
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await expectNotice(page, MSG.register.success, () => submit(page).click());
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(MSG.auth.pendingApproval)).toBeHidden();
});

test('joining an existing hospital lands on the dashboard awaiting approval', async ({ page }) => {
  const existing = HOSPITALS[0];
  await openRegister(page);
  await hospital(page).fill(existing.slice(0, 5));
  await page.getByRole('option', { name: existing, exact: true }).click();
  await expect(hospital(page)).toHaveValue(existing);
  await fillPerson(page, {
    phone: '(404) 555-0142',
    address: '12 Peachtree St, Atlanta, GA 30303',
    name: "Jamie O'Neil",
    email: uniqueEmail('join'),
  });
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await expectNotice(page, MSG.register.success, () => submit(page).click());
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(MSG.auth.pendingApproval)).toBeVisible();
});
