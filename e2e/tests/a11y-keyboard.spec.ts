import { MSG, dayjs } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { bookTask } from '../fixtures/api';
import {
  DEMO,
  DEMO_PASSWORD,
  FIELD_FORMAT,
  NEUROLOGY_SCHEDULER,
  expectNotice,
  openAs,
  screenshot,
  unique,
  uniqueEmail,
} from '../fixtures/app';
import { chooseMedVancePacemaker, pressUntilFocused, tabTo } from '../fixtures/keyboard';
import { offerTaskTo } from '../fixtures/offers';
import { addUserByApi, openUsersAs, uniqueName } from '../fixtures/users';

const ZONE = 'America/New_York';

/** A rep of the division manager's division whom no other journey offers tasks to. */
const KEYBOARD_REP = { email: 'rep3@medvance.test', name: 'Victor Johnson' } as const;

/** A day and hour some days ahead, in the demo users' zone. */
function slot(daysAhead: number, hour: number) {
  return dayjs().tz(ZONE).add(daysAhead, 'day').hour(hour).minute(0).second(0).millisecond(0);
}

test.describe('keyboard only', () => {
  // Each test signs in or books on its own: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test('signs in with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(DEMO.southAdmin.email);
    await tabTo(page, page.getByLabel(/^\s*Password\s*\*?\s*$/));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the skip link leads to the content, and the Pending panel is one Tab stop walked with the arrows', async ({
    page,
  }) => {
    await openAs(page, DEMO.northAdmin.email, '/dashboard');
    const pending = page.getByRole('list', { name: 'Pending' });
    const links = pending.getByRole('link');
    await expect(links.nth(2)).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // From the content's start, the panel is reached at its first task, in a few presses.
    expect(await tabTo(page, links.first(), { max: 15 })).toBeLessThanOrEqual(15);
    await expect(pending.locator('a[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');

    // One Tab leaves the panel; Shift+Tab comes back to the task last used.
    await page.keyboard.press('Tab');
    await expect.poll(() => pending.evaluate((list) => list.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/task\/[^/]+$/);
  });

  test('a date filter’s picker opens with Enter, and the arrows and Enter choose its day', async ({ page }) => {
    await openAs(page, NEUROLOGY_SCHEDULER, '/task');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    const field = page.getByRole('group', { name: 'From' }).first();
    await tabTo(page, field.getByRole('spinbutton').first());
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'From' });
    await expect(picker).toBeVisible();
    const focusedDay = picker.locator('[role="gridcell"]:focus');
    await expect(focusedDay).toHaveCount(1);
    const before = Number(await focusedDay.textContent());
    const keys = before > 20 ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.press(keys);
    const wanted = String(keys === 'ArrowLeft' ? before - 1 : before + 1);
    await expect(focusedDay).toHaveText(wanted);
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(field).toContainText(`-${wanted.padStart(2, '0')}-`);
  });

  test('opens a task and changes its status with the keyboard alone', async ({ page }) => {
    await openAs(page, NEUROLOGY_SCHEDULER, '/dashboard');
    const start = dayjs().tz(ZONE).add(5, 'day').hour(8).minute(0).second(0).millisecond(0);
    const id = await bookTask(page, { department: 'Neurology', start, description: 'Keyboard status change' });
    await page.goto(`/task/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Update Status' }));
    await page.keyboard.press('Enter');
    const statusDialog = page.getByRole('dialog', { name: 'Update Status' });
    await expect(statusDialog).toBeVisible();
    const cancelled = statusDialog.getByRole('radio', { name: 'Cancelled' });
    await tabTo(page, statusDialog.getByRole('radio').first());
    for (let i = 0; i < 3 && !(await cancelled.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
    await expect(cancelled).toBeChecked();
    await tabTo(page, statusDialog.getByRole('textbox', { name: 'Note' }));
    await page.keyboard.type('Surgeon unavailable');
    await tabTo(page, statusDialog.getByRole('button', { name: 'Update' }));
    await expectNotice(page, MSG.tasks.statusUpdated, () => page.keyboard.press('Enter'));
    await expect(statusDialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Unassigned → Cancelled');
  });

  test('opens and closes the notifications with the keyboard', async ({ page }) => {
    await openAs(page, DEMO.northScheduler.email, '/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });
  test('a Master Scheduler books a task with the keyboard alone, and finds it on the list', async ({ page }) => {
    test.slow();
    await openAs(page, DEMO.northMaster.email, '/task');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    const addTask = page.getByRole('button', { name: 'Task', exact: true });
    await tabTo(page, addTask);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await expect(dialog).toBeVisible();

    // The lists answer what is typed; the arrows and Enter take an answer.
    await chooseMedVancePacemaker(page, dialog);

    // From: Enter opens the picker and sends nothing; the arrows and Enter pick the day, the hour,
    // the minutes and AM, and OK closes it.
    const start = slot(3, 9);
    const from = dialog.getByRole('group', { name: 'From Date & Time' });
    await tabTo(page, from.getByRole('spinbutton').first());
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'From Date & Time' });
    await expect(picker).toBeVisible();
    await expect(picker.locator('[role="gridcell"]:focus')).toHaveCount(1);
    await expect(dialog.getByText(MSG.tasks.datesRequired, { exact: true })).toHaveCount(0);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(picker.locator('[role="gridcell"]:focus')).toHaveText(String(start.date()));
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', picker.getByRole('option', { name: '9 hours', exact: true }));
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('option', { name: '0 minutes', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('option', { name: 'AM', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, picker.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(from).toContainText(start.format(FIELD_FORMAT));
    await expect(dialog.getByRole('group', { name: 'To Date & Time' })).toContainText(
      start.add(1, 'hour').format(FIELD_FORMAT),
    );

    const caseNumber = `KEY-${unique()}`;
    await tabTo(page, dialog.getByRole('textbox', { name: 'Case Number' }));
    await page.keyboard.type(caseNumber);
    await tabTo(page, dialog.getByRole('button', { name: 'Add Task', exact: true }));
    await expectNotice(page, MSG.tasks.added, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    // The focus is back where the dialog was opened from.
    await expect(addTask).toBeFocused();

    // Found on the list through the patient search, and opened.
    await tabTo(page, page.getByRole('button', { name: 'Patient Information' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Patient Information' })).toBeFocused();
    await page.keyboard.type(caseNumber);
    await expect(page).toHaveURL(new RegExp(`patient=${caseNumber}`));
    const rows = page.getByRole('table', { name: 'Tasks' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(start.format('MM-DD-YYYY-hh:mm A'));
    await tabTo(page, rows.nth(1).getByRole('link', { name: 'View Details' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Case Number' })).toHaveValue(caseNumber);
  });

  test('a rep declines one offer and accepts another from his dashboard with the keyboard alone', async ({ page }) => {
    const start = dayjs().add(30, 'minute').startOf('minute');
    const declined = await offerTaskTo(page.request, {
      repName: KEYBOARD_REP.name,
      start,
      description: 'Keyboard: the offer declined',
    });
    const accepted = await offerTaskTo(page.request, {
      repName: KEYBOARD_REP.name,
      start,
      description: 'Keyboard: the offer taken',
    });
    const overlapping = await offerTaskTo(page.request, {
      repName: KEYBOARD_REP.name,
      start,
      description: 'Keyboard: the offer at the same time',
    });
    await openAs(page, KEYBOARD_REP.email, '/dashboard');
    const offers = page.getByRole('region', { name: /^Offers/ });
    const offer = (id: string) => offers.getByRole('listitem').filter({ has: page.locator(`a[href="/task/${id}"]`) });
    await expect(offer(declined)).toBeVisible();
    await expect(offer(accepted)).toBeVisible();
    await expect(offer(overlapping)).toBeVisible();

    // Declined with a reason: the offer leaves, and the focus stays with the offers (their
    // section, named with the new count) rather than falling to the top of the page.
    await tabTo(page, offer(declined).getByRole('button', { name: 'Decline' }), { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Decline offer' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: /^Reason/ }));
    await page.keyboard.type('In theatre at Southside all afternoon');
    await tabTo(page, dialog.getByRole('button', { name: 'Decline' }));
    await expectNotice(page, MSG.tasks.declined, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    await expect(offer(declined)).toHaveCount(0);
    await expect(offers).toBeFocused();

    // Accepted: one key.
    await tabTo(page, offer(accepted).getByRole('button', { name: 'Accept' }));
    await expectNotice(page, MSG.tasks.accepted, () => page.keyboard.press('Enter'));
    await expect(offer(accepted)).toHaveCount(0);
    await expect(offers).toBeFocused();

    // At the time of the one he took: the overlap is asked about first (focus on Cancel). Escape
    // leaves the offer, and the focus, where they were; "Accept anyway" takes it.
    const accept = offer(overlapping).getByRole('button', { name: 'Accept' });
    await tabTo(page, accept);
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Overlapping task' });
    await expect(question).toContainText('You are already assigned to ');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await screenshot(page, 'rep-overlap-question', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(accept).toBeEnabled();
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeVisible();
    await tabTo(page, question.getByRole('button', { name: 'Accept anyway' }));
    await expectNotice(page, MSG.tasks.accepted, () => page.keyboard.press('Enter'));
    await expect(offer(overlapping)).toHaveCount(0);
    await expect(offers).toBeFocused();
  });

  test('an Account Admin adds a user with the keyboard alone', async ({ page }) => {
    const name = uniqueName('Kira');
    const email = uniqueEmail('keyboard');
    await openUsersAs(page, DEMO.northAdmin.email);
    const addUser = page.getByRole('button', { name: 'Add User' });
    await tabTo(page, addUser);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: /^Name/ }));
    await page.keyboard.type(name);
    await tabTo(page, dialog.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type(email);
    await tabTo(page, dialog.getByRole('textbox', { name: /^Phone/ }));
    await page.keyboard.type('404-555-0199');

    // A select opens with the down arrow; the arrows move, Enter takes the choice.
    const role = dialog.getByRole('combobox', { name: /^Role/ });
    await tabTo(page, role);
    await page.keyboard.press('ArrowDown');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Scheduler', exact: true }));
    await page.keyboard.press('Enter');
    await expect(role).toHaveText('Scheduler');
    await expect(role).toBeFocused();
    const department = dialog.getByRole('combobox', { name: /^Department/ });
    await tabTo(page, department);
    await page.keyboard.press('ArrowDown');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Cardiology', exact: true }));
    await page.keyboard.press('Enter');
    await expect(department).toHaveText('Cardiology');

    await tabTo(page, dialog.getByRole('button', { name: 'Add User', exact: true }));
    await expectNotice(page, MSG.users.added, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    await expect(addUser).toBeFocused();

    // Found by the search, typed.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type(email);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Scheduler');
    await expect(row).toContainText('Cardiology');
    await expect(row).toContainText('Invited');
  });
  test('an Account Admin edits and suspends a user from his row’s menu with the keyboard alone', async ({ page }) => {
    const name = uniqueName('Ezra');
    const email = uniqueEmail('keyboard');
    await openUsersAs(page, DEMO.northAdmin.email);
    await addUserByApi(page, { name, email });
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type(email);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Master Scheduler');

    // Enter opens the menu on its first item; the arrows and Enter pick one.
    const actions = page.getByRole('button', { name: `Actions for ${name}` });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Edit' }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit).toBeVisible();
    await tabTo(page, edit.getByRole('textbox', { name: /^Phone/ }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('404-555-0123');
    await tabTo(page, edit.getByRole('button', { name: 'Save Changes' }));
    await expectNotice(page, MSG.users.updated, () => page.keyboard.press('Enter'));
    await expect(edit).toBeHidden();
    await expect(row).toContainText('404-555-0123');
    await expect(actions).toBeFocused();

    // Suspended, the user leaves the list of active users: the focus stays on the list.
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Suspend' }));
    await page.keyboard.press('Enter');
    const suspend = page.getByRole('dialog', { name: 'Suspend User' });
    await expect(suspend).toBeVisible();
    await tabTo(page, suspend.getByRole('textbox', { name: /^Note/ }));
    await page.keyboard.type('On leave until further notice.');
    await tabTo(page, suspend.getByRole('button', { name: 'Suspend' }));
    await expectNotice(page, MSG.users.suspended, () => page.keyboard.press('Enter'));
    await expect(suspend).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Users' })).toBeFocused();
  });
});
