import { readFile } from 'node:fs/promises';
import { MSG, REPORT_LABELS, dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookTask, sessionToken } from '../fixtures/api';
import { DEMO, PHONE, expectNotice, openAs, screenshot, unique } from '../fixtures/app';
import { calendar, calendarReady, calendarTitle } from '../fixtures/calendar';
import { chooseMedVancePacemaker, pressUntilFocused, tabTo } from '../fixtures/keyboard';
import {
  chooseInSelect,
  downloadWithEnter,
  expectFocusWithin,
  pickDateTimeWithKeys,
  pickDayWithArrows,
} from '../fixtures/keyboard-work';
import { PAST_RANGE, dayField, reportTable, tableSettled } from '../fixtures/reports';
import { divisionReps, offerTaskTo } from '../fixtures/offers';

const ZONE = 'America/New_York';
const WIDE = { width: 1440, height: 900 } as const;
const SHOWN_FORMAT = 'MM-DD-YYYY-hh:mm A';

/** A day and time some days ahead, in the demo users' zone (days 6 to 8: no calendar check counts them). */
function at(daysAhead: number, hour: number, minute = 0) {
  return dayjs().tz(ZONE).add(daysAhead, 'day').hour(hour).minute(minute).second(0).millisecond(0);
}

/** Calls the API as a demo user (his saved session), for what the journey starts from. */
async function callAs(page: Page, email: string, path: string, data: object, method: 'POST' | 'PUT' = 'POST') {
  const res = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${sessionToken(email)}` },
    data,
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { data?: { _id: string } };
}

/** The pager's Next or Previous, whichever has the focus (Next is disabled on the last page). */
const pagerFocus = (page: Page) =>
  page.locator('button[aria-label="Go to next page"]:focus, button[aria-label="Go to previous page"]:focus');

/** Takes the same state's picture at 390 px too, and comes back to the width the journey uses. */
async function screenshotBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  const size = page.viewportSize();
  await screenshot(page, name, { fullPage });
  await page.setViewportSize(PHONE);
  await screenshot(page, name, { fullPage });
  if (size) await page.setViewportSize(size);
}

/** A Reports range day through its picker: Enter on the field, the arrows, Enter; the address follows. */
async function pickRangeDay(page: Page, label: 'From' | 'To', day: string): Promise<Locator> {
  const field = dayField(page, label);
  await tabTo(page, field.getByRole('spinbutton').first());
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: label });
  await expect(picker).toBeVisible();
  await pickDayWithArrows(page, picker, dayjs(day));
  await expect(picker).toBeHidden();
  await expect(field).toContainText(dayjs(day).format('MM-DD-YYYY'));
  await expect(page).toHaveURL(new RegExp(`${label.toLowerCase()}=${day}`));
  return field;
}

test.describe('keyboard only: the work screens', () => {
  // Each test books or adds its own data: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test('Reports: another report, the date range, a department, the Table tab, its pages and a CSV', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(WIDE);
    await openAs(page, DEMO.northAdmin.email, '/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const selector = page.getByRole('combobox', { name: 'Report' });
    await expect(selector).toHaveText(REPORT_LABELS.activity);

    // The selector opens with the down arrow; the arrows pass over "More reports" to the one wanted.
    await tabTo(page, selector);
    await chooseInSelect(page, selector, REPORT_LABELS.procedure);
    await expect(page).toHaveURL(/report=procedure/);

    // The range: each day through its picker (Enter, the arrows, Enter). Typed over the day the
    // field holds, From loses its month now and then on a loaded machine (see the accessibility
    // notes' known gaps); typing a day into an empty field is the task list's journey.
    await pickRangeDay(page, 'From', PAST_RANGE.from);
    const toField = await pickRangeDay(page, 'To', PAST_RANGE.to);
    await expectFocusWithin(toField);

    // A department, typed and taken with the arrows and Enter.
    const department = page.getByRole('combobox', { name: 'Department' });
    await tabTo(page, department);
    await page.keyboard.type('Cardio');
    const option = page.getByRole('listbox').getByRole('option', { name: 'Cardiology', exact: true });
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(department).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(department).toHaveValue('Cardiology');
    await expect(page).toHaveURL(/departmentId=[^&]+/);
    await expect(department).toBeFocused();

    // The tabs: one Tab stop; the arrows move between them and Enter shows the one focused.
    const graphs = page.getByRole('tab', { name: 'Graphs' });
    const table = page.getByRole('tab', { name: 'Table' });
    await tabTo(page, graphs);
    await page.keyboard.press('ArrowRight');
    await expect(table).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(table).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=table/);
    await tableSettled(page, 'procedure');
    const rows = reportTable(page, 'procedure').locator('tbody tr');
    await expect(rows.first().locator('td').first()).toHaveText('1');
    await screenshotBothWidths(page, 'kbd-reports-table');

    // Back to every department (typed "All"): the whole hospital's procedures, more than a page.
    await tabTo(page, department, { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('All');
    const all = page.getByRole('listbox').getByRole('option', { name: 'All', exact: true });
    await expect(all).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(department).toHaveAttribute('aria-activedescendant', (await all.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/departmentId=/);
    await expect(department).toBeFocused();
    await tableSettled(page, 'procedure');

    // Paged from the keyboard: the next page numbers its rows on from 11, and the focus stays on the pager.
    const next = page.getByRole('button', { name: 'Go to next page' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(rows.first().locator('td').first()).toHaveText('11');
    await expect(page).toHaveURL(/page=2/);
    await expect(pagerFocus(page)).toHaveCount(1);
    const previous = page.getByRole('button', { name: 'Go to previous page' });
    await tabTo(page, previous, { back: true });
    await page.keyboard.press('Enter');
    await expect(rows.first().locator('td').first()).toHaveText('1');

    // Download CSV from the keyboard: the file comes, and the focus stays on the button.
    const csv = page.getByRole('button', { name: 'Download CSV' });
    await tabTo(page, csv, { back: true });
    const file = await downloadWithEnter(page);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${REPORT_LABELS.procedure} .+\\.csv$`));
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toMatch(/^NO,/);
    await expect(csv).toBeEnabled();
    await expect(csv).toBeFocused();
  });

  test('the task page: new dates through the pickers, the description, refused once the task is cancelled', async ({
    page,
  }) => {
    test.slow();
    await openAs(page, DEMO.northAdmin.email, '/dashboard');
    const oldStart = at(6, 9);
    const id = await bookTask(page, { department: 'Radiology', start: oldStart, description: 'Keyboard edits' });
    await page.goto(`/task/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await expect(schedule).toContainText(oldStart.format(SHOWN_FORMAT));

    // Edit dates: the fields take the focus; Enter opens the Start picker.
    const editDates = schedule.getByRole('button', { name: 'Edit dates' });
    await tabTo(page, editDates);
    await page.keyboard.press('Enter');
    const startField = schedule.getByRole('group', { name: 'Start Date & Time' });
    const endField = schedule.getByRole('group', { name: 'End Date & Time' });
    await expect(startField).toBeVisible();
    await expectFocusWithin(startField);
    const newStart = at(7, 14, 30);
    await tabTo(page, startField.getByRole('spinbutton').first(), { back: true });
    await page.keyboard.press('Enter');
    const startPicker = page.getByRole('dialog', { name: 'Start Date & Time' });
    await expect(startPicker).toBeVisible();
    await pickDateTimeWithKeys(page, startPicker, newStart);
    await expect(startField).toContainText(newStart.format('MM-DD-YYYY hh:mm A'));
    await expect(endField).not.toContainText(/\d{2}-\d{2}-\d{4}/);

    const newEnd = newStart.add(90, 'minute');
    await tabTo(page, endField.getByRole('spinbutton').first());
    await page.keyboard.press('Enter');
    const endPicker = page.getByRole('dialog', { name: 'End Date & Time' });
    await expect(endPicker).toBeVisible();
    await pickDateTimeWithKeys(page, endPicker, newEnd);
    await expect(endField).toContainText(newEnd.format('MM-DD-YYYY hh:mm A'));
    await screenshotBothWidths(page, 'kbd-task-dates', { fullPage: false });

    await tabTo(page, schedule.getByRole('button', { name: 'Save dates' }));
    await expectNotice(page, MSG.tasks.updated, () => page.keyboard.press('Enter'));
    await expect(editDates).toBeVisible();
    await expect(schedule).toContainText(newStart.format(SHOWN_FORMAT));
    await expect(schedule).toContainText(newEnd.format(SHOWN_FORMAT));
    // Saved, the editor closes and the focus is back on Edit dates.
    await expect(editDates).toBeFocused();

    // The description: typed, saved with Save Description; the focus goes back to the field.
    const description = page.getByRole('textbox', { name: 'Description' });
    await tabTo(page, description);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Bring the loaner tray');
    const save = page.getByRole('button', { name: 'Save Description' });
    await tabTo(page, save);
    await expectNotice(page, MSG.tasks.updated, () => page.keyboard.press('Enter'));
    await expect(save).toBeHidden();
    await expect(description).toHaveValue('Bring the loaner tray');
    await expect(description).toBeFocused();

    // Refused: the task was cancelled meanwhile (through the API). The reason shows, and the
    // focus is not lost.
    await page.keyboard.type(' and the 5076 leads');
    await tabTo(page, save);
    await callAs(
      page,
      DEMO.northAdmin.email,
      '/api/task/assign_task',
      { _id: id, taskStatus: 'cancelled', timeZone: ZONE, note: 'Cancelled by the front desk' },
      'PUT',
    );
    await expectNotice(page, MSG.tasks.closedNoEdit, () => page.keyboard.press('Enter'));
    await expectFocusWithin(page.getByRole('region', { name: 'Description' }));
  });

  test('the task page: Save dates refused by the server keeps the focus on it', async ({ page }) => {
    await openAs(page, DEMO.northAdmin.email, '/dashboard');
    const start = at(6, 15);
    const id = await bookTask(page, { department: 'Radiology', start, description: 'Keyboard refused dates' });
    await page.goto(`/task/${id}`);
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await tabTo(page, schedule.getByRole('button', { name: 'Edit dates' }));
    await page.keyboard.press('Enter');
    // Typed past the picker's limits: an hour ago, which the server refuses.
    const anHourAgo = dayjs().tz(ZONE).subtract(1, 'hour').startOf('hour');
    const startField = schedule.getByRole('group', { name: 'Start Date & Time' });
    await tabTo(page, startField.getByRole('spinbutton').first(), { back: true });
    for (const key of anHourAgo.format('MMDDYYYYhhmm') + anHourAgo.format('A').charAt(0))
      await page.keyboard.press(key);
    await expect(startField).toContainText(anHourAgo.format('MM-DD-YYYY hh:mm A'));
    const endField = schedule.getByRole('group', { name: 'End Date & Time' });
    const anHourOn = anHourAgo.add(1, 'hour');
    await tabTo(page, endField.getByRole('spinbutton').first());
    for (const key of anHourOn.format('MMDDYYYYhhmm') + anHourOn.format('A').charAt(0)) await page.keyboard.press(key);
    await expect(endField).toContainText(anHourOn.format('MM-DD-YYYY hh:mm A'));
    const saveDates = schedule.getByRole('button', { name: 'Save dates' });
    await tabTo(page, saveDates);
    await expectNotice(page, MSG.tasks.startInPast, () => page.keyboard.press('Enter'));
    await expect(saveDates).toBeEnabled();
    await expect(saveDates).toBeFocused();
    // Cancel (Escape is not a way out of an inline editor): the old dates, and Edit dates has the focus.
    await tabTo(page, schedule.getByRole('button', { name: 'Cancel' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(schedule).toContainText(start.format(SHOWN_FORMAT));
    await expect(schedule.getByRole('button', { name: 'Edit dates' })).toBeFocused();
  });

  test('the task page: cancelling with its confirm dialog', async ({ page }) => {
    await openAs(page, DEMO.northAdmin.email, '/dashboard');
    const id = await bookTask(page, { department: 'Radiology', start: at(8, 10), description: 'Keyboard cancel' });
    await page.goto(`/task/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    const cancelTask = page.getByRole('button', { name: 'Cancel Task' });
    await tabTo(page, cancelTask);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel Task' });
    await expect(dialog).toBeVisible();
    // "Keep Task" leaves it as it was, the focus back on Cancel Task.
    await expect(dialog.getByRole('textbox', { name: 'Note' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancelTask).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Note' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel Task' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(MSG.tasks.cancelNoteRequired, { exact: true })).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: 'Note' }), { back: true });
    await page.keyboard.type('Surgeon unavailable');
    await screenshotBothWidths(page, 'kbd-task-cancel', { fullPage: false });
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel Task' }));
    await expectNotice(page, MSG.tasks.cancelled, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Unassigned → Cancelled');
    // The button went with the open task: the focus is in the page's content, not at its top.
    await expect(cancelTask).toHaveCount(0);
    await expectFocusWithin(page.getByRole('main'));
  });

  test('the task page: a rep completes a case with two products', async ({ page }) => {
    test.slow();
    // A case logged after it happened, offered to the keyboard rep, who accepted and checked in.
    const repEmail = 'rep3@medvance.test';
    const start = dayjs().subtract(5, 'hour').startOf('minute');
    const id = await offerTaskTo(page.request, { repName: 'Victor Johnson', start, description: 'Keyboard products' });
    await callAs(page, repEmail, '/api/task/task/respond', { task_id: id, accept: true });
    await callAs(page, repEmail, '/api/task/task/checkin', { task_id: id });
    await openAs(page, repEmail, `/task/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    const complete = page.getByRole('button', { name: 'Complete', exact: true });
    await tabTo(page, complete);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Complete Task' });
    await expect(dialog).toBeVisible();
    const first = dialog.getByRole('group', { name: 'Product 1' });
    await tabTo(page, first.getByRole('textbox', { name: 'Product' }));
    await page.keyboard.type('Bone Cement 40g');
    await page.keyboard.press('Tab');
    await expect(first.getByRole('textbox', { name: 'Price' })).toBeFocused();
    await page.keyboard.type('95');
    await expect(dialog.getByText('Total $95.00')).toBeVisible();
    // Add product: a second row, whose Product field is reached with Shift+Tab... or Tab.
    await tabTo(page, dialog.getByRole('button', { name: 'Add product' }));
    await page.keyboard.press('Enter');
    const second = dialog.getByRole('group', { name: 'Product 2' });
    await expect(second).toBeVisible();
    await tabTo(page, second.getByRole('textbox', { name: 'Product' }), { back: true });
    await page.keyboard.type('Pacing Lead 5076');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1150.50');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await expect(dialog.getByText('Total $2,396.00')).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Complete', exact: true }));
    await expectNotice(page, MSG.tasks.completed, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    const products = page.getByRole('table', { name: 'Products' });
    await expect(products).toContainText('Bone Cement 40g');
    await expect(products).toContainText('Pacing Lead 5076');
    await expect(page.getByTestId('products-total')).toHaveText('$2,396.00');
    await expectFocusWithin(page.getByRole('main'));
    await screenshotBothWidths(page, 'kbd-task-products');
  });

  test('the calendar: the view, the month, a day’s task, and a task added from that day', async ({ page }) => {
    test.slow();
    await page.setViewportSize(WIDE);
    await openAs(page, DEMO.northAdmin.email, '/dashboard');
    const day = at(7, 7, 15);
    const id = await bookTask(page, { department: 'Cardiology', start: day, description: 'Keyboard calendar' });
    await calendarReady(page);
    const today = dayjs().tz(ZONE);

    // The view switcher is one Tab stop (the view shown); the arrows move along it, Enter takes one.
    const week = page.getByRole('button', { name: 'Week', exact: true });
    const month = page.getByRole('button', { name: 'Month', exact: true });
    await tabTo(page, month);
    await pressUntilFocused(page, 'ArrowRight', week, 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=week/);
    await expect(calendar(page).locator('.fc-timegrid')).toBeVisible();
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect(week).toBeFocused();
    await pressUntilFocused(page, 'ArrowLeft', month, 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=month/);
    await expect(calendarTitle(page)).toHaveText(today.format('MMMM YYYY'));

    // The month: Next and Previous, the focus staying on the button pressed.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await tabTo(page, next, { back: true });
    await page.keyboard.press('Enter');
    await expect(calendarTitle(page)).toHaveText(today.add(1, 'month').format('MMMM YYYY'));
    await expect(next).toBeFocused();
    if (day.month() === today.month()) {
      await tabTo(page, page.getByRole('button', { name: 'Previous', exact: true }), { back: true });
      await page.keyboard.press('Enter');
      await expect(calendarTitle(page)).toHaveText(today.format('MMMM YYYY'));
    }
    await calendarReady(page);

    // The day: its number leads to the day view, where its tasks are Tab stops.
    const dayLink = calendar(page).locator(
      `td.cc-month-day[data-date="${day.format('YYYY-MM-DD')}"] button.cc-month-day-number`,
    );
    await tabTo(page, dayLink, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`view=day&date=${day.format('YYYY-MM-DD')}`));
    await calendarReady(page);
    const entry = calendar(page).locator(`.fc-event[data-task-id="${id}"]`);
    await expect(entry).toBeVisible();
    await tabTo(page, entry, { max: 120 });
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Pacemaker Implant' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(day.format(SHOWN_FORMAT));
    await expectFocusWithin(popup);
    await screenshotBothWidths(page, 'kbd-calendar-popup', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(entry).toBeFocused();

    // A task added from the day: From is 9:00 AM of it, as a click on the day gives.
    const addHere = page.getByRole('button', { name: `Add task on ${day.format('MMMM D')}` });
    await tabTo(page, addHere, { back: true, max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'From Date & Time' })).toContainText(
      `${day.format('MM-DD-YYYY')} 09:00 AM`,
    );
    await chooseMedVancePacemaker(page, dialog);
    const description = `Added from the day ${unique()}`;
    await tabTo(page, dialog.getByRole('textbox', { name: 'Description' }));
    await page.keyboard.type(description);
    await tabTo(page, dialog.getByRole('button', { name: 'Add Task', exact: true }));
    await expectNotice(page, MSG.tasks.added, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    await expect(addHere).toBeFocused();
    await expect(calendar(page).locator('.fc-event[data-task-id]').filter({ hasText: '9:00' }).first()).toBeVisible();
  });
});

test.describe('keyboard only: offers, accounts and the audit log', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [kind, viewport] of [
    ['desktop', WIDE],
    ['phone', PHONE],
  ] as const) {
    test(`a division manager reassigns an offer at ${kind} width, reaching Offers ${kind === 'phone' ? 'through the menu' : 'from the header'}`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const other = (await divisionReps(page.request)).find((r) => r.name !== DEMO.rep.name);
      if (!other) throw new Error('the division has one rep only');
      const id = await offerTaskTo(page.request, {
        repName: DEMO.rep.name,
        description: `Keyboard reassign (${kind})`,
      });
      await openAs(page, DEMO.manager.email, '/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      if (kind === 'phone') {
        // The menu: Enter opens the drawer with the focus inside; Escape closes it onto its button.
        const openMenu = page.getByRole('button', { name: 'Open menu' });
        await tabTo(page, openMenu);
        await page.keyboard.press('Enter');
        const drawer = page.getByRole('dialog', { name: 'Main menu' });
        await expect(drawer).toBeVisible();
        await expectFocusWithin(drawer);
        await screenshot(page, 'kbd-phone-menu', { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(openMenu).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(drawer).toBeVisible();
        const link = drawer.getByRole('link', { name: 'Offers' });
        await tabTo(page, link);
        await page.keyboard.press('Enter');
        await expect(drawer).toBeHidden();
        await expect(openMenu).toBeFocused();
      } else {
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' });
        await tabTo(page, link);
        await page.keyboard.press('Enter');
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
      const offer = page
        .getByRole('list', { name: 'Open offers' })
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/task/${id}"]`) });
      await expect(offer.getByText(`Offered to ${DEMO.rep.name}`)).toBeVisible();

      const reassign = offer.getByRole('button', { name: 'Reassign' });
      await tabTo(page, reassign, { max: 200 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Reassign offer' });
      await expect(dialog).toBeVisible();
      const newRep = dialog.getByRole('combobox', { name: 'New rep' });
      await tabTo(page, newRep);
      await page.keyboard.press('ArrowDown');
      await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: new RegExp(`^${other.name}`) }), 60);
      await page.keyboard.press('Enter');
      await expect(newRep).toContainText(other.name);
      await tabTo(page, dialog.getByRole('textbox', { name: 'Note' }));
      await page.keyboard.type(`${DEMO.rep.name} is on leave`);
      if (kind === 'desktop') await screenshotBothWidths(page, 'kbd-offers-reassign', { fullPage: false });
      await tabTo(page, dialog.getByRole('button', { name: 'Reassign' }));
      await expectNotice(page, MSG.repDay.reassigned, () => page.keyboard.press('Enter'));
      await expect(dialog).toBeHidden();
      await expect(offer.getByText(`Offered to ${other.name}`)).toBeVisible();
      await expect(reassign).toBeFocused();

      // The card's link opens the task, whose history keeps the move.
      await tabTo(page, offer.getByRole('link').first(), { back: true });
      await page.keyboard.press('Enter');
      const history = page.getByRole('list', { name: 'History' });
      await expect(history.getByText(`${DEMO.rep.name} → ${other.name}`)).toBeVisible();
    });
  }

  test('the Super Admin finds an account, switches into it and back', async ({ page }) => {
    test.slow();
    await page.setViewportSize(WIDE);
    await openAs(page, DEMO.superAdmin.email, '/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search accounts' }).getByRole('searchbox');
    await tabTo(page, search);
    await page.keyboard.type('Northside Hospital');
    const table = page.getByRole('table', { name: 'Accounts' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await tabTo(page, table.getByRole('link', { name: 'Open Northside Hospital' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Northside Hospital' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Users/ }).getByText(DEMO.northAdmin.email)).toBeVisible();
    await screenshotBothWidths(page, 'kbd-account-page');

    await tabTo(page, page.getByRole('button', { name: 'Switch to this account' }));
    await page.keyboard.press('Enter');
    const banner = page.getByRole('region', { name: 'Switched session' });
    await expect(banner).toContainText(`Working as ${DEMO.northAdmin.name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Back from the account menu: Enter opens it, the arrows and Enter take "Switch to Super Admin".
    // The new page keeps the keyboard's place where the Switch button was (its content): the
    // header is behind it.
    const menuButton = page.getByRole('button', { name: /^Account menu/ });
    await tabTo(page, menuButton, { back: true });
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Switch to Super Admin' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByText(DEMO.superAdmin.email)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
  });

  test('the audit log: filtered by who, the day, the action and the target, and paged', async ({ page }) => {
    test.slow();
    // A department of its own, renamed 26 times: more than a page of its changes.
    const name = `Kbd audit ${unique()}`;
    const added = await callAs(page, DEMO.northAdmin.email, '/api/department/add_department', { name });
    const departmentId = added.data?._id ?? '';
    for (let i = 1; i <= 26; i += 1) {
      await callAs(page, DEMO.northAdmin.email, '/api/department/update_department', {
        id: departmentId,
        name: `${name} r${i}`,
      });
    }
    await page.setViewportSize(WIDE);
    await openAs(page, DEMO.northAdmin.email, '/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entries = page.getByRole('table', { name: 'Audit log entries' });

    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type('admin@northside');
    await page.keyboard.press('Enter');
    // The day, typed into the browser's date field.
    const today = dayjs().tz(ZONE);
    await tabTo(page, page.getByRole('textbox', { name: 'From', exact: true }));
    await page.keyboard.type(today.format('MMDDYYYY'));
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(today.format('YYYY-MM-DD'));
    const action = page.getByRole('combobox', { name: 'Action' });
    await tabTo(page, action);
    await chooseInSelect(page, action, 'Renamed a department');
    const target = page.getByRole('combobox', { name: 'Target' });
    await tabTo(page, target);
    await chooseInSelect(page, target, 'Department');
    const actions = entries.getByRole('row').locator('td:nth-child(4)');
    await expect(actions.first()).toHaveText('Renamed a department');
    await expect(
      entries
        .getByRole('row')
        .filter({ hasText: `${name} r26` })
        .first(),
    ).toBeVisible();
    await screenshotBothWidths(page, 'kbd-audit');

    // Paged: Enter on the next page; the rows change and the focus stays on the pager.
    const next = page.getByRole('button', { name: 'Go to next page' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^26–/)).toBeVisible();
    await expect(pagerFocus(page)).toHaveCount(1);
    await expect(actions.first()).toHaveText('Renamed a department');
    const previous = page.getByRole('button', { name: 'Go to previous page' });
    await tabTo(page, previous, { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^1–25 of/)).toBeVisible();
  });
});
