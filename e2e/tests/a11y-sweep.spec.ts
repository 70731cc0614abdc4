import { expect, test, type Page } from '@playwright/test';
import {
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  SWEEP_ROLES,
  SWEEP_WIDTHS,
  contextFor,
  expectSettled,
  resolveRoute,
  scanAtEachWidth,
  seriousViolations,
  type Finding,
} from '../fixtures/a11y';

/**
 * The popups of the signed-in frame, scanned open on the dashboard: the notifications panel and
 * the account menu at desktop width, the navigation drawer at phone width.
 */
async function scanPopups(page: Page, role: string): Promise<Finding[]> {
  const found: Finding[] = [];
  await page.goto('/dashboard');
  await page.setViewportSize(SWEEP_WIDTHS[0]);
  await expectSettled(page);

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

test.describe('accessibility sweep (axe, WCAG 2.1 A/AA)', () => {
  // One browser context per role: the roles share nothing, so they spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test('signed-out pages have no serious or critical violations at either width', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    const found: Finding[] = [];
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await expectSettled(page);
      found.push(...(await scanAtEachWidth(page, path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  for (const { role, email } of SWEEP_ROLES) {
    test(`every route for the ${role} has no serious or critical violations at either width`, async ({ browser }) => {
      // 15 pages at two widths and three popups: on a loaded 2-core machine a role's sweep has
      // taken four minutes; the limit only stops a hang.
      test.setTimeout(600_000);
      const context = await contextFor(browser, email);
      const page = await context.newPage();
      const found: Finding[] = [];
      const unreached: string[] = [];
      for (const route of SIGNED_IN_ROUTES) {
        const path = await resolveRoute(page, route);
        if (!path) {
          unreached.push(String(route.path));
          continue;
        }
        await page.setViewportSize(SWEEP_WIDTHS[0]);
        await page.goto(path);
        await expectSettled(page);
        // Each page's findings are reported as they come, so a run cut short still names them.
        const here = await scanAtEachWidth(page, `${role}: ${path}`);
        expect.soft(here, `${role}: ${path}`).toEqual([]);
        found.push(...here);
      }
      found.push(...(await scanPopups(page, role)));
      await context.close();
      expect(unreached, 'routes with no link to follow').toEqual([]);
      expect(found).toEqual([]);
    });
  }
});
