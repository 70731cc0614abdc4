import { MSG, dayjs } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { expectNotice, DEMO, DESKTOP, signInAs } from '../fixtures/app';
import {
  ZONE,
  api,
  calendar,
  calendarReady,
  calendarTitle,
  dayAhead,
  dayCell,
  event,
  nextDashboardRequest,
} from '../fixtures/calendar';

test.describe('calendar dashboard', () => {
  test('switches views, pages through them and keeps its place in the URL', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const today = dayjs().tz(ZONE);
    await calendarReady(page);
    await expect(calendarTitle(page)).toHaveText(today.format('MMMM YYYY'));
    await expect(page.getByRole('region', { name: 'Pending' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status colours' })).toContainText('In Progress');
    await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeDisabled();
    // The weekday headings stand over their days (they once read a day early west of UTC).
    const month = calendar(page).getByRole('table', { name: today.format('MMMM YYYY') });
    await expect(month.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const firstWeek = await month
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));
    expect(firstWeek.map((day) => dayjs.utc(day).format('ddd'))).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    await expect(dayCell(page, today.format('YYYY-MM-DD'))).toHaveClass(/cc-day-today/);

    // Week: asks for 50 a day, scrolled to the working day.
    let request = nextDashboardRequest(page);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=week&date=${today.format('YYYY-MM-DD')}`));
    expect(await request).toMatchObject({ perDay: 50, timeZone: ZONE, departmentId: '' });
    await expect(calendar(page).locator('.fc-timegrid')).toBeVisible();
    // Scrolled to the working day: 7:00 at the top of the time grid.
    const seven = calendar(page).locator('td.fc-timegrid-slot-label[data-time="07:00:00"]');
    await expect
      .poll(() =>
        seven.evaluate((label) => {
          const scroller = label.closest('.fc-scroller');
          if (!scroller) return null;
          return Math.abs(Math.round(label.getBoundingClientRect().top - scroller.getBoundingClientRect().top));
        }),
      )
      .toBeLessThanOrEqual(2);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date=${today.add(1, 'week').format('YYYY-MM-DD')}`));
    await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeEnabled();

    await expect(calendar(page).locator('th.fc-col-header-cell').first()).toHaveText(
      today.add(1, 'week').startOf('week').format('ddd M/D'),
    );
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=day&date=${today.add(1, 'week').format('YYYY-MM-DD')}`));
    // An array waits for the day view's single column; a plain string would fail at once on the
    // week's seven columns still on screen while the view changes.
    await expect(calendar(page).locator('th.fc-col-header-cell')).toHaveText([today.add(1, 'week').format('dddd')]);
    await expect(calendarTitle(page)).toHaveText(today.add(1, 'week').format('MMMM D, YYYY'));
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(calendarTitle(page)).toHaveText(today.add(6, 'day').format('MMMM D, YYYY'));

    // A reload keeps the place.
    await page.reload();
    await expect(calendarTitle(page)).toHaveText(today.add(6, 'day').format('MMMM D, YYYY'));
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(calendarTitle(page)).toHaveText(today.format('MMMM D, YYYY'));
    request = nextDashboardRequest(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(calendarTitle(page)).toHaveText(today.format('MMMM YYYY'));
    expect(await request).toMatchObject({ perDay: 5 });
  });

  test('sends the visible range in UTC, each end in its own offset across a DST change', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    let request = nextDashboardRequest(page);
    await page.goto('/dashboard?view=week&date=2026-11-01');
    // Sunday 1 November 00:00 EDT to Sunday 8 November 00:00 EST.
    expect(await request).toMatchObject({
      startDate: '2026-11-01T04:00:00.000Z',
      endDate: '2026-11-08T05:00:00.000Z',
    });
    await expect(calendarTitle(page)).toHaveText('Nov 1 – 7, 2026');
    request = nextDashboardRequest(page);
    await page.goto('/dashboard?view=day&date=2026-03-08');
    expect(await request).toMatchObject({
      startDate: '2026-03-08T05:00:00.000Z',
      endDate: '2026-03-09T04:00:00.000Z',
      perDay: 50,
    });
  });

  test('a click on a date opens Add Task at 9:00 AM of that day, and the new task appears', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const day = dayAhead(4);
    await page.goto(`/dashboard?view=month&date=${day.format('YYYY-MM-DD')}`);
    await calendarReady(page);

    await dayCell(page, day.format('YYYY-MM-DD')).click({ position: { x: 6, y: 8 } });
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'From Date & Time' })).toContainText(
      `${day.format('MM-DD-YYYY')} 09:00 AM`,
    );
    await expect(dialog.getByRole('group', { name: 'To Date & Time' })).toContainText(
      `${day.format('MM-DD-YYYY')} 10:00 AM`,
    );

    const choose = async (label: string, option: string) => {
      await dialog.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).first().click();
    };
    await choose('Company', 'MedVance Surgical');
    await choose('Division', 'Cardiovascular');
    await choose('Department', 'Cardiology');
    await choose('Service', 'Pacemaker Implant');
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/task/addTask');
    await expectNotice(page, MSG.tasks.added, () =>
      dialog.getByRole('button', { name: 'Add Task', exact: true }).click(),
    );
    const { data } = (await (await added).json()) as { data: { _id: string } };
    await expect(dialog).toBeHidden();

    // On the calendar without a reload, at 9:00 AM of that day.
    const entry = event(page, data._id);
    await expect(entry).toBeVisible();
    await expect(dayCell(page, day.format('YYYY-MM-DD')).locator(`[data-task-id="${data._id}"]`)).toContainText(
      'Pacemaker Implant',
    );
    await expect(entry).toContainText('9:00');

    // A day before yesterday opens the dialog with no preset.
    await page.goto(`/dashboard?view=month&date=${dayAhead(-3).format('YYYY-MM-DD')}`);
    await calendarReady(page);
    await dayCell(page, dayAhead(-3).format('YYYY-MM-DD')).click({ position: { x: 6, y: 8 } });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'From Date & Time' })).not.toContainText(
      dayAhead(-3).format('MM-DD-YYYY'),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a click on a time in the week view presets that time', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const day = dayAhead(5);
    await page.goto(`/dashboard?view=week&date=${day.format('YYYY-MM-DD')}`);
    await calendarReady(page);
    // 6:30 AM is above the working day: scroll to it, then click that day's column there.
    const slot = calendar(page).locator('td.fc-timegrid-slot-lane[data-time="06:30:00"]');
    await slot.scrollIntoViewIfNeeded();
    const column = await calendar(page)
      .locator(`td.fc-timegrid-col[data-date="${day.format('YYYY-MM-DD')}"]`)
      .boundingBox();
    const row = await slot.boundingBox();
    if (!column || !row) throw new Error('the week grid is not drawn');
    await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await expect(dialog.getByRole('group', { name: 'From Date & Time' })).toContainText(
      `${day.format('MM-DD-YYYY')} 06:30 AM`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an event popup shows the rep of an assigned task and hides it for a pending one', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const calls = await api(page);

    const assigned = await calls.firstWithStatus('assigned');
    await page.goto(`/dashboard?view=day&date=${dayjs(assigned.startDate).tz(ZONE).format('YYYY-MM-DD')}`);
    await calendarReady(page);
    await event(page, assigned._id).click();
    let popup = page.getByRole('dialog', { name: assigned.taskName });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Assigned');
    await expect(popup).toContainText(dayjs(assigned.startDate).tz(ZONE).format('MM-DD-YYYY-hh:mm A'));
    await expect(popup).toContainText(assigned.companyName);
    await expect(popup.getByText('Sales Rep', { exact: true })).toBeVisible();
    await expect(popup.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
    await expect(popup.locator('a[href^="tel:"]')).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    const pending = await calls.firstWithStatus('pending');
    await page.goto(`/dashboard?view=day&date=${dayjs(pending.startDate).tz(ZONE).format('YYYY-MM-DD')}`);
    await calendarReady(page);
    await event(page, pending._id).click();
    popup = page.getByRole('dialog', { name: pending.taskName });
    await expect(popup).toContainText('Pending');
    await expect(popup.getByLabel('Loading details')).toHaveCount(0);
    await expect(popup.getByText('Sales Rep', { exact: true })).toHaveCount(0);
    await expect(popup.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    await popup.getByRole('link', { name: 'View task' }).click();
    await expect(page).toHaveURL(new RegExp(`/task/${pending._id}$`));
  });

  test('the department filter narrows the calendar; a scheduler has none', async ({ page, browser }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await calendarReady(page);
    // The filter sits in the Pending panel, as the spec lays it out, and filters the calendar too.
    const filter = page.getByRole('region', { name: 'Pending' }).getByRole('combobox', { name: 'Department' });
    await expect(filter).toHaveText('All');
    const request = nextDashboardRequest(page);
    await filter.click();
    await page.getByRole('option', { name: 'Neurology' }).click();
    const body = await request;
    expect(body.departmentId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(new RegExp(`department=${String(body.departmentId)}`));
    await expect(filter).toHaveText('Neurology');

    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: ZONE });
    const scheduler = await context.newPage();
    await signInAs(scheduler, DEMO.northScheduler.email);
    await calendarReady(scheduler);
    await expect(scheduler.getByRole('region', { name: 'Pending' })).toBeVisible();
    await expect(scheduler.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
    await context.close();
  });
});
