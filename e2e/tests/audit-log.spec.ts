import { readFile } from 'node:fs/promises';
import { dayjs } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs, screenshot, unique } from '../fixtures/app';
import { sessionToken } from '../fixtures/api';

// Each test adds its own department and reads it back; they share nothing.
test.describe.configure({ mode: 'parallel' });

/** The demo users' zone, in which the viewer shows and filters its days. */
const ZONE = 'America/New_York';

/** Adds a Northside department through the API, as its Account Admin: an audited change. */
async function addDepartment(page: Page, name: string): Promise<void> {
  const res = await page.request.post('/api/department/add_department', {
    headers: { authorization: `Bearer ${sessionToken(DEMO.northAdmin.email)}` },
    data: { name },
  });
  expect(res.status()).toBe(200);
}

const entries = (page: Page) => page.getByRole('table', { name: 'Audit log entries' });
const rowOf = (page: Page, target: string) => entries(page).getByRole('row').filter({ hasText: target });

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

test.describe('Audit log', () => {
  test('an admin change appears, the filters narrow to it and the CSV holds it', async ({ page }) => {
    const name = `Audit ${unique()}`;
    await addDepartment(page, name);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, DEMO.northAdmin.email, '/audit');

    const row = rowOf(page, `Department: ${name}`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(DEMO.northAdmin.name);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Added a department');

    // Narrow: today's entries that added a department, by the admin.
    const today = dayjs().tz(ZONE).format('YYYY-MM-DD');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
    await chooseOption(page, 'Action', 'Added a department');
    await page.getByPlaceholder('Who: name or email').fill('admin@northside');
    await page.getByPlaceholder('Who: name or email').press('Enter');
    await expect(row).toBeVisible();
    const actions = entries(page).getByRole('row').locator('td:nth-child(4)');
    await expect(actions.first()).toHaveText('Added a department');
    expect(new Set(await actions.allTextContents())).toEqual(new Set(['Added a department']));

    // A filter nothing matches empties the list.
    await chooseOption(page, 'Target', 'Location');
    await expect(entries(page).getByText('No entries match these filters')).toBeVisible();
    await chooseOption(page, 'Target', 'Department');
    await expect(row).toBeVisible();

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^Audit log \d{4}-\d{2}-\d{2} \d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When,Who,Acting as,Action,Target,Details');
    const line = lines.find((l) => l.includes(`Department: ${name}`));
    expect(line).toContain(`${DEMO.northAdmin.name},,Added a department,Department: ${name},name: ${name}`);
    // Only the filtered entries: every line added a department.
    expect(
      lines
        .slice(1)
        .filter(Boolean)
        .every((l) => l.includes(',Added a department,')),
    ).toBe(true);
  });

  test('screenshots at desktop and phone width', async ({ page }) => {
    await addDepartment(page, `Audit ${unique()}`);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await openAs(page, DEMO.superAdmin.email, '/audit');
      const shown =
        size.width < 600 ? page.getByRole('list', { name: 'Audit log entries' }) : entries(page).getByRole('row');
      await expect(shown.getByText('Added a department').first()).toBeVisible();
      await screenshot(page, 'audit-log');
    }
  });
});
