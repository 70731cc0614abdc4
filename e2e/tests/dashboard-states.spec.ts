import AxeBuilder from '@axe-core/playwright';
import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, screenshot, signInAs } from '../fixtures/app';
import { ZONE, api, calendar, calendarReady, dayAhead, dayCell, event } from '../fixtures/calendar';

test.describe('calendar dashboard states', () => {
  test('a failed load shows the error with a retry', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await calendarReady(page);
    await page.route('**/api/task/dashboard', (route) =>
      route.fulfill({ status: 500, json: { status: 500, msg: MSG.serverError } }),
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const alert = calendar(page).getByRole('alert');
    await expect(alert).toContainText(MSG.serverError);
    await page.unroute('**/api/task/dashboard');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await expect(calendar(page).locator('[data-task-id]').first()).toBeVisible();
  });

  test('a range without tasks says so', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await page.goto('/dashboard?view=day&date=2029-06-03');
    await calendarReady(page);
    await expect(calendar(page).getByRole('status')).toHaveText('No tasks in this period. Click a time to add one.');
  });

  test('month, popover and popup have no serious or critical accessibility violations', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const calls = await api(page);
    const day = dayAhead(13);
    await calls.book(Array.from({ length: 6 }, (_, i) => day.hour(6).minute(i * 15)));
    await page.goto(`/dashboard?view=month&date=${day.format('YYYY-MM-DD')}`);
    await calendarReady(page);
    const serious = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    };
    expect(await serious()).toEqual([]);
    await dayCell(page, day.format('YYYY-MM-DD'))
      .getByRole('button', { name: /more tasks on/ })
      .click();
    const popover = page.getByRole('dialog', { name: day.format('dddd, MMMM D') });
    await expect(popover.getByRole('listitem').first()).toBeVisible();
    await expect(popover).toHaveCSS('opacity', '1');
    expect(await serious()).toEqual([]);
    await popover.getByRole('listitem').first().getByRole('button').click();
    const popup = page.getByRole('dialog', { name: 'Pacemaker Implant' });
    await expect(popup.getByRole('link', { name: 'View task' })).toBeVisible();
    await expect(popup).toHaveCSS('opacity', '1');
    expect(await serious()).toEqual([]);
  });
});

test.describe('a crowded day, seen from a browser in another zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('shows five tasks and "+N more", whose popover lists them all at New York times', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const calls = await api(page);
    const day = dayAhead(9);
    const ids = await calls.book(Array.from({ length: 7 }, (_, i) => day.hour(5).minute(i * 15)));
    const { data: all } = await calls.post<{ data: { _id: string }[] }>('/dashboard/day', {
      date: day.format('YYYY-MM-DD'),
      timeZone: ZONE,
    });
    expect(all.length).toBeGreaterThanOrEqual(7);

    await page.goto(`/dashboard?view=month&date=${day.format('YYYY-MM-DD')}`);
    await calendarReady(page);
    const cell = dayCell(page, day.format('YYYY-MM-DD'));
    await expect(cell.locator('.cc-task')).toHaveCount(5);
    // The earliest come first, at New York wall-clock times whatever the browser's zone.
    await expect(cell.locator(`[data-task-id="${ids[0]}"]`)).toContainText('5:00');
    const more = cell.getByRole('button', { name: `+${all.length - 5} more tasks on ${day.format('MMMM D')}` });
    await expect(more).toHaveText(`+${all.length - 5} more`);

    await more.click();
    const popover = page.getByRole('dialog', { name: day.format('dddd, MMMM D') });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('listitem')).toHaveCount(all.length);
    await expect(popover).toContainText(`${all.length} tasks`);
    await expect(popover.getByRole('listitem').first()).toContainText('05:00 AM');
    await expect(popover.getByRole('listitem').nth(6)).toContainText('06:30 AM');

    // A task in the list opens its popup.
    await popover.getByRole('listitem').nth(6).getByRole('button').click();
    await expect(popover).toBeHidden();
    const popup = page.getByRole('dialog', { name: 'Pacemaker Implant' });
    await expect(popup).toContainText(`${day.format('MM-DD-YYYY')}-06:30 AM – 07:30 AM`);
    await expect(popup).toContainText('Unassigned');
  });
});

for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`calendar at ${kind} width`, () => {
    test.use({ viewport });

    test('month, week, day, the event popup and the day popover', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);
      const calls = await api(page);
      // A crowded day of its own, so each width has a "+N more" to open.
      const day = dayAhead(kind === 'desktop' ? 11 : 12);
      const ids = await calls.book(Array.from({ length: 7 }, (_, i) => day.hour(6).minute(i * 15)));
      const date = day.format('YYYY-MM-DD');

      await page.goto(`/dashboard?view=month&date=${date}`);
      await calendarReady(page);
      await expect(dayCell(page, date).getByRole('button', { name: /more tasks on/ })).toBeVisible();
      await screenshot(page, 'dashboard-month');

      await dayCell(page, date)
        .getByRole('button', { name: /more tasks on/ })
        .click();
      const popover = page.getByRole('dialog', { name: day.format('dddd, MMMM D') });
      await expect(popover.getByRole('listitem').first()).toBeVisible();
      await expect(popover).toHaveCSS('opacity', '1');
      await screenshot(page, 'dashboard-popover');
      await popover.getByRole('button', { name: 'Close' }).click();
      await expect(popover).toBeHidden();

      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await calendarReady(page);
      await expect(calendar(page).locator('.fc-timegrid-event').first()).toBeVisible();
      await screenshot(page, 'dashboard-week');

      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await calendarReady(page);
      await expect(event(page, ids[6] ?? '')).toBeVisible();
      await screenshot(page, 'dashboard-day');

      await event(page, ids[6] ?? '').click();
      const popup = page.getByRole('dialog', { name: 'Pacemaker Implant' });
      await expect(popup.getByRole('link', { name: 'View task' })).toBeVisible();
      await expect(popup.getByLabel('Loading details')).toHaveCount(0);
      await expect(popup).toHaveCSS('opacity', '1');
      await screenshot(page, 'dashboard-popup');
    });
  });
}
