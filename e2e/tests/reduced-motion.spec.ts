import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures/app';

/**
 * The longest transition (in ms) of the account menu's sheet as it opens: MUI writes the
 * transition it runs on the element, so a menu that appears at once has none longer than 0.
 */
async function menuTransitionMs(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const sheet = menu.locator('xpath=ancestor::*[contains(@class, "MuiPaper-root")][1]');
  const durations = await sheet.evaluate((el) => getComputedStyle(el).transitionDuration);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return Math.max(...durations.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
}

test.describe('motion follows the system setting', () => {
  test('a user who asked for less motion gets menus that open at once; others see them grow', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await menuTransitionMs(page)).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await menuTransitionMs(page)).toBeGreaterThan(0);
  });
});
