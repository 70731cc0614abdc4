import { dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, bookRadiologyTask, pageScreenshot, signInAs } from '../fixtures/app';

const ZONE = 'America/New_York';
const DAY = 'YYYY-MM-DD';

/**
 * Books an emergency MedVance Pacemaker Implant task in Radiology, as the signed-in hospital user.
 * A task is named after its service, so what sets it apart is its day: one years ahead that no
 * other test books on (each caller passes its own `slot`, which picks a separate span of months).
 * The day of the month is 4 to 8, a single keystroke in the date field, and has a next day in the
 * same month.
 */
async function bookOnOwnDay(page: Page, slot: number): Promise<{ id: string; start: dayjs.Dayjs }> {
  const month = dayjs()
    .tz(ZONE)
    .add(36 + slot * 250 + Math.floor(Math.random() * 250), 'month');
  const start = dayjs.tz(`${month.format('YYYY-MM')}-0${4 + Math.floor(Math.random() * 5)} 10:15`, ZONE);
  const id = await bookRadiologyTask(page, { start, minutes: 45, emergency: true, description: 'Filter check' });
  return { id, start };
}

/** The task's View Details link: in the table on wide screens, on its card on phones. */
function taskLink(page: Page, id: string): Locator {
  return page.locator(`a[href="/task/${id}"]`);
}

async function expectOnlyTask(page: Page, id: string): Promise<void> {
  await expect(page.getByText('1–1 of 1', { exact: true })).toBeVisible();
  await expect(taskLink(page, id)).toBeVisible();
}

async function expectNoTasks(page: Page, id: string): Promise<void> {
  await expect(page.getByText('No data found', { exact: true })).toBeVisible();
  await expect(page.getByText('0–0 of 0', { exact: true })).toBeVisible();
  await expect(taskLink(page, id)).toHaveCount(0);
}

async function select(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

function query(page: Page, key: string): string | null {
  return new URL(page.url()).searchParams.get(key);
}

/**
 * Types a day into a date-range field as a person does, MM DD YYYY at typing speed, reading each
 * section back before the next (a digit pressed before the field has moved on lands in the old
 * section). The year passes through 2, 20 and 203 on its way to 2038; only the complete day may
 * reach the list.
 */
async function typeDay(page: Page, label: 'From' | 'To', day: dayjs.Dayjs): Promise<void> {
  const group = page.getByRole('group', { name: 'Date Range' }).getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Month' }).click();
  const sections = [
    ['Month', day.format('MM')],
    ['Day', day.format('DD')],
    ['Year', day.format('YYYY')],
  ] as const;
  for (const [name, digits] of sections) {
    const section = group.getByRole('spinbutton', { name });
    await expect(section).toBeFocused();
    await page.keyboard.type(digits, { delay: 25 });
    await expect(section).toHaveText(digits);
  }
  await expect(group).toContainText(day.format('MM-DD-YYYY'));
  await expect.poll(() => query(page, label.toLowerCase())).toBe(day.format(DAY));
}

/** Picks a day in the calendar of a date-range field that already shows that month. */
async function pickDay(page: Page, label: 'From' | 'To', day: dayjs.Dayjs): Promise<void> {
  const range = page.getByRole('group', { name: 'Date Range' });
  await range
    .getByRole('button', { name: /^Choose date/ })
    .nth(label === 'From' ? 0 : 1)
    .click();
  const calendar = page.getByRole('grid', { name: day.format('MMMM YYYY') });
  await calendar.getByRole('gridcell', { name: String(day.date()), exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect.poll(() => query(page, label.toLowerCase())).toBe(day.format(DAY));
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect.poll(() => query(page, 'search') ?? '').toBe(text);
}

test.describe('task list filters', () => {
  test('a booked task is found with every filter, and hidden by a value or a range that misses it', async ({
    page,
  }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const { id, start } = await bookOnOwnDay(page, 0);
    await page.goto('/task');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

    // Date range: its day alone holds it; the next day does not.
    await typeDay(page, 'From', start);
    await typeDay(page, 'To', start);
    await expectOnlyTask(page, id);
    const row = page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1);
    await expect(row).toContainText('Pacemaker Implant');
    await expect(row).toContainText('Radiology');
    await expect(row).toContainText('MedVance Surgical');
    await expect(row).toContainText(start.format('MM-DD-YYYY-hh:mm A'));

    // Each filter's values one by one are API tests (apps/server/src/modules/task/task-list-filters.test.ts);
    // here a user narrows the list with every filter, and one value off empties it.
    await search(page, 'Knee');
    await expectNoTasks(page, id);
    await search(page, 'Pacemaker');
    // An emergency is offered to the reps as it is booked: it is Pending.
    await select(page, 'Status', 'Pending');
    await expect(page).toHaveURL(/status=pending/);
    await select(page, 'Department', 'Radiology');
    await expect(page).toHaveURL(/department=/);
    await select(page, 'Company', 'MedVance Surgical');
    await expect(page).toHaveURL(/company=/);
    await select(page, 'Priority', 'Emergency');
    await expect(page).toHaveURL(/priority=emergency/);
    await expectOnlyTask(page, id);
    await select(page, 'Priority', 'Normal');
    await expectNoTasks(page, id);
    await select(page, 'Priority', 'All');
    await expectOnlyTask(page, id);

    // A range that misses its day hides it.
    const next = start.add(1, 'day');
    await pickDay(page, 'From', next);
    // From after To: the two are swapped, so the range still holds its day.
    await expectOnlyTask(page, id);
    await pickDay(page, 'To', next);
    await expectNoTasks(page, id);
    await pickDay(page, 'From', start);
    await expectOnlyTask(page, id);
  });
});

for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`task list filters at ${kind} width`, () => {
    test.use({ viewport });

    test('the list narrowed to one task', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);
      const { id, start } = await bookOnOwnDay(page, kind === 'desktop' ? 1 : 2);
      await page.goto('/task');
      await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
      if (kind === 'phone') await page.getByRole('button', { name: 'Filters' }).click();
      await search(page, 'Pacemaker');
      await select(page, 'Priority', 'Emergency');
      await typeDay(page, 'From', start);
      await typeDay(page, 'To', start);
      await expectOnlyTask(page, id);
      await pageScreenshot(page, 'tasks-filtered');
      await select(page, 'Priority', 'Normal');
      await expectNoTasks(page, id);
      await pageScreenshot(page, 'tasks-filtered-empty');
    });
  });
}
