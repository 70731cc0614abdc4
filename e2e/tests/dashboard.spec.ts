import AxeBuilder from '@axe-core/playwright';
import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNotice, DEMO, DESKTOP, PHONE, screenshot, signInAs, storedToken } from '../fixtures/app';

/** The demo users' zone. */
const ZONE = 'America/New_York';

interface ListRow {
  _id: string;
  taskName: string;
  taskStatus: string;
  companyName: string;
  startDate: string;
  endDate: string;
}

/** Today plus some days, as a day of the demo users' zone. */
function dayAhead(days: number): dayjs.Dayjs {
  return dayjs().tz(ZONE).add(days, 'day').startOf('day');
}

async function api(page: Page) {
  const token = await storedToken(page);
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const post = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const res = await page.request.post(`/api/task${path}`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  return {
    post,
    /** The first upcoming task in a status, from the task list. */
    async firstWithStatus(taskStatus: string): Promise<ListRow> {
      const { list } = await post<{ list: ListRow[] }>('/taskList', { taskStatus, pagesize: 10 });
      const row = list[0];
      if (!row) throw new Error(`no ${taskStatus} task in the demo data`);
      return row;
    },
    /** Books MedVance Pacemaker Implant tasks in Cardiology at the given New York times. */
    async book(starts: dayjs.Dayjs[]): Promise<string[]> {
      type Options = { data: { _id: string }[] };
      const company = (await post<Options>('/companyFilter', { search: 'MedVance' })).data[0];
      const division = (await post<Options>('/divisionFilter', { search: 'Cardiovascular', companyId: company?._id }))
        .data[0];
      const service = (
        await post<Options>('/serviceFilter', {
          search: 'Pacemaker',
          companyId: company?._id,
          divisionId: division?._id,
        })
      ).data[0];
      const department = (await post<Options>('/departmentSearch', { search: 'Cardiology' })).data[0];
      const ids: string[] = [];
      for (const start of starts) {
        const { data } = await post<{ data: { _id: string } }>('/addTask', {
          timezone: ZONE,
          companyId: company?._id,
          departmentId: department?._id,
          divisionId: division?._id,
          serviceId: service?._id,
          startDate: start.toISOString(),
          endDate: start.add(1, 'hour').toISOString(),
          taskDescription: 'Calendar check',
        });
        ids.push(data._id);
      }
      return ids;
    },
  };
}

function calendar(page: Page): Locator {
  return page.getByRole('region', { name: 'Calendar' });
}

function calendarTitle(page: Page): Locator {
  return calendar(page).getByRole('heading', { level: 2 });
}

function event(page: Page, taskId: string): Locator {
  return calendar(page).locator(`.fc-event[data-task-id="${taskId}"]`);
}

/** A month cell; clicking its top left corner is a click on the date, not on an event or the day number. */
function dayCell(page: Page, day: string): Locator {
  return calendar(page).locator(`td.fc-daygrid-day[data-date="${day}"]`);
}

/** Waits for the calendar to have drawn its events (or to have none). */
async function calendarReady(page: Page): Promise<void> {
  await expect(calendar(page).getByRole('progressbar', { name: 'Loading tasks' })).toHaveCount(0);
  await expect(calendarTitle(page)).not.toHaveText('');
}

/** The body of the next POST task/dashboard the page sends. */
function nextDashboardRequest(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/task/dashboard')
    .then((r) => r.postDataJSON() as Record<string, unknown>);
}

test.describe('calendar dashboard', () => {
  test('switches views, pages through them and keeps its place in the URL', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const today = dayjs().tz(ZONE);
    await calendarReady(page);
    await expect(calendarTitle(page)).toHaveText(today.format('MMMM YYYY'));
    await expect(page.getByRole('region', { name: 'Pending' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status colours' })).toContainText('In Progress');
    await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeDisabled();

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
    await expect(calendar(page).locator('.fc-event').first()).toBeVisible();
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
    await expect(cell.locator('.fc-event.cc-task')).toHaveCount(5);
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
