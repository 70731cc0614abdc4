import { LIMITS, MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, screenshot, text, unique } from '../fixtures/app';

// The tests are independent of each other: they run side by side.
test.describe.configure({ mode: 'parallel' });

async function openRegister(page: Page) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
const longEmail = () => `${'a'.repeat(LIMITS.emailMax)}.${unique()}@example.org`;
const longAddress = () => `${'1'.repeat(LIMITS.addressMax - 20)} Peachtree Street Northeast, Atlanta`;

// Each limit's rule is checked by the register form's component tests; here the messages are
// shown together at both widths.
for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`registration limits at ${kind} width`, () => {
    test.use({ viewport });

    test('every length and size message at once', async ({ page }) => {
      await openRegister(page);
      await page.getByRole('combobox', { name: 'Address' }).fill(longAddress());
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
