import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  DESKTOP,
  HOSPITALS,
  PHONE,
  expectNotice,
  field,
  openAs,
  screenshot,
  storedToken,
  unique,
  uniqueEmail,
} from '../fixtures/app';
import { chooseByTyping, pressUntilFocused, tabTo } from '../fixtures/keyboard';
import { chooseInSelect, holdsFocus, retype, signInByKeyboard, typeInto } from '../fixtures/keyboard-forms';
import { firstLink, latestMailTo } from '../fixtures/mail';
import { NEW_PASSWORD, newActiveUser } from '../fixtures/users';

/** Ortholine's Company Admin: no other journey edits Ortholine's teams, services or labels. */
const ORTHOLINE_ADMIN = 'admin@ortholine.test';

/** Ortholine's labels as seeded, put back through the API when the CMS journey ends. */
async function restoreLabels(page: Page) {
  await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/);
  const headers = { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` };
  // The company's page is open: its address names it.
  const ortholine = new URL(page.url()).pathname.split('/').pop() ?? '';
  const restored = await page.request.post(`/api/task/cms/${ortholine}`, {
    headers,
    data: {
      cmsData: [
        { value: 'patientName', label: 'Patient Name', checked: false, isEdited: false },
        { value: 'caseNumber', label: 'Case Number', checked: false, isEdited: false },
        { value: 'patientSurvey', label: 'Patient Survey', checked: false, isEdited: false },
      ],
    },
  });
  expect(restored.status(), await restored.text()).toBe(200);
}

// Keyboard only: Tab, Shift+Tab, arrows, Enter, Space, Escape and typing through `page.keyboard`;
// no clicks and no filling. The checks read anything.

test.describe('keyboard only: accounts', () => {
  // Each test makes its own user or names: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test('registers to join a hospital, correcting the email the form refused', async ({ page }) => {
    const existing = HOSPITALS[0];
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();

    const hospital = page.getByRole('combobox', { name: 'Hospital' });
    await tabTo(page, hospital);
    await chooseByTyping(page, hospital, 'Northside', existing);
    await typeInto(page, page.getByRole('textbox', { name: 'Phone' }), '404-555-0142');
    await typeInto(page, page.getByRole('combobox', { name: 'Address' }), '12 Peachtree St, Atlanta, GA 30303');
    await typeInto(page, page.getByRole('textbox', { name: 'Name', exact: true }), "Jamie O'Neil");
    const email = page.getByRole('textbox', { name: 'Email' });
    const address = uniqueEmail('keyboard-join');
    // Typed without its @: the form says what is wrong and puts the focus on it.
    await typeInto(page, email, address.replace('@', '.'));
    const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(MSG.register.emailFormat, { exact: true })).toBeVisible();
    await expect(email).toBeFocused();
    await screenshot(page, 'keyboard-register-error');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'keyboard-register-error');
    await page.setViewportSize(DESKTOP);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(address);
    await expect(page.getByText(MSG.register.emailFormat, { exact: true })).toHaveCount(0);
    await expectNotice(page, MSG.register.success, () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(MSG.auth.pendingApproval)).toBeVisible();
  });

  test('resets a forgotten password from the emailed link and signs in with it', async ({ page, browser }) => {
    const user = await newActiveUser(browser, { first: 'Reese' });
    const password = 'Kb0ard!Reset-e2e';
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const forgot = page.getByRole('button', { name: 'Forgot password?' });
    await tabTo(page, forgot);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    await page.keyboard.type(user.email);
    const since = Date.now();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(MSG.forgot.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The focus is back on the link that opened the dialog.
    await expect(forgot).toBeFocused();

    const link = firstLink(await latestMailTo(user.email, { since, contains: '/resetpassword/' }));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(page.getByText(`Hi ${user.name},`)).toBeVisible();
    await typeInto(page, field(page, 'New Password'), password);
    await typeInto(page, field(page, 'Confirm Password'), password);
    await screenshot(page, 'keyboard-reset-password');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'keyboard-reset-password');
    await page.setViewportSize(DESKTOP);
    await tabTo(page, page.getByRole('button', { name: 'Update Password' }));
    await expectNotice(page, MSG.reset.success, () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/$/);

    await signInByKeyboard(page, user.email, password);
  });

  test('Account Settings: the phone edited and saved, and the password changed after a wrong current one', async ({
    page,
    browser,
  }) => {
    test.slow();
    const user = await newActiveUser(browser, { first: 'Sasha' });
    await signInByKeyboard(page, user.email, NEW_PASSWORD);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Manage Profile' })).toBeVisible();

    // The phone, edited in place: a wrong number is refused under the field, a right one kept.
    const editPhone = page.getByRole('button', { name: 'Edit phone' });
    await tabTo(page, editPhone);
    await page.keyboard.press('Enter');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('555-12');
    await page.keyboard.press('Enter');
    await expect(page.getByText(MSG.profile.phoneFormat.trim(), { exact: true })).toBeVisible();
    await expect(phone).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('312-555-0142');
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await expectNotice(page, MSG.profile.updated, () => page.keyboard.press('Enter'));
    await expect(phone).toBeHidden();
    await expect(page.getByText('312-555-0142', { exact: true })).toBeVisible();
    // The field has closed: the focus is back on its Edit button.
    await expect(editPhone).toBeFocused();
    await screenshot(page, 'keyboard-profile');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'keyboard-profile');
    await page.setViewportSize(DESKTOP);

    // Password & Security, from the sections beside the form.
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await tabTo(page, sections.getByRole('button', { name: 'Password & Security' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/password$/);
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password', { exact: true });
    await typeInto(page, current, 'Wrong#Pass1');
    await typeInto(page, form.getByLabel('New password', { exact: true }), 'Brand#New42');
    await typeInto(page, form.getByLabel('Confirm password', { exact: true }), 'Brand#New42');
    const save = form.getByRole('button', { name: 'Save' });
    await tabTo(page, save);
    await expectNotice(page, MSG.password.currentWrong, () => page.keyboard.press('Enter'));
    await expect(save).toBeEnabled();
    // Refused, the focus is still in the form, where the keyboard left it.
    await expect(save).toBeFocused();

    await retype(page, current, NEW_PASSWORD, { back: true });
    await expectNotice(page, MSG.password.changed, () => page.keyboard.press('Enter'));
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');
    await expect.poll(() => holdsFocus(form)).toBe(true);
  });

  test('an Account Admin adds a company, then invites another and reads the invitations', async ({ page }) => {
    test.slow();
    const name = `Keyboard Devices ${unique()}`;
    await openAs(page, DEMO.northAdmin.email, '/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Companies' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    const addCompany = page.getByRole('button', { name: 'Add Company' });
    await tabTo(page, addCompany);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    await expect(field(dialog, 'Company name')).toBeFocused();
    await page.keyboard.type(name);
    await typeInto(page, field(dialog, 'Email'), 'hello@keyboard.example.com');
    // Leaving the name filled the code with a free one derived from it.
    await expect(field(dialog, 'Company code')).toHaveValue(/^K[A-Z0-9]{0,3}$/);
    await chooseInSelect(page, dialog.getByRole('combobox', { name: 'Size' }), 'Medium');
    await screenshot(page, 'keyboard-company-add', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'keyboard-company-add', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await tabTo(page, dialog.getByRole('button', { name: 'Add Company' }));
    await expectNotice(dialog, MSG.companyAdd.added, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    await expect(addCompany).toBeFocused();
    await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();

    // Invite a new company: its name typed, the person's details, Invite.
    const invitee = `Keyboard Invitee ${unique()}`;
    const email = uniqueEmail('keyboard-invited');
    const invite = page.getByRole('button', { name: 'Invite Company' });
    await tabTo(page, invite, { back: true });
    await page.keyboard.press('Enter');
    const inviteDialog = page.getByRole('dialog', { name: 'Invite Company' });
    const company = inviteDialog.getByRole('combobox', { name: 'Company', exact: true });
    await expect(company).toBeFocused();
    await page.keyboard.type(invitee);
    await expect(page.getByRole('option', { name: `Invite "${invitee}" as a new company` })).toBeVisible();
    await typeInto(page, field(inviteDialog, 'First Name'), 'Morgan');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(company).toHaveValue(invitee);
    // Sent without an email, the form says so, and the field is corrected.
    await tabTo(page, inviteDialog.getByRole('button', { name: 'Invite', exact: true }));
    await page.keyboard.press('Enter');
    await expect(inviteDialog.getByText(MSG.companyInvite.emailRequired, { exact: true })).toBeVisible();
    await typeInto(page, field(inviteDialog, 'Last Name'), 'Keys', { back: true });
    await typeInto(page, field(inviteDialog, 'Email'), email);
    await tabTo(page, inviteDialog.getByRole('button', { name: 'Invite', exact: true }));
    await expectNotice(inviteDialog, MSG.companyInvite.newSent, () => page.keyboard.press('Enter'));
    await expect(inviteDialog).toBeHidden();
    await expect(invite).toBeFocused();
    await expect(table.getByRole('row').filter({ hasText: invitee })).toBeVisible();

    const invitationsButton = page.getByRole('button', { name: 'Invitations', exact: true });
    await tabTo(page, invitationsButton, { back: true });
    await page.keyboard.press('Enter');
    const invitations = page.getByRole('dialog', { name: 'Invitations' });
    const invitation = invitations
      .getByRole('list', { name: 'Company invitations' })
      .getByRole('listitem', { name: new RegExp(`^${invitee}:`) });
    await expect(invitation).toContainText('Waiting for sign-up');
    await expect(invitation).toContainText(email);
    await page.keyboard.press('Escape');
    await expect(invitations).toBeHidden();
    await expect(invitationsButton).toBeFocused();

    // The new company opens from its row.
    const row = table.getByRole('row').filter({ hasText: name });
    await tabTo(page, row.getByRole('link', { name: `View Details of ${name}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a Company Admin adds and removes a territory, edits a service and a CMS label', async ({ page }) => {
    test.slow();
    await signInByKeyboard(page, ORTHOLINE_ADMIN, DEMO_PASSWORD);
    await page.goto('/company');
    const link = page.getByRole('link', { name: 'View Details of Ortholine Devices' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Ortholine Devices' })).toBeVisible();

    // Teams: the region's menu opens with Enter; Add Territory names it.
    const territory = `Macon ${unique()}`;
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
    const unit = page.getByRole('listitem', { name: `Territory ${territory}`, exact: true });
    await expect(unit).toBeVisible();
    await expect(regionActions).toBeFocused();

    // Removed again: the question starts on Cancel.
    await tabTo(page, unit.getByRole('button', { name: `Actions for Territory ${territory}` }));
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Remove' }));
    await page.keyboard.press('Enter');
    const remove = page.getByRole('dialog', { name: 'Remove Territory' });
    await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(remove.getByRole('button', { name: 'Remove' })).toBeFocused();
    await expectNotice(page, MSG.teams.removed(territory), () => page.keyboard.press('Enter'));
    await expect(remove).toBeHidden();
    await expect(unit).toHaveCount(0);
    // Its row has gone: the focus stays in the content, not at the top of the page.
    await expect.poll(() => holdsFocus(page.getByRole('main'))).toBe(true);

    // Services: the tabs are walked with the arrows.
    const tabs = page.getByRole('tablist', { name: 'Company sections' });
    await tabTo(page, tabs.getByRole('tab', { name: 'Teams' }), { back: true });
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    const services = page.getByRole('list', { name: 'Services' });
    await expect(services.getByText('Lumbar Fusion', { exact: true })).toBeVisible();

    const service = `Disc Navigation ${unique()}`;
    const addService = page.getByRole('button', { name: 'Add Service' });
    await tabTo(page, addService);
    await page.keyboard.press('Enter');
    const serviceDialog = page.getByRole('dialog', { name: 'Add Service' });
    await expect(serviceDialog.getByRole('textbox', { name: 'Service Name' })).toBeFocused();
    await page.keyboard.type(service);
    const type = serviceDialog.getByRole('combobox', { name: 'Service Type' });
    await tabTo(page, type);
    await chooseByTyping(page, type, 'Spine', 'Spine');
    await tabTo(page, serviceDialog.getByRole('button', { name: 'Add', exact: true }));
    await expectNotice(page, MSG.companyServices.added, () => page.keyboard.press('Enter'));
    await expect(serviceDialog).toBeHidden();
    await expect(addService).toBeFocused();
    await expect(services.getByRole('listitem').filter({ hasText: service })).toContainText('Spine');

    const renamed = `${service} Plus`;
    await tabTo(page, page.getByRole('button', { name: `Edit ${service}`, exact: true }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    const serviceName = edit.getByRole('textbox', { name: 'Service Name' });
    await expect(serviceName).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' Plus');
    await expect(serviceName).toHaveValue(renamed);
    await screenshot(page, 'keyboard-service-edit', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'keyboard-service-edit', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await expectNotice(page, MSG.companyServices.updated, () => page.keyboard.press('Enter'));
    await expect(edit).toBeHidden();
    await expect(services.getByText(renamed, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${renamed}`, exact: true })).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: `Delete ${renamed}`, exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Service' });
    await expect(confirm.getByText(MSG.companyServices.deleteConfirm, { exact: true })).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
    await expectNotice(page, MSG.companyServices.deleted, () => page.keyboard.press('Enter'));
    await expect(services.getByText(renamed, { exact: true })).toHaveCount(0);
    // Its row has gone: the focus stays in the content, not at the top of the page.
    await expect.poll(() => holdsFocus(page.getByRole('main'))).toBe(true);

    // CMS: a label changed and saved, then put back.
    await tabTo(page, tabs.getByRole('tab', { name: 'Services' }), { back: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tab', { name: 'CMS' })).toHaveAttribute('aria-selected', 'true');
    const caseNumber = page.getByRole('textbox', { name: 'Case Number', exact: true });
    const enableCaseNumber = page.getByRole('checkbox', { name: 'Enable Case Number' });
    // Off, the field takes no label: Space turns it on.
    await expect(caseNumber).toBeDisabled();
    try {
      await tabTo(page, enableCaseNumber, { back: true });
      await page.keyboard.press('Space');
      await expect(enableCaseNumber).toBeChecked();
      await tabTo(page, caseNumber, { back: true });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await expect(page.getByText(MSG.cms.labelRequired('Case Number'), { exact: true })).toBeVisible();
      await page.keyboard.type('Case No.');
      await tabTo(page, page.getByRole('button', { name: 'Save' }));
      await expectNotice(page, MSG.cms.updated, () => page.keyboard.press('Enter'));
      await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
      // The form shows what the server kept.
      await expect(caseNumber).toHaveValue('Case No.');
      await expect(enableCaseNumber).toBeChecked();
    } finally {
      await restoreLabels(page);
    }
  });

  test('an Account Admin adds, renames and deletes a department; the focus follows each dialog', async ({ page }) => {
    const name = `Keyboard Ward ${unique()}`;
    const renamed = `${name} West`;
    await openAs(page, DEMO.northAdmin.email, '/departments');
    const tiles = page.getByRole('list', { name: 'Departments' });
    await expect(tiles).toBeVisible();
    const tile = (n: string) => tiles.getByRole('listitem').filter({ hasText: n });

    const addButton = page.getByRole('button', { name: '+Add Department' });
    await tabTo(page, addButton);
    await page.keyboard.press('Enter');
    const addDialog = page.getByRole('dialog', { name: 'Add Department' });
    await expect(addDialog.getByRole('textbox', { name: 'Department Name' })).toBeFocused();
    await page.keyboard.type(name);
    await expectNotice(page, MSG.departments.added, () => page.keyboard.press('Enter'));
    await expect(addDialog).toBeHidden();
    await expect(tile(name)).toHaveCount(1);
    await expect(addButton).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: `Edit ${name}`, exact: true }));
    await page.keyboard.press('Enter');
    const editDialog = page.getByRole('dialog', { name: 'Edit Department' });
    await expect(editDialog.getByRole('textbox', { name: 'Department Name' })).toHaveValue(name);
    await page.keyboard.press('End');
    await page.keyboard.type(' West');
    await screenshot(page, 'keyboard-department-edit', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'keyboard-department-edit', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await expectNotice(page, MSG.departments.updated, () => page.keyboard.press('Enter'));
    await expect(editDialog).toBeHidden();
    await expect(tile(renamed)).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Edit ${renamed}`, exact: true })).toBeFocused();

    // Escape leaves the question unanswered, back on Delete; then Delete is confirmed.
    const deleteButton = page.getByRole('button', { name: `Delete ${renamed}`, exact: true });
    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Department' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await expectNotice(page, MSG.departments.deleted, () => page.keyboard.press('Enter'));
    await expect(confirm).toBeHidden();
    await expect(tile(renamed)).toHaveCount(0);
    // Its row has gone: the focus stays in the content, not at the top of the page.
    await expect.poll(() => holdsFocus(page.getByRole('main'))).toBe(true);
  });

  test('an Account Admin adds, edits and deletes a location; the focus follows each dialog', async ({ page }) => {
    test.slow();
    const name = `Keyboard Clinic ${unique()}`;
    await openAs(page, DEMO.southAdmin.email, '/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Locations' });
    await expect(table).toBeVisible();

    const addButton = page.getByRole('button', { name: 'Add Location' });
    await tabTo(page, addButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Location' });
    await expect(dialog).toBeVisible();
    await typeInto(page, field(dialog, 'Name'), name);
    // The address is picked from the suggestions with the arrows and Enter.
    const address = dialog.getByRole('combobox', { name: /Address/ });
    await tabTo(page, address);
    await page.keyboard.type('12 Oak St, Atlanta, GA 3030');
    const suggestion = page.getByRole('option', { name: /^12 Oak St, Atlanta, GA 30303/ });
    await expect(suggestion).toBeVisible();
    const id = await suggestion.getAttribute('id');
    for (let i = 0; i < 10 && (await address.getAttribute('aria-activedescendant')) !== id; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(address).toHaveValue('12 Oak St, Atlanta, GA 30303');
    await typeInto(page, field(dialog, 'Description'), 'Outpatient wing');
    await screenshot(page, 'keyboard-location-add', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'keyboard-location-add', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await tabTo(page, dialog.getByRole('button', { name: 'Add', exact: true }));
    await expectNotice(dialog, MSG.locations.added, () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();

    await typeInto(page, page.getByRole('textbox', { name: 'Search locations' }), name);
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Outpatient wing');
    await expect(table.getByRole('row')).toHaveCount(2);

    const editButton = row.getByRole('button', { name: `Edit ${name}` });
    await tabTo(page, editButton);
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Location' });
    await expect(field(edit, 'Name')).toHaveValue(name);
    await retype(page, field(edit, 'Description'), 'Outpatient wing, floor 2');
    await tabTo(page, edit.getByRole('button', { name: 'Update' }));
    await expectNotice(edit, MSG.locations.updated, () => page.keyboard.press('Enter'));
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Outpatient wing, floor 2');
    await expect(editButton).toBeFocused();

    // Delete first asks the server whether tasks use it; Escape answers the question with no.
    const deleteButton = row.getByRole('button', { name: `Delete ${name}` });
    await tabTo(page, deleteButton, { back: true });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Location' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm.getByText(MSG.locations.deleteConfirm, { exact: true })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await expectNotice(confirm, MSG.locations.deleted, () => page.keyboard.press('Enter'));
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No data found', { exact: true })).toBeVisible();
    // The row has gone: the focus is on the list, not at the top of the page.
    await expect(table).toBeFocused();
  });
});
