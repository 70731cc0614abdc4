import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, PHONE, expectNotice, openAs, screenshot, storedToken, unique, uniqueEmail } from '../fixtures/app';
import { pressUntilFocused, tabTo } from '../fixtures/keyboard';
import { holdsFocus, signInByKeyboard, typeInto } from '../fixtures/keyboard-forms';
import { registerHospital } from '../fixtures/hospitals';
import { NEW_PASSWORD } from '../fixtures/users';

// Keyboard only: Tab, Shift+Tab, arrows, Enter, Space, Escape and typing through `page.keyboard`;
// no clicks and no filling. The checks read anything; what a journey starts from is set up through
// the API.

const WIDE = { width: 1440, height: 900 } as const;
const COMPANY_ADMIN = 'admin@medvance.test';

/** Takes the same state's picture at 390 px too, and comes back to the width the journey uses. */
async function screenshotBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  const size = page.viewportSize();
  await screenshot(page, name, { fullPage });
  await page.setViewportSize(PHONE);
  await screenshot(page, name, { fullPage });
  if (size) await page.setViewportSize(size);
}

/** Calls the API with the token the browser holds for the signed-in user. */
async function apiCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) {
  const res = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Opens the unit's Actions menu with Enter and takes `item` with the arrows and Enter. */
async function unitAction(page: Page, unit: string, item: string, { back = false } = {}) {
  const actions = page.getByRole('button', { name: `Actions for ${unit}`, exact: true });
  await tabTo(page, actions, { max: 120, back });
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: item, exact: true }));
  await page.keyboard.press('Enter');
}

interface Unit {
  _id: string;
  name: string;
  children: Unit[];
}

/** The unit whose children hold `childId`, in a company's tree. */
function parentOf(units: Unit[], childId: string): Unit | null {
  for (const unit of units) {
    if (unit.children.some((c) => c._id === childId)) return unit;
    const found = parentOf(unit.children, childId);
    if (found) return found;
  }
  return null;
}

test.describe('keyboard only: the rest of the journeys', () => {
  // Each test works on data of its own: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test('a Company Admin assigns a rep to a territory of his own and back again', async ({ page }) => {
    test.slow();
    // Reps are made only by the demo data (no call adds one). This one no other journey names; he
    // moves for a moment within his own region, so his division, region and managers stay his.
    const repEmail = 'rep8@medvance.test';
    const territory = `Keyboard Assign ${unique()}`;
    await openAs(page, COMPANY_ADMIN, '/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const link = page.getByRole('link', { name: 'View Details of MedVance Surgical' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'MedVance Surgical' })).toBeVisible();
    const companyId = new URL(page.url()).pathname.split('/').pop() ?? '';

    type Person = { _id: string; email: string; name: string; unitId: string | null; unitName: string | null };
    const people = await apiCall<{ data: Person[] }>(page, 'POST', '/api/company/team/people', { companyId });
    const rep = people.data.find((p) => p.email === repEmail);
    if (!rep?.unitId || !rep.unitName) throw new Error(`${repEmail} is not placed in the demo data`);
    const home = { id: rep.unitId, name: rep.unitName };
    const tree = await apiCall<{ data: { units: Unit[] } }>(page, 'POST', '/api/company/team', { companyId });
    const region = parentOf(tree.data.units, home.id);
    if (!region) throw new Error(`no region holds ${home.name}`);
    const added = await apiCall<{ data: { _id: string } }>(page, 'POST', '/api/company/team/unit', {
      companyId,
      parentId: region._id,
      name: territory,
    });
    const unit = (name: string) => page.getByRole('listitem', { name: `Territory ${name}`, exact: true });
    const repsOf = (name: string) => unit(name).getByRole('list', { name: 'Territory Managers' });
    const actionsOf = (name: string) =>
      page.getByRole('button', { name: `Actions for Territory ${name}`, exact: true });

    /** Assign people on `to`: the rep's name typed, his option (which says where he is) taken. */
    const assign = async (to: string, from: string, { back = false } = {}) => {
      await unitAction(page, `Territory ${to}`, 'Assign people', { back });
      const dialog = page.getByRole('dialog', { name: `Assign people to ${to}` });
      const person = dialog.getByRole('combobox', { name: 'Sales Rep' });
      await expect(person).toBeFocused();
      await page.keyboard.type(rep.name);
      const option = page
        .getByRole('option')
        .filter({ hasText: rep.name })
        .filter({ hasText: `now in ${from}` });
      await expect(option).toHaveCount(1);
      await expect(page.getByRole('option')).toHaveCount(1);
      await expect(async () => {
        const id = await option.getAttribute('id');
        if ((await person.getAttribute('aria-activedescendant')) !== id) await page.keyboard.press('ArrowDown');
        await expect(person).toHaveAttribute('aria-activedescendant', id ?? '', { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await page.keyboard.press('Enter');
      await expect(person).toHaveValue(rep.name);
      await expect(dialog.getByText(`now in ${from}`)).toBeVisible();
      return dialog;
    };

    try {
      await page.reload();
      await expect(unit(territory)).toBeVisible();

      // To the new territory: the dialog closes onto the Actions button it was opened from.
      const dialog = await assign(territory, home.name);
      await screenshotBothWidths(page, 'kbd-teams-assign', { fullPage: false });
      await tabTo(page, dialog.getByRole('button', { name: 'Assign', exact: true }));
      await expectNotice(page, MSG.teams.assigned(rep.name, territory), () => page.keyboard.press('Enter'));
      await expect(dialog).toBeHidden();
      await expect(actionsOf(territory)).toBeFocused();
      await expect(repsOf(territory)).toContainText(rep.name);
      await expect(unit(home.name)).not.toContainText(rep.name);

      // And home again, the same way.
      // His territory comes before the new one: Shift+Tab reaches it.
      const back = await assign(home.name, territory, { back: true });
      await tabTo(page, back.getByRole('button', { name: 'Assign', exact: true }));
      await expectNotice(page, MSG.teams.assigned(rep.name, home.name), () => page.keyboard.press('Enter'));
      await expect(back).toBeHidden();
      await expect(actionsOf(home.name)).toBeFocused();
      await expect(repsOf(home.name)).toContainText(rep.name);

      // The territory, empty again, is removed: the tree is as it was.
      await unitAction(page, `Territory ${territory}`, 'Remove');
      const remove = page.getByRole('dialog', { name: 'Remove Territory' });
      await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await tabTo(page, remove.getByRole('button', { name: 'Remove', exact: true }));
      await expectNotice(page, MSG.teams.removed(territory), () => page.keyboard.press('Enter'));
      await expect(unit(territory)).toHaveCount(0);
      await expect.poll(() => holdsFocus(page.getByRole('main'))).toBe(true);
    } finally {
      // Should a step fail, the rep goes home and the territory goes, whatever the screen shows.
      await page.request.fetch('/api/company/team/member', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
        data: { companyId, userId: rep._id, unitId: home.id },
      });
      await page.request.fetch(`/api/company/team/unit/${added.data._id}/${companyId}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
      });
    }
  });

  test('a hospital resends a company’s invitation and withdraws it from Invitations', async ({ page }) => {
    // A hospital of the test's own: an invitation links the company to the inviting hospital.
    const hospital = await registerHospital(page.request);
    const company = `Keyboard Withdrawn ${unique()}`;
    await signInByKeyboard(page, hospital.adminEmail, NEW_PASSWORD);
    await apiCall(page, 'POST', '/api/company/company/invite', {
      companyName: company,
      firstName: 'Rene',
      lastName: 'Ortiz',
      email: uniqueEmail('keyboard-withdrawn'),
    });
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: company })).toBeVisible();

    const invitationsButton = page.getByRole('button', { name: 'Invitations', exact: true });
    await tabTo(page, invitationsButton);
    await page.keyboard.press('Enter');
    const invitations = page.getByRole('dialog', { name: 'Invitations' });
    const row = invitations
      .getByRole('list', { name: 'Company invitations' })
      .getByRole('listitem', { name: new RegExp(`^${company}:`) });
    await expect(row).toContainText('Waiting for sign-up');

    // Resend: disabled while it sends, then the focus is back on it and the row counts the sends.
    const resend = row.getByRole('button', { name: `Resend the invitation of ${company}` });
    await tabTo(page, resend);
    await expectNotice(invitations, MSG.companyInvite.resent, () => page.keyboard.press('Enter'));
    await expect(row).toContainText('sent 2 times');
    await expect(resend).toBeFocused();

    // Withdraw: the question starts on Cancel; confirmed, the row says so and keeps the focus.
    await tabTo(page, row.getByRole('button', { name: `Withdraw the invitation of ${company}` }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Withdraw Invitation' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await screenshotBothWidths(page, 'kbd-invitation-withdraw', { fullPage: false });
    await tabTo(page, confirm.getByRole('button', { name: 'Withdraw', exact: true }));
    await expectNotice(invitations, MSG.companyInvite.withdrawn, () => page.keyboard.press('Enter'));
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Withdrawn');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row).toBeFocused();
    await screenshotBothWidths(page, 'kbd-invitations-withdrawn', { fullPage: false });

    // Escape closes Invitations onto its button; the company has left the list.
    await page.keyboard.press('Escape');
    await expect(invitations).toBeHidden();
    await expect(invitationsButton).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(0);
  });

  test('an Account Admin turns the Task Location switch on and off with Space', async ({ page }) => {
    // A hospital of the test's own: the switch is a hospital-wide setting.
    const hospital = await registerHospital(page.request);
    await page.setViewportSize(WIDE);
    await signInByKeyboard(page, hospital.adminEmail, NEW_PASSWORD);
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Task location' });
    const taskButton = page.getByRole('button', { name: 'Task', exact: true });
    const addTask = page.getByRole('dialog', { name: 'Add Task' });
    await expect(toggle).not.toBeChecked();

    for (const [on, first] of [
      [true, /^Location/],
      [false, /^Company/],
    ] as const) {
      // Space saves the setting; the switch keeps the focus once it is saved.
      await tabTo(page, toggle);
      await expectNotice(page, MSG.locations.toggled, () => page.keyboard.press('Space'));
      if (on) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeEnabled();
      await expect(toggle).toBeFocused();
      // Add Task follows at once: with the setting on, Location leads the form.
      await tabTo(page, taskButton, { back: true });
      await page.keyboard.press('Enter');
      await expect(addTask.getByRole('combobox').first()).toHaveAccessibleName(first);
      if (on) await screenshotBothWidths(page, 'kbd-task-location-add-task', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(addTask).toBeHidden();
      await expect(taskButton).toBeFocused();
    }
  });

  test('the Super Admin suspends a hospital and restores it', async ({ page }) => {
    test.slow();
    // A hospital of the test's own, whose admin has a session of his own (never a demo account:
    // other tests use those at the same time).
    const hospital = await registerHospital(page.request, 'Keyboard Suspend');
    await signInByKeyboard(page, hospital.adminEmail, NEW_PASSWORD);
    const adminToken = (await storedToken(page)) ?? '';
    const asAdmin = () => page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${adminToken}` } });
    expect((await asAdmin()).status()).toBe(200);

    await page.setViewportSize(WIDE);
    await openAs(page, DEMO.superAdmin.email, '/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search accounts' }).getByRole('searchbox');
    await tabTo(page, search);
    await page.keyboard.type(hospital.name);
    const table = page.getByRole('table', { name: 'Accounts' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await tabTo(page, table.getByRole('link', { name: `Open ${hospital.name}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: hospital.name })).toBeVisible();

    // Suspend: the question starts on Cancel; the note is typed; the button, now Restore, keeps the focus.
    const suspend = page.getByRole('button', { name: 'Suspend', exact: true });
    await tabTo(page, suspend);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Suspend Account' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await typeInto(page, confirm.getByRole('textbox', { name: 'Note (optional)' }), 'Contract ended', { back: true });
    await screenshotBothWidths(page, 'kbd-account-suspend', { fullPage: false });
    await tabTo(page, confirm.getByRole('button', { name: 'Suspend', exact: true }));
    await expectNotice(page, MSG.accounts.suspendedAccount, () => page.keyboard.press('Enter'));
    await expect(confirm).toBeHidden();
    const restore = page.getByRole('button', { name: 'Restore', exact: true });
    await expect(restore).toBeFocused();
    await expect(page.getByText('Contract ended')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to this account' })).toHaveCount(0);
    // Its admin's session is refused.
    expect((await asAdmin()).status()).toBe(401);

    // Restore: the same way back; the button, Suspend again, keeps the focus.
    await page.keyboard.press('Enter');
    const restoreDialog = page.getByRole('dialog', { name: 'Restore Account' });
    await expect(restoreDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabTo(page, restoreDialog.getByRole('button', { name: 'Restore', exact: true }));
    await expectNotice(page, MSG.accounts.restoredAccount, () => page.keyboard.press('Enter'));
    await expect(restoreDialog).toBeHidden();
    await expect(suspend).toBeFocused();
    await expect(page.getByRole('button', { name: 'Switch to this account' })).toBeVisible();
  });
});
