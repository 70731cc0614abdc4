import { mkdirSync } from 'node:fs';
import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expectNotice, pageAs, signIn, storedToken, tabStripAtRest, text } from '../fixtures/app';
import { bookTask } from '../fixtures/api';
import { NEW_PASSWORD, PNG, newActiveUser, openUsers } from '../fixtures/users';
import { calendarReady, event } from '../fixtures/calendar';

const ZONE = 'America/New_York';
const SHOWN_FORMAT = 'MM-DD-YYYY-hh:mm A';
const SHOTS = '/tmp/shots-f';

const newUser = (browser: Browser) => newActiveUser(browser, { first: 'Robin', emailPrefix: 'settings' });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['1440', { width: 1440, height: 900 }],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

function section(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name });
}

test.describe('account settings', () => {
  test('Manage Profile: the phone edited in place, a photo that shows in the header, sections by keyboard', async ({
    page,
  }) => {
    test.slow();
    const user = await newUser(page.context().browser() as Browser);
    await signIn(page, user.email, NEW_PASSWORD);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Manage Profile' })).toBeVisible();
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit phone' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(text(page, MSG.profile.phoneRequired)).toBeVisible();
    await phone.fill('555-12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(text(page, MSG.profile.phoneFormat.trim())).toBeVisible();
    await phone.fill('312-555-0142');
    await expectNotice(page, MSG.profile.updated, () => page.getByRole('button', { name: 'Save' }).click());
    await expect(phone).toBeHidden();
    await expect(page.getByText('312-555-0142', { exact: true })).toBeVisible();

    const picker = page.getByLabel('Profile photo file');
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expect(text(page, MSG.profile.photoType)).toBeVisible();
    await expectNotice(page, MSG.profile.updated, () =>
      picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG }),
    );
    const headerPhoto = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await expect(headerPhoto).toHaveAttribute('src', /\/api\/files\/profiles\/.+\.png$/);
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await shot(page, 'profile');

    // Colleagues see it in the users list.
    const admin = await pageAs(page.context().browser() as Browser, DEMO.northAdmin.email);
    await openUsers(admin, `?search=${encodeURIComponent(user.email)}`);
    const userRow = admin.getByRole('table').getByRole('row').filter({ hasText: user.email });
    await expect(userRow.locator('img')).toHaveAttribute('src', /\/api\/files\/profiles\/.+\.png$/);
    mkdirSync(SHOTS, { recursive: true });
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.screenshot({ path: `${SHOTS}/users-photo-1440.png` });
    await admin.context().close();

    // Still there after a reload: the session carries the new photo.
    await page.reload();
    await expect(headerPhoto).toHaveAttribute('src', /\/api\/files\/profiles\/.+\.png$/);

    // Each section is its own address, reached from the sidebar by keyboard.
    await section(page, 'Password & Security').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/password$/);
    await expect(page.getByRole('heading', { name: 'Password & Security' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/timezone$/);
    await page.goto('/profile/notifications');
    await expect(section(page, 'Notifications')).toHaveAttribute('aria-current', 'page');

    // At phone width the sections are tabs.
    await page.setViewportSize(PHONE);
    const tabs = page.getByRole('tablist', { name: 'Settings sections' });
    await tabStripAtRest(tabs, 'Notifications');
    await tabs.getByRole('tab', { name: 'Manage Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('Password & Security: the spec\u2019s texts, then a change that ends the other session and keeps this one', async ({
    browser,
  }) => {
    test.slow();
    const user = await newUser(browser);
    const here = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: ZONE });
    const elsewhere = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: ZONE });
    const page = await here.newPage();
    const other = await elsewhere.newPage();
    await signIn(page, user.email, NEW_PASSWORD);
    await signIn(other, user.email, NEW_PASSWORD);

    await page.goto('/profile/password');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(text(form, MSG.password.currentRequired)).toBeVisible();
    await expect(text(form, MSG.password.newRequired)).toBeVisible();
    await expect(text(form, MSG.password.confirmRequired)).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm password', { exact: true }).fill('other');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(text(form, MSG.password.weak)).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('Brand#New42');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(text(form, MSG.password.mismatch)).toBeVisible();
    await shot(page, 'password-errors');

    // Cancel empties the form and hides what was shown.
    await form.getByLabel('Current password', { exact: true }).fill('Something#1');
    await form.getByRole('button', { name: 'Show current password' }).click();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Current password', { exact: true })).toHaveAttribute('type', 'password');

    await form.getByLabel('Current password', { exact: true }).fill('Wrong#Pass1');
    await form.getByLabel('New password', { exact: true }).fill('Brand#New42');
    await form.getByLabel('Confirm password', { exact: true }).fill('Brand#New42');
    await expectNotice(page, MSG.password.currentWrong, () => form.getByRole('button', { name: 'Save' }).click());
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();

    await form.getByLabel('Current password', { exact: true }).fill(NEW_PASSWORD);
    await expectNotice(page, MSG.password.changed, () => form.getByRole('button', { name: 'Save' }).click());
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

    // This session goes on, after a reload too; the other one is signed out at its next call.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Password & Security' })).toBeVisible();
    // Its next call may be the page's own (the bell's count, a socket reconnecting): the page then
    // heads for sign-in by itself and cuts the test's navigation short (net::ERR_ABORTED).
    await other.goto('/profile').catch((error: Error) => {
      if (!error.message.includes('net::ERR_ABORTED')) throw error;
    });
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn(other, user.email, 'Brand#New42');
    await here.close();
    await elsewhere.close();
  });

  test('Time Zone: a chosen zone moves a task\u2019s time on the list, the detail and the calendar at once; the device\u2019s zone brings it back', async ({
    page,
  }) => {
    test.slow();
    const browser = page.context().browser() as Browser;
    const user = await newUser(browser);
    const caseNumber = `TZ-${Date.now()}`;
    const start = dayjs().tz(ZONE).add(9, 'day').hour(10).minute(15).second(0).millisecond(0);
    const admin = await pageAs(browser, DEMO.northAdmin.email);
    const taskId = await bookTask(admin, {
      department: 'Radiology',
      start,
      caseNumber,
      description: 'Time zone check',
    });
    await admin.context().close();

    await signIn(page, user.email, NEW_PASSWORD);
    const listUrl = `/task?patient=${caseNumber}&patientType=2`;
    const row = page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1);
    await page.goto(listUrl);
    await expect(row).toContainText(start.format(SHOWN_FORMAT));

    await page.goto('/profile/timezone');
    await expect(page.getByTestId('current-zone')).toHaveText('America/New York');
    await shot(page, 'timezone-list');
    await page.getByRole('textbox', { name: 'Search time zones' }).fill('tokyo');
    const tokyo = page
      .getByRole('list', { name: 'Time zones' })
      .getByRole('button', { name: /^Asia\/Tokyo UTC\+09:00/ });
    await expect(page.getByRole('list', { name: 'Time zones' }).getByRole('button')).toHaveCount(1);
    await expectNotice(page, MSG.timezone.updated, () => tokyo.click());
    await expect(page.getByTestId('current-zone')).toHaveText('Asia/Tokyo');
    await shot(page, 'timezone');

    await page.goto(listUrl);
    await expect(row).toContainText(start.tz('Asia/Tokyo').format(SHOWN_FORMAT));
    await page.goto(`/task/${taskId}`);
    await expect(page.getByRole('region', { name: 'Schedule' })).toContainText(
      start.tz('Asia/Tokyo').format(SHOWN_FORMAT),
    );
    // The calendar too: the day in Tokyo shows the task at Tokyo's time.
    const tokyoStart = start.tz('Asia/Tokyo');
    await page.goto(`/dashboard?view=day&date=${tokyoStart.format('YYYY-MM-DD')}`);
    await calendarReady(page);
    await expect(event(page, taskId)).toHaveAttribute('aria-label', new RegExp(tokyoStart.format(SHOWN_FORMAT)));
    // Stored on the server: a fresh sign-in elsewhere keeps it.
    const token = await storedToken(page);
    const stored = await page.request.get('/api/user/employee/timezone', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { data: { timezone: string } }).data.timezone).toBe('Asia/Tokyo');

    await page.goto('/profile/timezone');
    await expectNotice(page, MSG.timezone.updated, () =>
      page.getByRole('button', { name: "Use this device's zone" }).click(),
    );
    await page.goto(listUrl);
    await expect(row).toContainText(start.format(SHOWN_FORMAT));
  });
});

/** A Radiology task with a case number of its own, so the list's patient search finds only it. */
