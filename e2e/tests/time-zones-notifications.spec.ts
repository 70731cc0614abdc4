import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { bookTask } from '../fixtures/api';
import { DEMO, DESKTOP, PHONE, expectNotice, field, screenshot, signIn, signInAs, uniqueEmail } from '../fixtures/app';
import { calendar, calendarReady, event } from '../fixtures/calendar';
import { firstLink, latestMailTo } from '../fixtures/mail';
import { NEW_PASSWORD, choose, openUsersAs, uniqueName } from '../fixtures/users';

// Times read in another zone than the one a task was booked in: a notification, its email, the
// calendar and the task itself, for a user whose zone is his browser's; and the week view's
// tasks around midnight.
const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';

/** The admin adds a General Surgery scheduler through Add User; answers the new user's email and the body sent. */
async function addScheduler(page: Page): Promise<{ email: string; sent: Record<string, unknown> }> {
  const email = uniqueEmail('zone');
  await openUsersAs(page, DEMO.northAdmin.email);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await field(dialog, 'Name').fill(uniqueName('Asha'));
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Phone').fill('404-555-0166');
  await choose(dialog, 'Role', 'Scheduler');
  await choose(dialog, 'Department', 'General Surgery');
  const request = page.waitForRequest((r: Request) => r.url().endsWith('/api/user/addUser'));
  const since = Date.now();
  await expectNotice(page, MSG.users.added, () => dialog.getByRole('button', { name: 'Add User' }).click());
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  // He sets his password from the invitation (the signup page has its own journey).
  const token = firstLink(await latestMailTo(email, { since, contains: '/signup/' })).split('/signup/')[1] ?? '';
  const res = await page.request.put(`/api/user/employee/${token}`, { multipart: { password: NEW_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return { email, sent };
}

/** A browser in another zone, signed in as `email`. */
async function signedInFrom(browser: Browser, timezoneId: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId });
  const page = await context.newPage();
  await signIn(page, email, NEW_PASSWORD);
  return page;
}

test.describe('a notification read in another zone', () => {
  // The inviting admin's browser is in Tokyo: that zone is not the new user's.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a new user in Kolkata reads a New York booking at 10:00 AM IST in the bell, the calendar and the task', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { email, sent } = await addScheduler(page);
    expect(sent).not.toHaveProperty('timezone');
    const user = await signedInFrom(browser, KOLKATA, email);
    try {
      // Booked in New York for 11:30 PM on 10 February 2027: 10:00 AM on the 11th in Kolkata.
      const since = Date.now();
      const description = `Zone check ${Date.now()}`;
      const taskId = await bookTask(page, {
        department: 'General Surgery',
        start: dayjs.tz('2027-02-10 23:30', NY),
        description,
      });

      // Live delivery has its own tests; a fresh page reads the list as it stands.
      await user.reload();
      const bell = user.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await expect(bell).toBeVisible();
      await bell.click();
      const panel = user.getByRole('dialog', { name: 'Notifications' });
      const item = panel.getByRole('listitem').filter({ hasText: 'New task: Pacemaker Implant' });
      await expect(item).toContainText(
        'Pacemaker Implant for General Surgery with MedVance Surgical, 02-11-2027 10:00 AM IST',
      );
      await screenshot(user, 'time-zones-notification', { fullPage: false });
      await user.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // He chose no zone: his email names the task's own time, labelled as such.
      const mail = await latestMailTo(email, { since, contains: 'for General Surgery' });
      expect(mail).toContain('Pacemaker Implant for General Surgery with MedVance Surgical, 02-10-2027 11:30 PM EST');

      // The calendar draws it on Thursday the 11th at 10:00 AM; its popup labels the zone.
      await user.goto('/dashboard?view=week&date=2027-02-11');
      await calendarReady(user);
      const entry = calendar(user).locator(`td.fc-timegrid-col[data-date="2027-02-11"] [data-task-id="${taskId}"]`);
      await expect(entry).toContainText('10:00am – 11:00am');
      await entry.click();
      const popup = user.getByRole('dialog', { name: 'Pacemaker Implant' });
      await expect(popup).toContainText('02-11-2027-10:00 AM – 11:00 AM IST');
      await popup.getByRole('link', { name: 'View task' }).click();
      await expect(user).toHaveURL(new RegExp(`/task/${taskId}$`));
      await expect(user.getByText('Start Date & Time', { exact: true }).locator('..')).toContainText(
        '02-11-2027-10:00 AM IST',
      );
      await user.setViewportSize(PHONE);
      await screenshot(user, 'time-zones-task-detail', { fullPage: false });
    } finally {
      await user.context().close();
    }
  });
});

test.describe('the week view around midnight, browser in New York', () => {
  test.use({ timezoneId: NY });

  test('a task ending at midnight says so; one running past it is drawn on both days', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const description = `Midnight week ${Date.now()}`;
    const start = dayjs.tz('2027-04-21 23:30', NY);
    const toMidnight = await bookTask(page, { department: 'General Surgery', start, minutes: 30, description });
    const pastMidnight = await bookTask(page, { department: 'General Surgery', start, minutes: 60, description });

    await page.goto('/dashboard?view=week&date=2027-04-21');
    await calendarReady(page);
    const column = (day: string, id: string) =>
      calendar(page).locator(`td.fc-timegrid-col[data-date="${day}"] [data-task-id="${id}"]`);
    await expect(column('2027-04-21', toMidnight)).toContainText('11:30pm – Thu 12:00am');
    await expect(column('2027-04-22', toMidnight)).toHaveCount(0);
    await expect(column('2027-04-21', pastMidnight)).toContainText('11:30pm – Thu 12:30am');
    await expect(column('2027-04-22', pastMidnight)).toContainText('Wed 11:30pm – 12:30am');
    await expect(event(page, pastMidnight)).toHaveCount(2);
    await column('2027-04-22', pastMidnight).scrollIntoViewIfNeeded();
    await screenshot(page, 'time-zones-week-midnight', { fullPage: false });
  });
});
