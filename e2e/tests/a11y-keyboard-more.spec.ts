import { MSG, REPORT_LABELS, dayjs } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { bookTask, sessionToken } from '../fixtures/api';
import {
  DEMO,
  expectNotice,
  field,
  openAs,
  pageAs,
  screenshot,
  storedToken,
  unique,
  uniqueEmail,
} from '../fixtures/app';
import { pressUntilFocused, tabTo } from '../fixtures/keyboard';
import { chooseInSelect, holdsFocus as focusIn, retype, signInByKeyboard, typeInto } from '../fixtures/keyboard-forms';
import { downloadWithEnter } from '../fixtures/keyboard-work';
import { firstLink, latestMailTo } from '../fixtures/mail';
import { PAST_RANGE } from '../fixtures/reports';
import { NEW_PASSWORD, PNG, addUserByApi, newActiveUser, openUsersAs, uniqueName } from '../fixtures/users';

// Keyboard only: Tab, Shift+Tab, arrows, Enter, Space, Escape and typing through `page.keyboard`;
// no clicks and no filling. The checks read anything.

/** Opens the Actions menu of `name`'s row with Enter and takes `item` with the arrows and Enter. */
async function pickAction(page: Page, name: string, item: string): Promise<void> {
  const actions = page.getByRole('button', { name: `Actions for ${name}` });
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: item, exact: true }));
  await page.keyboard.press('Enter');
}

test.describe('keyboard only: more journeys', () => {
  // Each test makes users of its own: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test('a new user signs up from his invitation, photo included, and signs in', async ({ page, browser }) => {
    // The admin's part is not under test: he adds the user through the API.
    const admin = await pageAs(browser, DEMO.northAdmin.email);
    const name = uniqueName('Noor');
    const email = uniqueEmail('keyboard-signup');
    const since = Date.now();
    await addUserByApi(admin, { name, email });
    await admin.context().close();
    const link = firstLink(await latestMailTo(email, { since, contains: '/signup/' }));

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    await expect(page.getByText(`Hi ${name},`)).toBeVisible();
    await typeInto(page, field(page, 'Password'), NEW_PASSWORD);
    await typeInto(page, field(page, 'Confirm Password'), NEW_PASSWORD);

    // The photo's button opens the file chooser on Enter; the file is then the system's to give.
    const upload = page.getByRole('button', { name: 'Upload profile photo (optional)' });
    // Listened for before the Tab presses: the file chooser is intercepted only once Chromium
    // has been told to, which a listener added just before Enter could lose the race to.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, upload);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await expect(upload).toBeFocused();
    await screenshot(page, 'kbd-signup-photo');

    await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
    await expectNotice(page, MSG.signup.success, () => page.keyboard.press('Enter'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signInByKeyboard(page, email, NEW_PASSWORD);
  });

  test('an Account Admin resends an invitation, suspends and reinstates a user, deletes and restores him', async ({
    page,
  }) => {
    const name = uniqueName('Ines');
    const email = uniqueEmail('keyboard-actions');
    await openUsersAs(page, DEMO.northAdmin.email);
    await addUserByApi(page, { name, email });
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type(email);
    // The list answers the whole address (an earlier answer, to part of it, is redrawn).
    await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Invited');
    const actions = page.getByRole('button', { name: `Actions for ${name}` });
    const table = page.getByRole('table', { name: 'Users' });
    const status = page.getByRole('combobox', { name: 'Status' });

    // Resend invitation: a new link is mailed, and the focus is back on the row's menu button.
    const since = Date.now();
    await expectNotice(page, MSG.users.invited, () => pickAction(page, name, 'Resend invitation'));
    expect(firstLink(await latestMailTo(email, { since, contains: '/signup/' }))).toContain('/signup/');
    await expect(actions).toBeFocused();

    // Suspended with a note: he leaves the active users, the focus stays on the table.
    await pickAction(page, name, 'Suspend');
    const suspend = page.getByRole('dialog', { name: 'Suspend User' });
    await expect(suspend).toBeVisible();
    await typeInto(page, suspend.getByRole('textbox', { name: /^Note/ }), 'Away on a course this month.');
    await tabTo(page, suspend.getByRole('button', { name: 'Suspend' }));
    await expectNotice(page, MSG.users.suspended, () => page.keyboard.press('Enter'));
    await expect(suspend).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(table).toBeFocused();

    // Found under Suspended, reinstated after the question, which shows the note.
    await chooseInSelect(page, status, 'Suspended');
    await expect(row).toContainText('Suspended');
    await pickAction(page, name, 'Revoke Suspension');
    const revoke = page.getByRole('dialog', { name: 'Revoke Suspension' });
    await expect(revoke.getByText('Away on a course this month.')).toBeVisible();
    await screenshot(page, 'kbd-users-revoke', { fullPage: false });
    await tabTo(page, revoke.getByRole('button', { name: 'Revoke Suspension' }));
    await expectNotice(page, MSG.users.unsuspended, () => page.keyboard.press('Enter'));
    await expect(revoke).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(table).toBeFocused();

    // Active again (still invited), deleted, found under Deleted and restored.
    await chooseInSelect(page, status, 'Active');
    await expect(row).toContainText('Invited');
    await pickAction(page, name, 'Delete');
    const remove = page.getByRole('dialog', { name: 'Delete User' });
    await expect(remove).toBeVisible();
    await tabTo(page, remove.getByRole('button', { name: 'Delete', exact: true }));
    await expectNotice(page, MSG.users.deleted, () => page.keyboard.press('Enter'));
    await expect(row).toHaveCount(0);
    await expect(table).toBeFocused();
    await chooseInSelect(page, status, 'Deleted');
    await expect(row).toContainText('Deleted');
    await expectNotice(page, MSG.users.restored, () => pickAction(page, name, 'Restore'));
    await expect(row).toHaveCount(0);
    await expect(table).toBeFocused();
    await chooseInSelect(page, status, 'All');
    await expect(row).toContainText('Invited');
  });

  test('the task page: the Emergency switch, Accept and Check in keep the focus on the page’s controls', async ({
    page,
    browser,
  }) => {
    // A MedVance rep no other journey offers tasks to; he signs in through the form.
    const repEmail = 'rep2@medvance.test';
    await openAs(page, repEmail, '/dashboard');
    const repToken = (await storedToken(page)) ?? '';
    const repId = (JSON.parse(Buffer.from(repToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
      .sub;
    const id = await bookTask(page.request, {
      as: DEMO.northAdmin.email,
      department: 'Cardiology',
      start: dayjs().add(3, 'hour').startOf('minute'),
      description: 'Keyboard accept and check in',
    });
    const offered = await page.request.post('/api/task/task/offer', {
      headers: { Authorization: `Bearer ${sessionToken('admin@medvance.test')}` },
      data: { task_id: id, repId },
    });
    expect(offered.ok(), await offered.text()).toBe(true);

    // The hospital's Emergency switch, disabled while its change is saved: Space turns it on and
    // off, and it keeps the focus each time.
    const admin = await pageAs(browser, DEMO.northAdmin.email, { path: `/task/${id}` });
    try {
      const emergency = admin.getByRole('switch', { name: 'Emergency' });
      await tabTo(admin, emergency);
      await admin.keyboard.press('Space');
      await expect(admin.getByRole('heading', { level: 1 }).getByLabel('Emergency')).toBeVisible();
      await expect(emergency).toBeChecked();
      await expect(emergency).toBeEnabled();
      await expect(emergency).toBeFocused();
      await admin.keyboard.press('Space');
      await expect(admin.getByRole('heading', { level: 1 }).getByLabel('Emergency')).toHaveCount(0);
      await expect(emergency).not.toBeChecked();
      await expect(emergency).toBeEnabled();
      await expect(emergency).toBeFocused();
    } finally {
      await admin.context().close();
    }

    await page.goto(`/task/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    // Accept: the task is his, and the focus moves on to his next step, Check in.
    await tabTo(page, page.getByRole('button', { name: 'Accept', exact: true }));
    await expectNotice(page, MSG.tasks.accepted, () => page.keyboard.press('Enter'));
    const checkIn = page.getByRole('button', { name: 'Check in', exact: true });
    await expect(checkIn).toBeFocused();
    // Check in: the task is under way, and the focus is on Complete.
    await page.keyboard.press('Enter');
    const complete = page.getByRole('button', { name: 'Complete', exact: true });
    await expect(complete).toBeFocused();
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Assigned → In Progress');
  });

  test('the Task List’s Excel download and the Task Summary’s Download Report, with Enter', async ({ page }) => {
    // The Task List's Download menu: Enter opens it, the arrows and Enter take Excel; the file
    // comes and the focus is back on Download.
    await openAs(page, DEMO.northAdmin.email, '/task');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    const download = page.getByRole('button', { name: 'Download', exact: true });
    await tabTo(page, download);
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: /^Excel/ }));
    const workbook = await downloadWithEnter(page);
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(download).toBeEnabled();
    await expect(download).toBeFocused();

    // The Task Summary (a Division Manager's company): Download Report with Enter keeps the focus.
    await openAs(page, DEMO.manager.email, `/reports?report=teamSummary&from=${PAST_RANGE.from}&to=${PAST_RANGE.to}`);
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveText(REPORT_LABELS.teamSummary);
    const report = page.getByRole('button', { name: MSG.reports.downloadReport });
    await tabTo(page, report);
    const summary = await downloadWithEnter(page);
    expect(summary.suggestedFilename()).toMatch(/^Team Summary Report .+\.xlsx$/);
    await expect(report).toBeEnabled();
    await expect(report).toBeFocused();
  });

  test('Account Settings: the photo, a notification switch, the time zone and the calendar feed', async ({
    page,
    browser,
  }) => {
    test.slow();
    const user = await newActiveUser(browser, { first: 'Tariq' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInByKeyboard(page, user.email, NEW_PASSWORD);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Manage Profile' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    const goTo = async (section: string, path: RegExp) => {
      await tabTo(page, sections.getByRole('button', { name: section }), { back: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(path);
    };

    // The photo: Enter on Upload photo opens the file chooser; once saved, the focus is on the button.
    const upload = page.getByRole('button', { name: 'Upload photo' });
    // Listened for before the Tab presses: the file chooser is intercepted only once Chromium
    // has been told to, which a listener added just before Enter could lose the race to.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, upload);
    await page.keyboard.press('Enter');
    await expectNotice(page, MSG.profile.updated, async () =>
      (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG }),
    );
    const change = page.getByRole('button', { name: 'Change photo' });
    await expect(change).toBeEnabled();
    await expect(change).toBeFocused();

    // A notification switch: Space saves it, and the switch keeps the focus.
    await goTo('Notifications', /\/profile\/notifications$/);
    const table = page.getByRole('table', { name: 'Notification settings' });
    const cancelledEmail = table.getByRole('switch', { name: 'A task is cancelled: Email' });
    await expect(cancelledEmail).toBeChecked();
    await tabTo(page, cancelledEmail);
    await expectNotice(page, MSG.notifications.settingsSaved, () => page.keyboard.press('Space'));
    await expect(cancelledEmail).not.toBeChecked();
    await expect(cancelledEmail).toBeFocused();

    // The time zone: typed into the search, taken from the list with Enter; then the device's zone again.
    await goTo('Time Zone', /\/profile\/timezone$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Search time zones' }), 'tokyo');
    const zones = page.getByRole('list', { name: 'Time zones' });
    await expect(zones.getByRole('button')).toHaveCount(1);
    await tabTo(page, zones.getByRole('button', { name: /^Asia\/Tokyo UTC\+09:00/ }));
    await expectNotice(page, MSG.timezone.updated, () => page.keyboard.press('Enter'));
    await expect(page.getByTestId('current-zone')).toHaveText('Asia/Tokyo');
    await expect(zones.getByRole('button', { name: /^Asia\/Tokyo UTC\+09:00/ })).toBeFocused();
    const device = page.getByRole('button', { name: "Use this device's zone" });
    await tabTo(page, device, { back: true });
    await expectNotice(page, MSG.timezone.updated, () => page.keyboard.press('Enter'));
    await expect(page.getByTestId('current-zone')).toHaveText('America/New York');
    // Used, the button is off (its zone is the current one) and keeps the focus.
    await expect(device).toHaveAttribute('aria-disabled', 'true');
    await expect(device).toBeFocused();

    // The calendar feed: created, copied and revoked (the question starts on Cancel).
    await goTo('Calendar', /\/profile\/calendar$/);
    const status = page.getByTestId('calendar-feed-status');
    await tabTo(page, status.getByRole('button', { name: /^Create (feed address|a new address)$/ }));
    await expectNotice(page, MSG.calendarFeed.created, () => page.keyboard.press('Enter'));
    const address = page.getByRole('textbox', { name: 'Feed address' });
    await expect(address).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(status.getByRole('button', { name: 'Create a new address' })).toBeFocused();
    await screenshot(page, 'kbd-calendar-feed');
    const copy = page.getByRole('button', { name: 'Copy' });
    await tabTo(page, copy, { back: true });
    await expectNotice(page, MSG.calendarFeed.copied, () => page.keyboard.press('Enter'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
    await expect(copy).toBeFocused();
    const revoke = page.getByRole('button', { name: 'Revoke' });
    await tabTo(page, revoke);
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Revoke the feed address?' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabTo(page, question.getByRole('button', { name: 'Revoke' }));
    await expectNotice(page, MSG.calendarFeed.revoked, () => page.keyboard.press('Enter'));
    await expect(status.getByText('You have no feed address')).toBeVisible();
    // Revoke has gone with the address: the focus is on what is left to do.
    await expect(status.getByRole('button', { name: 'Create feed address' })).toBeFocused();
  });

  test('an Account Admin adds a company with its logo, chosen through the file chooser', async ({ page }) => {
    const name = `Keyboard Logo ${unique()}`;
    await openAs(page, DEMO.northAdmin.email, '/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const addCompany = page.getByRole('button', { name: 'Add Company' });
    await tabTo(page, addCompany);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    await expect(field(dialog, 'Company name')).toBeFocused();
    await page.keyboard.type(name);
    await typeInto(page, field(dialog, 'Email'), 'hello@logo.example.com');
    await chooseInSelect(page, dialog.getByRole('combobox', { name: 'Size' }), 'Small');
    // Enter on the logo's button opens the file chooser; the focus stays on the button.
    const upload = dialog.getByRole('button', { name: 'Upload logo (optional)' });
    // Listened for before the Tab presses: the file chooser is intercepted only once Chromium
    // has been told to, which a listener added just before Enter could lose the race to.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, upload);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('button', { name: 'Remove logo' })).toBeVisible();
    await expect(upload).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Add Company' }));
    await expectNotice(dialog, MSG.companyAdd.added, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    await expect(addCompany).toBeFocused();

    // Opened from its row with Enter, the company's page shows the logo.
    const details = page.getByRole('link', { name: `View Details of ${name}` });
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
  });

  test('a Company Admin renames a territory of his own and moves it to another region', async ({ page }) => {
    const territory = `Keyboard Moves ${unique()}`;
    const renamed = `${territory} B`;
    await openAs(page, 'admin@medvance.test', '/company');
    const link = page.getByRole('link', { name: 'View Details of MedVance Surgical' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'MedVance Surgical' })).toBeVisible();
    const regionActions = page.getByRole('button', { name: 'Actions for Region Southeast 1', exact: true });
    await tabTo(page, regionActions);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Add Territory' })).toBeFocused();
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add Territory to Southeast 1' });
    await expect(add.getByRole('textbox', { name: 'Territory Name' })).toBeFocused();
    await page.keyboard.type(territory);
    await expectNotice(page, `Territory "${territory}" added.`, () => page.keyboard.press('Enter'));
    await expect(add).toBeHidden();

    // Rename: the dialog's field is retyped; the focus is back on the unit's menu button.
    const actionsOf = (name: string) =>
      page.getByRole('button', { name: `Actions for Territory ${name}`, exact: true });
    await tabTo(page, actionsOf(territory));
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Rename', exact: true }));
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: 'Rename Territory' });
    await retype(page, rename.getByRole('textbox', { name: 'Territory Name' }), renamed);
    await expectNotice(page, MSG.teams.renamed, () => page.keyboard.press('Enter'));
    await expect(rename).toBeHidden();
    await expect(actionsOf(renamed)).toBeFocused();

    // Move: New Region opened with the down arrow, the next region taken with the arrow and Enter.
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Move', exact: true }));
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: `Move Territory ${renamed}` });
    const region = move.getByRole('combobox', { name: 'New Region' });
    await tabTo(page, region);
    await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeFocused();
    const path = (await options.first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(region).toHaveText(path);
    const target = path.split(/\s*[›>/]\s*/).pop() ?? '';
    expect(target).not.toBe('Southeast 1');
    await tabTo(page, move.getByRole('button', { name: 'Move', exact: true }));
    await expectNotice(page, MSG.teams.moved, () => page.keyboard.press('Enter'));
    await expect(move).toBeHidden();
    const moved = page
      .getByRole('listitem', { name: `Region ${target}`, exact: true })
      .getByRole('listitem', { name: `Territory ${renamed}`, exact: true });
    await expect(moved).toBeVisible();
    await expect.poll(() => focusIn(page.getByRole('main'))).toBe(true);

    // Removed again, so the company's teams are as they were.
    await tabTo(page, actionsOf(renamed));
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Remove', exact: true }));
    await page.keyboard.press('Enter');
    const remove = page.getByRole('dialog', { name: 'Remove Territory' });
    await tabTo(page, remove.getByRole('button', { name: 'Remove', exact: true }));
    await expectNotice(page, MSG.teams.removed(renamed), () => page.keyboard.press('Enter'));
    await expect(moved).toHaveCount(0);
  });
});
