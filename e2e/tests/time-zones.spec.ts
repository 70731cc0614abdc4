import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { bookTask } from '../fixtures/api';
import { DEMO, DESKTOP, PHONE, expectNotice, screenshot, signInAs, typeDateTime } from '../fixtures/app';

// Times around the 2027 DST changes and midnight, with the browser in different zones. The demo
// users' zone is New York: every time the app shows is in that zone, wherever the browser is.
const NY = 'America/New_York';
const FIELD = 'MM-DD-YYYY hh:mm A';
const LISTED = 'MM-DD-YYYY-hh:mm A';

async function openAddTask(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Task', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function fillWhoAndWhat(page: Page, dialog: Locator): Promise<void> {
  await choose(page, dialog, 'Company', 'MedVance Surgical');
  await choose(page, dialog, 'Division', 'Cardiovascular');
  await choose(page, dialog, 'Department', 'Cardiology');
  await choose(page, dialog, /^Service/, 'Pacemaker Implant');
}

/** Submits Add Task, waits for its success notice, and answers the dates it sent. */
async function submit(page: Page, dialog: Locator): Promise<{ startDate: string; endDate: string }> {
  const request = page.waitForRequest((r: Request) => r.url().endsWith('/api/task/addTask') && r.method() === 'POST');
  await expectNotice(page, MSG.tasks.added, () =>
    dialog.getByRole('button', { name: 'Add Task', exact: true }).click(),
  );
  return (await request).postDataJSON() as { startDate: string; endDate: string };
}

const group = (dialog: Locator, label: string) => dialog.getByRole('group', { name: label });

test.describe('spring forward, browser in New York', () => {
  test.use({ timezoneId: NY });

  test('From 03-14-2027 01:30 AM: the To the dialog shows (03:30 AM) is the To saved', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const dialog = await openAddTask(page);
    await fillWhoAndWhat(page, dialog);
    await typeDateTime(dialog, 'From Date & Time', dayjs.tz('2027-03-14 01:30', NY));
    // 2:00 AM does not happen that night: one hour after 1:30 AM EST is 3:30 AM EDT.
    await expect(group(dialog, 'To Date & Time')).toContainText('03-14-2027 03:30 AM');
    await screenshot(page, 'time-zones-spring-forward', { fullPage: false });
    const sent = await submit(page, dialog);
    expect(sent).toMatchObject({ startDate: '2027-03-14T06:30:00.000Z', endDate: '2027-03-14T07:30:00.000Z' });
    expect(dayjs(sent.endDate).tz(NY).format(FIELD)).toBe('03-14-2027 03:30 AM');
  });
});

test.describe('fall back, browser in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('From 11-07-2027 01:30 AM: To is one elapsed hour later, labelled EDT/EST, and saving is not blocked', async ({
    page,
  }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const dialog = await openAddTask(page);
    await fillWhoAndWhat(page, dialog);
    await typeDateTime(dialog, 'From Date & Time', dayjs.tz('2027-11-07 01:30', NY));
    const from = group(dialog, 'From Date & Time');
    const to = group(dialog, 'To Date & Time');
    // The hour from 1:00 to 2:00 AM happens twice that night: typed, 1:30 AM is the first (EDT),
    // To is one elapsed hour later (1:30 AM EST), and each says which one it is.
    await expect(from).toContainText('11-07-2027 01:30 AM');
    await expect(to).toContainText('11-07-2027 01:30 AM');
    await expect(dialog.getByText(/^1:30 AM EDT/)).toBeVisible();
    await expect(dialog.getByText(/^1:30 AM EST/)).toBeVisible();
    await expect(dialog.getByText(MSG.tasks.endAfterStartLive)).toHaveCount(0);
    // Either can be the start: the note under From switches, and To follows an hour later.
    await dialog.getByRole('button', { name: 'Use 1:30 AM EST' }).click();
    await expect(to).toContainText('11-07-2027 02:30 AM');
    await dialog.getByRole('button', { name: 'Use 1:30 AM EDT' }).click();
    await expect(to).toContainText('11-07-2027 01:30 AM');
    await screenshot(page, 'time-zones-fall-back', { fullPage: false });
    await page.setViewportSize(PHONE);
    await from.scrollIntoViewIfNeeded();
    await screenshot(page, 'time-zones-fall-back', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    const sent = await submit(page, dialog);
    expect(sent).toMatchObject({ startDate: '2027-11-07T05:30:00.000Z', endDate: '2027-11-07T06:30:00.000Z' });
  });
});

test.describe('midnight, browser in Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`a task at 12:00 AM is in a From = To filter of its own day (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, DEMO.northAdmin.email);
      const description = `Midnight ${Date.now()} ${viewport.width}`;
      const midnight = dayjs.tz('2027-04-20 00:00', NY);
      const eveningBefore = dayjs.tz('2027-04-19 23:00', NY);
      await bookTask(page, { department: 'Cardiology', start: midnight, description });
      await bookTask(page, { department: 'Cardiology', start: eveningBefore, minutes: 30, description });
      const [atMidnight, atEleven] = [midnight.format(LISTED), eveningBefore.format(LISTED)];

      await page.goto('/task?status=all&from=2027-04-20&to=2027-04-20&size=50');
      await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
      await expect(page.getByText(atMidnight).first()).toBeVisible();
      await expect(page.getByText(atEleven)).toHaveCount(0);
      await screenshot(page, `time-zones-midnight-${viewport.width}`);

      // The day before ends at that midnight: 11:00 PM is in it, 12:00 AM is not.
      await page.goto('/task?status=all&from=2027-04-19&to=2027-04-19&size=50');
      await expect(page.getByText(atEleven).first()).toBeVisible();
      await expect(page.getByText(atMidnight)).toHaveCount(0);
    });
  }
});
