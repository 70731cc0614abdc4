import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookTask } from '../fixtures/api';
import { DEMO, DEMO_PASSWORD, NEUROLOGY_SCHEDULER, expectNotice, openAs } from '../fixtures/app';

const ZONE = 'America/New_York';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<number> {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with at most ${max} presses of Tab`).toBeFocused();
  return max;
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
});
