import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('accessibility (axe)', () => {
  // Each test scans its own page: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test('the login page has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // One page load, two states: the form as it opens, then with every validation message showing.
  test('the register page, and its validation messages, have no serious or critical violations', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('* Please select a Hospital', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
