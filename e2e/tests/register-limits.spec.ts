import { LIMITS, MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, screenshot, text, unique } from '../fixtures/app';

async function openRegister(page: Page) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
const hospital = (page: Page) => page.getByRole('combobox', { name: 'Hospital' });

/** The field's own message: MUI ties a helper text to its input through aria-describedby. */
async function expectMessageFor(page: Page, label: 'Email' | 'Address', message: string) {
  const input = page.getByRole('textbox', { name: label });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}

const longEmail = () => `${'a'.repeat(LIMITS.emailMax)}.${unique()}@example.org`;
const longAddress = () => `${'1'.repeat(LIMITS.addressMax - 20)} Peachtree Street Northeast, Atlanta`;

test.describe('registration length and size limits', () => {
  test.beforeEach(async ({ page }) => openRegister(page));

  test('an email over 100 characters shows the length message under Email', async ({ page }) => {
    const email = longEmail();
    expect(email.length).toBeGreaterThan(LIMITS.emailMax);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await submit(page).click();
    await expectMessageFor(page, 'Email', MSG.register.emailLength);
    await expect(text(page, MSG.register.emailFormat)).toHaveCount(0);
    // Back within the limit, the message goes.
    await page.getByRole('textbox', { name: 'Email' }).fill(`short.${unique()}@example.org`);
    await expect(text(page, MSG.register.emailLength)).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an address over 100 characters shows the length message under Address', async ({ page }) => {
    const address = longAddress();
    expect(address.length).toBeGreaterThan(LIMITS.addressMax);
    await page.getByRole('textbox', { name: 'Address' }).fill(address);
    await submit(page).click();
    await expectMessageFor(page, 'Address', MSG.register.addressLength);
    await expect(text(page, MSG.register.addressRequired)).toHaveCount(0);
    // Exactly 100 characters is allowed.
    await page.getByRole('textbox', { name: 'Address' }).fill('a'.repeat(LIMITS.addressMax));
    await expect(text(page, MSG.register.addressLength)).toHaveCount(0);
  });

  test('a document over 10 MB shows the size message under the upload', async ({ page }) => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(LIMITS.documentMaxBytes + 1, 0x20),
    });
    await expect(page.getByText('scan.pdf', { exact: true })).toBeVisible();
    const upload = page.getByRole('button', { name: 'Upload document (optional)' });
    await expect(upload).toHaveAccessibleDescription(MSG.register.documentSize);
    await expect(text(page, MSG.register.documentType)).toHaveCount(0);
    // A document of exactly 10 MB is accepted.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(LIMITS.documentMaxBytes, 0x20),
    });
    await expect(text(page, MSG.register.documentSize)).toHaveCount(0);
  });

  test('a new hospital name cannot go past 100 characters', async ({ page }) => {
    const name = `E2E Hospital ${unique()} ${'x'.repeat(LIMITS.hospitalMax)}`;
    await hospital(page).fill(name);
    await expect(hospital(page)).toHaveValue(name.slice(0, LIMITS.hospitalMax));
  });
});

for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`registration limits at ${kind} width`, () => {
    test.use({ viewport });

    test('every length and size message at once', async ({ page }) => {
      await openRegister(page);
      await page.getByRole('textbox', { name: 'Address' }).fill(longAddress());
      await page.getByRole('textbox', { name: 'Email' }).fill(longEmail());
      await page.locator('input[type="file"]').setInputFiles({
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(LIMITS.documentMaxBytes + 1, 0x20),
      });
      await submit(page).click();
      for (const message of [MSG.register.addressLength, MSG.register.emailLength, MSG.register.documentSize]) {
        await expect(text(page, message), message).toBeVisible();
      }
      await screenshot(page, 'register-limits');
    });
  });
}
