import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, PHONE, signInAs } from '../fixtures/app';
import { api, calendar, calendarReady, dayAhead, event } from '../fixtures/calendar';

// The calendar is read, not deciphered: at 1440 px the month grid shows each task's whole name
// (wrapping) with its compact start and company; on a phone the month opens as a list.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-b';
const WIDE = { width: 1440, height: 900 } as const;
const SERVICE = 'Pacemaker Implant';
const COMPANY = 'MedVance Surgical';

/** Whether the element shows all of its content: nothing cut on either axis. */
function isUncut(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);
}

async function bookOne(page: Page) {
  const day = dayAhead(9);
  const [id] = await (await api(page)).book([day.hour(7).minute(45)]);
  if (!id) throw new Error('no task booked');
  return { id, date: day.format('YYYY-MM-DD') };
}

test.describe('a readable calendar', () => {
  test('at 1440 px the month grid shows every task\u2019s whole name, its start and company', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await signInAs(page, DEMO.northAdmin.email);
    const { id, date } = await bookOne(page);
    await page.goto(`/dashboard?view=month&date=${date}`);
    await calendarReady(page);

    const entry = event(page, id);
    await expect(entry).toBeVisible();
    const title = entry.locator('.cc-entry-title');
    await expect(title).toBeVisible();
    await expect(title).toHaveText(SERVICE);
    await expect(entry.locator('.cc-entry-time')).toHaveText('7:45a');
    await expect(entry.locator('.cc-entry-company')).toBeVisible();
    await expect(entry.locator('.cc-entry-company')).toHaveText(COMPANY);
    expect(await isUncut(entry.locator('.cc-entry-name'))).toBe(true);
    expect(await isUncut(entry.locator('.cc-entry-company'))).toBe(true);
    // The tooltip and the accessible name say it all (the name begins with the visible text).
    await expect(entry).toHaveAttribute('title', new RegExp(`^${SERVICE}, .*${COMPANY}$`));
    await expect(entry).toHaveAccessibleName(new RegExp(`(^|\\. )${SERVICE}, .*${COMPANY}$`));

    // Every task of the month (the demo's long service names among them) shows its name and
    // company whole.
    const names = calendar(page).locator(
      '.cc-month-entry.cc-task .cc-entry-name, .cc-month-entry.cc-task .cc-entry-company',
    );
    expect(await names.count()).toBeGreaterThan(1);
    const cut = await names.evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    const labels = await calendar(page)
      .locator('.cc-month-entry.cc-task')
      .evaluateAll((els) => els.filter((el) => !el.getAttribute('aria-label') || !el.getAttribute('title')).length);
    expect(labels).toBe(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-month-desktop.png`, fullPage: true });
  });

  test('on a phone the month opens as a list of days, and the grid is one tap away', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.northAdmin.email);
    const { id, date } = await bookOne(page);
    await page.goto('/dashboard');
    await calendarReady(page);
    const views = calendar(page).getByRole('group', { name: 'Calendar view' });
    await expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(calendar(page).locator('.fc')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-list-phone.png` });

    // The booked task's month, as a list: its time, whole name and company, readable.
    await page.goto(`/dashboard?view=list&date=${date}`);
    await calendarReady(page);
    const entry = calendar(page).locator(`[data-task-id="${id}"]`);
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAccessibleName(new RegExp(`(^|\\. )${SERVICE}, .*${COMPANY}$`));
    await expect(entry.getByText(SERVICE, { exact: true })).toBeVisible();
    await expect(entry.getByText(COMPANY, { exact: true })).toBeVisible();
    await expect(entry.getByText('7:45 AM – 8:45 AM')).toBeVisible();
    expect(await isUncut(entry)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/dashboard-list-entry-phone.png` });
    await entry.click();
    await expect(page.getByRole('dialog', { name: SERVICE })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: SERVICE })).toBeHidden();

    await views.getByRole('button', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month/);
    await calendarReady(page);
    await expect(event(page, id)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-month-phone.png` });
  });
});
