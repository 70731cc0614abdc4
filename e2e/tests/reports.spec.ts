import { MSG, REPORT_LABELS, REPORT_TYPES, type ReportType } from '@casecover/shared';
import { expect, test, type Locator } from '@playwright/test';
import { DEMO, clickable, signInAs } from '../fixtures/app';
import {
  PAST_RANGE,
  chartDrawn,
  dayField,
  openReports,
  seriousAxeFindings,
  reportTable,
  shownDay,
  tableRows,
  tableSettled,
} from '../fixtures/reports';

const TABLE_REPORTS = REPORT_TYPES.filter((r): r is Exclude<ReportType, 'teamSummary'> => r !== 'teamSummary');

test.describe('Reports', () => {
  test('every report opens in both tabs: a chart or No data found, rows or No data Found', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await clickable(page, 'Reports').click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveText(REPORT_LABELS.activity);

    // The selector offers the three main reports first, then the others under "More reports".
    await page.getByRole('combobox', { name: 'Report' }).click();
    const listbox = page.getByRole('listbox');
    const labels = REPORT_TYPES.map((r) => REPORT_LABELS[r]);
    await expect(listbox.getByRole('option')).toHaveText([...labels.slice(0, 3), 'More reports', ...labels.slice(3)]);
    await expect(listbox.getByRole('option', { name: 'More reports' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    for (const report of TABLE_REPORTS) {
      await openReports(page, { report, ...PAST_RANGE });
      const panel = page.getByRole('tabpanel');
      const chart = panel
        .getByRole('img', { name: `${REPORT_LABELS[report]} chart` })
        .or(panel.getByText(MSG.reports.noChartData));
      const pickCompany = panel.getByRole('alert').filter({ hasText: MSG.reports.pickCompany });
      await expect(chart.or(pickCompany)).toBeVisible();
      if (await pickCompany.count()) {
        // A report on a company's own hierarchy (Sales Rep Utilization) asks a hospital user to choose the company.
        await page.getByRole('combobox', { name: 'Company' }).click();
        await page.getByRole('option', { name: 'MedVance Surgical' }).click();
        await expect(page).toHaveURL(/companyId=/);
        // MedVance is a large company: its four levels become filters.
        for (const level of ['Division', 'Area', 'Region', 'Territory']) {
          await expect(page.getByRole('combobox', { name: level })).toBeVisible();
        }
        await expect(chart).toBeVisible();
      }
      if (await panel.getByRole('img').count()) await expect(panel.locator('canvas').first()).toBeVisible();

      await page.getByRole('tab', { name: 'Table' }).click();
      await expect(page).toHaveURL(/tab=table/);
      const rows = await tableRows(page, report);
      expect(rows.length, report).toBeGreaterThan(0);
      if (rows.length === 1 && rows[0]?.length === 1) expect(rows[0]).toEqual([MSG.reports.noTableData]);
      else expect(rows[0]?.[0], `${report} numbers its rows`).toBe('1');
    }
  });

  test('Uncovered Tasks shows the coverage figures of the same filters under its report', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await openReports(page, { report: 'uncovered', ...PAST_RANGE });
    const rate = page.getByRole('region', { name: 'Uncovered rate', exact: true });
    await expect(rate).toBeVisible();
    // The demo's past holds uncovered cases: the rate is a percentage, the median a time or a dash.
    await expect(rate).toContainText(/\d+(\.\d)?%/);
    await expect(page.getByRole('region', { name: 'Median time to acceptance' })).toContainText(/\d+ h|\d+ min|\u2014/);
    await expect(page.getByRole('region', { name: 'Uncovered rate over time' })).toBeVisible();
  });

  test('filters live in the address: a reload and Back show the same view', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await openReports(page, PAST_RANGE);
    await expect(dayField(page, 'From')).toContainText(shownDay(PAST_RANGE.from));

    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: REPORT_LABELS.procedure }).click();
    await expect(page).toHaveURL(/report=procedure/);
    // Procedure is not grouped: Group By goes, the Department list comes.
    await expect(page.getByRole('combobox', { name: 'Group By' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Department' }).click();
    const department = page.getByRole('option').nth(1);
    const departmentName = (await department.textContent()) ?? '';
    await department.click();
    await expect(page).toHaveURL(/departmentId=[^&]+/);
    await page.getByRole('tab', { name: 'Table' }).click();
    await expect(page).toHaveURL(/tab=table/);
    const before = await tableRows(page, 'procedure');
    const address = page.url();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveText(REPORT_LABELS.procedure);
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue(departmentName);
    await expect(dayField(page, 'From')).toContainText(shownDay(PAST_RANGE.from));
    await expect(page.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true');
    expect(await tableRows(page, 'procedure')).toEqual(before);
    expect(page.url()).toBe(address);

    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Graphs' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveAttribute(
      'placeholder',
      'Search Department',
    );
  });

  test('the Account cell shows its Sales Reps on hover and on keyboard focus', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await openReports(page, { report: 'mostActiveAccounts', tab: 'table', ...PAST_RANGE });
    await tableSettled(page, 'mostActiveAccounts');
    const account = reportTable(page, 'mostActiveAccounts').getByRole('button').first();
    const name = (await account.textContent()) ?? '';
    await account.hover();
    const popup = page.getByRole('dialog', { name: `${MSG.reports.salesReps} of ${name}` });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('listitem').first().or(popup.getByText(MSG.reports.noSalesReps))).toBeVisible();
    await expect(popup.getByRole('listitem').first()).toContainText(/@/);

    await page.mouse.move(0, 0);
    await expect(popup).toHaveCount(0);
    // Focus (the keyboard's way to the cell) opens it as well.
    await account.focus();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });

  test('the chart, the table and the open popup have no serious accessibility findings', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await openReports(page, { report: 'mostActiveAccounts', ...PAST_RANGE });
    await chartDrawn(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Table' }).click();
    await tableSettled(page, 'mostActiveAccounts');
    await reportTable(page, 'mostActiveAccounts').getByRole('button').first().focus();
    await expect(page.getByRole('dialog', { name: new RegExp(`^${MSG.reports.salesReps} of`) })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('the Super Admin\u2019s company gives the levels; each level lists the units under the one above and clears those below', async ({
    page,
  }) => {
    await signInAs(page, DEMO.superAdmin.email);
    await openReports(page, { report: 'procedure', ...PAST_RANGE });
    const level = (name: string) => page.getByRole('combobox', { name, exact: true });
    await expect(level('Division')).toHaveCount(0);

    const choose = async (name: string, option: (options: Locator) => Locator) => {
      await level(name).click();
      await option(page.getByRole('listbox').getByRole('option')).click();
    };
    // Ortholine Devices is a medium company: areas, regions and territories.
    await choose('Company', (o) => o.filter({ hasText: 'Ortholine Devices' }));
    await expect(level('Area')).toBeVisible();
    await expect(level('Territory')).toBeVisible();
    await expect(level('Division')).toHaveCount(0);

    // MedVance Surgical is large: two divisions of two areas each.
    await choose('Company', (o) => o.filter({ hasText: 'MedVance Surgical' }));
    await expect(level('Division')).toBeVisible();
    await level('Area').click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(5);
    await page.keyboard.press('Escape');

    await choose('Division', (o) => o.nth(1));
    await expect(page).toHaveURL(/division=/);
    await level('Area').click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(3);
    await page.getByRole('listbox').getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/area=/);

    await choose('Division', (o) => o.nth(2));
    await expect(page).toHaveURL(/division=/);
    await expect(page).not.toHaveURL(/area=/);
    await expect(level('Area')).toHaveValue('');
  });

  test('a Sales Rep has no Reports link and /reports is not found for him', async ({ page }) => {
    await signInAs(page, DEMO.rep.email);
    await expect(clickable(page, 'Task')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeVisible();
  });
});
