import { expect, test, type Page } from '@playwright/test';
import {
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  SWEEP_ROLES,
  SWEEP_WIDTHS,
  contextFor,
  expectSettled,
  firstLinkTo,
  scanAtBothWidths,
  seriousViolations,
  showsNotFound,
  type Finding,
} from '../fixtures/a11y';

/**
 * The popups of the signed-in frame, scanned open over the page shown: the notifications panel
 * and the account menu at desktop width, the navigation drawer at phone width.
 */
async function scanPopups(page: Page, role: string): Promise<Finding[]> {
  const found: Finding[] = [];
  await page.setViewportSize(SWEEP_WIDTHS[0]);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
  found.push(...(await seriousViolations(page, `${role}: notifications panel`)));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  found.push(...(await seriousViolations(page, `${role}: account menu`)));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.setViewportSize(SWEEP_WIDTHS[1]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(drawer).toBeVisible();
  found.push(...(await seriousViolations(page, `${role}: phone menu`)));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return found;
}

// A failure names each violation, its page, width and elements; a trace would mostly hold the axe
// script, sent with every scan, and recording it slows the sweep.
test.use({ trace: 'off' });

test.describe('accessibility sweep (axe, WCAG 2.1 A/AA)', () => {
  // One test per role, each in a browser context of its own: they share nothing, so the two
  // workers split them.
  test.describe.configure({ mode: 'parallel' });

  test('signed-out pages have no serious or critical violations at either width', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    const found: Finding[] = [];
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await expectSettled(page);
      found.push(...(await scanAtBothWidths(page, path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  for (const { role, email, notFound } of SWEEP_ROLES) {
    test(`every route for the ${role} has no serious or critical violations at either width`, async ({ browser }) => {
      const context = await contextFor(browser, email);
      const page = await context.newPage();
      const found: Finding[] = [];
      const notForRole: string[] = [];
      const unreached: string[] = [];

      /** Opens `path` and scans it, unless it is the not-found page a role gets where it may not go. */
      const scan = async (path: string, isNotFound = false): Promise<boolean> => {
        await page.goto(path);
        await expectSettled(page);
        if (!isNotFound && (await showsNotFound(page))) {
          notForRole.push(path);
          return false;
        }
        const here = await scanAtBothWidths(page, `${role}: ${path}`);
        // Reported as they come, so a run cut short still names them.
        expect.soft(here, `${role}: ${path}`).toEqual([]);
        found.push(...here);
        return true;
      };

      for (const route of SIGNED_IN_ROUTES) {
        const isScanned = await scan(route.path, route.isNotFound);
        if (!isScanned || !route.detail) continue;
        const href = await firstLinkTo(page, route.detail);
        if (href) await scan(href);
        else unreached.push(`a link to ${String(route.detail)} on ${route.path}`);
      }
      found.push(...(await scanPopups(page, role)));
      await context.close();

      expect(notForRole, 'the routes that showed the not-found page').toEqual(notFound);
      expect(unreached, 'detail pages with no link to them').toEqual([]);
      expect(found).toEqual([]);
    });
  }
});
