import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, screenshot, signInAs } from '../fixtures/app';
import { PAST_RANGE, chartDrawn, openReports, reportTable, tableSettled } from '../fixtures/reports';

// Pictures of the Reports screen at desktop and phone width, for review (saved to e2e/screenshots/).
for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`reports at ${kind} width`, () => {
    test.use({ viewport });

    test('graphs, table, the Sales Reps popup and the filters', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);

      await openReports(page, { report: 'activity', ...PAST_RANGE });
      await expect(page.getByRole('img', { name: 'Activity Report chart' })).toBeVisible();
      await chartDrawn(page);
      await screenshot(page, 'reports-graphs');

      await openReports(page, { report: 'cancellations', ...PAST_RANGE });
      await expect(page.getByRole('img', { name: 'Cancellations by Account chart' })).toBeVisible();
      await chartDrawn(page);
      await screenshot(page, 'reports-bar-graph');

      await openReports(page, { report: 'mostActiveAccounts', tab: 'table', ...PAST_RANGE });
      await tableSettled(page, 'mostActiveAccounts');
      await screenshot(page, 'reports-table');

      const account = reportTable(page, 'mostActiveAccounts').getByRole('button').first();
      await account.hover();
      const popup = page.getByRole('dialog', { name: new RegExp(`^${MSG.reports.salesReps} of`) });
      await expect(popup.getByRole('listitem').first().or(popup.getByText(MSG.reports.noSalesReps))).toBeVisible();
      await screenshot(page, 'reports-sales-reps', { fullPage: false });
      await page.mouse.move(0, 0);
      await expect(popup).toHaveCount(0);

      await openReports(page, { report: 'procedure', ...PAST_RANGE });
      await page.getByRole('combobox', { name: 'Department' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await screenshot(page, 'reports-filters', { fullPage: false });
      await page.keyboard.press('Escape');

      await openReports(page, { report: 'teamSummary', ...PAST_RANGE });
      await expect(page.getByRole('button', { name: MSG.reports.downloadReport })).toBeVisible();
      await screenshot(page, 'reports-task-summary');
    });
  });
}
