import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNotice,
  DEMO,
  DESKTOP,
  PHONE,
  bookRadiologyTask,
  pageScreenshot,
  pickDateTime,
  signInAs,
  typeDateTime,
} from '../fixtures/app';

const ZONE = 'America/New_York';
const FIELD_FORMAT = 'MM-DD-YYYY hh:mm A';
const SHOWN_FORMAT = 'MM-DD-YYYY-hh:mm A';

/**
 * A day and time some days ahead, in the demo users' zone. Tasks here go on days 6 to 8, which
 * other specs leave alone (their calendar checks count the events of their own days).
 */
function at(daysAhead: number, hour: number, minute = 0) {
  return dayjs().tz(ZONE).add(daysAhead, 'day').hour(hour).minute(minute).second(0).millisecond(0);
}

function book(page: Page, start: dayjs.Dayjs): Promise<string> {
  return bookRadiologyTask(page, { start, description: 'Date editing check' });
}

async function openTask(page: Page, id: string): Promise<Locator> {
  await page.goto(`/task/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await expect(schedule).toBeVisible();
  return schedule;
}

test.describe('task detail date editing', () => {
  test('a new start clears the end, the end must follow it, and the saved times show with their history', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, DEMO.northAdmin.email);
    const oldStart = at(6, 9);
    const id = await book(page, oldStart);
    const schedule = await openTask(page, id);
    await expect(schedule).toContainText(oldStart.format(SHOWN_FORMAT));
    await expect(schedule).toContainText(oldStart.add(1, 'hour').format(SHOWN_FORMAT));

    await schedule.getByRole('button', { name: 'Edit dates' }).click();
    const startField = schedule.getByRole('group', { name: 'Start Date & Time' });
    const endField = schedule.getByRole('group', { name: 'End Date & Time' });
    await expect(startField).toContainText(oldStart.format(FIELD_FORMAT));
    await expect(endField).toContainText(oldStart.add(1, 'hour').format(FIELD_FORMAT));

    // A new start empties the end, whose picker stays open to a new choice.
    const newStart = at(8, 13, 30);
    await typeDateTime(schedule, 'Start Date & Time', newStart);
    await expect(startField).toContainText(newStart.format(FIELD_FORMAT));
    await expect(endField).not.toContainText(/\d{2}-\d{2}-\d{4}/);
    await expect(endField.getByRole('spinbutton').first()).not.toHaveAttribute('aria-disabled', 'true');

    // Saving without an end asks for both dates.
    await schedule.getByRole('button', { name: 'Save dates' }).click();
    await expect(schedule.getByText(MSG.tasks.datesRequired, { exact: true })).toBeVisible();

    // An end equal to, or before, the start is refused.
    await typeDateTime(schedule, 'End Date & Time', newStart);
    await expect(schedule.getByText(MSG.tasks.endAfterStart, { exact: true })).toBeVisible();
    await typeDateTime(schedule, 'End Date & Time', newStart.subtract(30, 'minute'));
    await expect(schedule.getByText(MSG.tasks.endAfterStart, { exact: true })).toBeVisible();
    await schedule.getByRole('button', { name: 'Save dates' }).click();
    await expect(schedule.getByText(MSG.tasks.endAfterStart, { exact: true })).toBeVisible();
    await expect(schedule.getByRole('button', { name: 'Save dates' })).toBeVisible();

    // A later end is taken and saved.
    const newEnd = newStart.add(90, 'minute');
    await typeDateTime(schedule, 'End Date & Time', newEnd);
    await expect(schedule.getByText(MSG.tasks.endAfterStart, { exact: true })).toHaveCount(0);
    await expectNotice(page, MSG.tasks.updated, () => schedule.getByRole('button', { name: 'Save dates' }).click());
    await expect(schedule.getByRole('button', { name: 'Edit dates' })).toBeVisible();
    await expect(schedule).toContainText(`Start Date & Time${newStart.format(SHOWN_FORMAT)}`);
    await expect(schedule).toContainText(`End Date & Time${newEnd.format(SHOWN_FORMAT)}`);

    const history = page.getByRole('list', { name: 'History' });
    const startChange = history.getByRole('listitem').filter({ hasText: 'Changed start date & time' });
    await expect(startChange).toContainText(`${oldStart.format(SHOWN_FORMAT)} → ${newStart.format(SHOWN_FORMAT)}`);
    await expect(startChange).toContainText(DEMO.northAdmin.name);
    const endChange = history.getByRole('listitem').filter({ hasText: 'Changed end date & time' });
    await expect(endChange).toContainText(
      `${oldStart.add(1, 'hour').format(SHOWN_FORMAT)} → ${newEnd.format(SHOWN_FORMAT)}`,
    );

    // The new times are what the server holds: they survive a reload.
    const reloaded = await openTask(page, id);
    await expect(reloaded).toContainText(newStart.format(SHOWN_FORMAT));
    await expect(reloaded).toContainText(newEnd.format(SHOWN_FORMAT));
  });

  test('Cancel leaves the dates as they were', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const start = at(6, 15);
    const id = await book(page, start);
    const schedule = await openTask(page, id);
    await schedule.getByRole('button', { name: 'Edit dates' }).click();
    // The one test that goes through the picker rather than typing.
    await pickDateTime(page, schedule, 'Start Date & Time', at(7, 8));
    await schedule.getByRole('button', { name: 'Cancel' }).click();
    await expect(schedule.getByRole('button', { name: 'Edit dates' })).toBeVisible();
    await expect(schedule).toContainText(start.format(SHOWN_FORMAT));
    await expect(page.getByRole('list', { name: 'History' })).not.toContainText('Changed start date & time');
  });
});

/**
 * Whether the start picker offers `day`: it opens on the task's month; earlier months are reached
 * with Previous month while that button is enabled (a disabled one means the day is not offered).
 */
async function isDayOffered(page: Page, day: dayjs.Dayjs): Promise<boolean> {
  const picker = page.getByRole('dialog', { name: 'Start Date & Time' });
  await expect(picker).toBeVisible();
  const grid = picker.getByRole('grid', { name: day.format('MMMM YYYY') });
  const previous = picker.getByRole('button', { name: 'Previous month' });
  for (let i = 0; i < 3 && !(await grid.isVisible()); i += 1) {
    if (await previous.isDisabled()) return false;
    await previous.click();
  }
  await expect(grid).toBeVisible();
  const cell = grid.getByRole('gridcell', { name: String(day.date()), exact: true });
  // While the months slide past each other the grid holds both (a 25 of each): wait for the one.
  await expect(cell).toHaveCount(1);
  return !(await cell.isDisabled());
}

async function openStartPicker(schedule: Locator) {
  await schedule.getByRole('button', { name: 'Edit dates' }).click();
  await schedule
    .getByRole('group', { name: 'Start Date & Time' })
    .locator('xpath=..')
    .getByRole('button', { name: /^Choose date/ })
    .click();
}

test.describe('the edit picker\u2019s limits', () => {
  test('a booked task offers no day before today, and the server refuses a start in the past', async ({ page }) => {
    test.slow();
    await signInAs(page, DEMO.northAdmin.email);
    const start = at(6, 9);
    const id = await book(page, start);
    const schedule = await openTask(page, id);
    await openStartPicker(schedule);
    const today = dayjs().tz(ZONE);
    expect(await isDayOffered(page, today)).toBe(true);
    expect(await isDayOffered(page, today.subtract(1, 'day'))).toBe(false);
    await pageScreenshot(page, 'task-dates-picker-limits');
    await page.keyboard.press('Escape');

    // Typed past the picker, a start an hour ago is refused with the server's reason.
    const anHourAgo = today.subtract(1, 'hour').startOf('hour');
    await typeDateTime(schedule, 'Start Date & Time', anHourAgo);
    await typeDateTime(schedule, 'End Date & Time', anHourAgo.add(1, 'hour'));
    await expectNotice(page, MSG.tasks.startInPast, () => schedule.getByRole('button', { name: 'Save dates' }).click());
    await page.goto(`/task/${id}`);
    await expect(page.getByRole('region', { name: 'Schedule' })).toContainText(start.format(SHOWN_FORMAT));
  });

  test('a case logged after it happened may be corrected back to yesterday, as Add Task allows, not earlier', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, DEMO.northAdmin.email);
    const start = dayjs().tz(ZONE).subtract(2, 'hour').startOf('minute');
    const id = await bookRadiologyTask(page, { start, description: 'Logged after the case' });
    const schedule = await openTask(page, id);
    await openStartPicker(schedule);
    const yesterday = dayjs().tz(ZONE).subtract(1, 'day');
    expect(await isDayOffered(page, yesterday)).toBe(true);
    expect(await isDayOffered(page, yesterday.subtract(1, 'day'))).toBe(false);
  });
});

for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`task date editing at ${kind} width`, () => {
    test.use({ viewport });

    test('editing, refused and saved', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);
      const id = await book(page, at(7, 10));
      const schedule = await openTask(page, id);
      await schedule.getByRole('button', { name: 'Edit dates' }).click();
      const newStart = at(7, 11);
      await typeDateTime(schedule, 'Start Date & Time', newStart);
      await typeDateTime(schedule, 'End Date & Time', newStart.subtract(15, 'minute'));
      await expect(schedule.getByText(MSG.tasks.endAfterStart, { exact: true })).toBeVisible();
      await pageScreenshot(page, 'task-dates-error');
      await typeDateTime(schedule, 'End Date & Time', newStart.add(1, 'hour'));
      await expectNotice(page, MSG.tasks.updated, () => schedule.getByRole('button', { name: 'Save dates' }).click());
      await expect(page.getByRole('list', { name: 'History' })).toContainText('Changed start date & time');
      await pageScreenshot(page, 'task-dates-saved');
    });
  });
}
