import AxeBuilder from '@axe-core/playwright';
import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { bookTask, sessionToken } from '../fixtures/api';
import { DEMO, PHONE, expectNotice, openAs, pageAs, pageScreenshot, screenshot, unique } from '../fixtures/app';

/** MedVance's Company Admin: he edits its services and labels. */
const COMPANY_ADMIN = 'admin@medvance.test';

/** MedVance's labels as seeded; the CMS test puts them back when it ends. */
const SEEDED_LABELS = [
  { value: 'patientName', label: 'Patient Initials', checked: true, isEdited: true },
  { value: 'caseNumber', label: 'Case Number', checked: true, isEdited: false },
  { value: 'patientSurvey', label: 'Patient Survey', checked: false, isEdited: false },
];
/**
 * The label the test gives Case Number. Other specs find the field by "Case Number" as a part of
 * its name, so they still find it while this test runs beside them.
 */
const NEW_CASE_LABEL = 'Case Number / MRN';

test.describe.configure({ mode: 'parallel' });

/** Opens MedVance's details from the Companies list and the named tab. */
async function openMedVanceTab(page: Page, tab: 'Services' | 'CMS') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('link', { name: 'View Details of MedVance Surgical' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MedVance Surgical' })).toBeVisible();
  await page.getByRole('tablist', { name: 'Company sections' }).getByRole('tab', { name: tab }).click();
}

test('the Company Admin adds, edits and deletes a service, with the confirmation and the notices', async ({ page }) => {
  await openAs(page, COMPANY_ADMIN, '/dashboard');
  await openMedVanceTab(page, 'Services');
  const services = page.getByRole('list', { name: 'Services' });
  await expect(services.getByText('Pacemaker Implant', { exact: true })).toBeVisible();

  const name = `Lead Extraction ${unique()}`;
  await page.getByRole('button', { name: 'Add Service' }).click();
  const add = page.getByRole('dialog', { name: 'Add Service' });
  await expect(add.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await add.getByRole('textbox', { name: 'Service Name' }).fill(name);
  await add.getByRole('combobox', { name: 'Service Type' }).fill('Cardiac');
  await page.getByRole('option', { name: 'Cardiac Rhythm', exact: true }).click();
  await expect(add.getByRole('combobox', { name: /^Division/ })).toBeVisible();
  await screenshot(page, 'service-add', { fullPage: false });
  await expectNotice(page, MSG.companyServices.added, () =>
    add.getByRole('button', { name: 'Add', exact: true }).click(),
  );
  await expect(add).toBeHidden();
  const row = services.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Cardiac Rhythm');

  // Edit: a new name, and a type the company did not have, added from the picker.
  const renamed = `${name} (laser)`;
  const newType = `Lead Management ${unique()}`;
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByRole('textbox', { name: 'Service Name' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Service Name' }).fill(renamed);
  await edit.getByRole('combobox', { name: 'Service Type' }).fill(newType);
  await page.getByRole('option', { name: `Add \u201c${newType}\u201d as a new type` }).click();
  await expect(edit.getByRole('combobox', { name: 'Service Type' })).toHaveValue(newType);
  await expectNotice(page, MSG.companyServices.updated, () =>
    edit.getByRole('button', { name: 'Update', exact: true }).click(),
  );
  await expect(services.getByRole('listitem').filter({ hasText: renamed })).toContainText(newType);
  await pageScreenshot(page, 'company-services');

  await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Service' });
  await expect(confirm.getByText(MSG.companyServices.deleteConfirm, { exact: true })).toBeVisible();
  await screenshot(page, 'service-delete', { fullPage: false });
  await expectNotice(page, MSG.companyServices.deleted, () =>
    confirm.getByRole('button', { name: 'Delete', exact: true }).click(),
  );
  await expect(services.getByText(renamed, { exact: true })).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await expect(services.getByText('Pacemaker Implant', { exact: true })).toBeVisible();
  await pageScreenshot(page, 'company-services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await add.getByRole('textbox', { name: 'Service Name' }).fill('x'.repeat(101));
  await expect(add.getByText(MSG.companyServices.nameLength, { exact: true })).toBeVisible();
  await screenshot(page, 'service-add', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
});

test('a hospital user reads the services and labels without the editing controls', async ({ page }) => {
  await openAs(page, DEMO.northScheduler.email, '/dashboard');
  await openMedVanceTab(page, 'Services');
  await expect(page.getByRole('list', { name: 'Services' }).getByText('ICD Implant', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await page.getByRole('tab', { name: 'CMS' }).click();
  await expect(page.getByRole('textbox', { name: 'Patient Name' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Enable Patient Name' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('the Services and CMS tabs and the service dialog have no serious or critical accessibility violations', async ({
  page,
}) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  await openAs(page, COMPANY_ADMIN, '/dashboard');
  await openMedVanceTab(page, 'Services');
  await expect(page.getByRole('list', { name: 'Services' }).getByText('Pacemaker Implant')).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Add Service' }).click();
  const add = page.getByRole('dialog', { name: 'Add Service' });
  await add.getByRole('textbox', { name: 'Service Name' }).fill(' ');
  await expect(add.getByText(MSG.companyServices.nameRequired, { exact: true })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await page.getByRole('tab', { name: 'CMS' }).click();
  await expect(page.getByRole('textbox', { name: 'Patient Name' })).toHaveValue('Patient Initials');
  expect(await serious()).toEqual([]);
});

test('CMS labels saved by the Company Admin show at once in task detail and in a scheduler\u2019s Add Task', async ({
  page,
  browser,
  request,
}) => {
  const taskId = await bookTask(request, {
    as: DEMO.northAdmin.email,
    department: 'Radiology',
    start: dayjs().add(21, 'day').startOf('hour'),
  });
  try {
    // The admin reads a task first, so its labels are in his app's cache before he changes them.
    await openAs(page, COMPANY_ADMIN, `/task/${taskId}`);
    const patientSection = page.getByRole('region', { name: 'Patient Information' });
    await expect(patientSection.getByText('Case Number', { exact: true })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { e2eSameApp: true }));

    await openMedVanceTab(page, 'CMS');
    const companyUrl = page.url();
    const caseNumber = page.getByRole('textbox', { name: 'Case Number', exact: true });
    await expect(caseNumber).toHaveValue('Case Number');
    // A field that is off takes no label.
    await expect(page.getByRole('checkbox', { name: 'Enable Patient Survey' })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Patient Survey', exact: true })).toBeDisabled();
    await caseNumber.fill('');
    await expect(page.getByText(MSG.cms.labelRequired('Case Number'), { exact: true })).toBeVisible();
    await caseNumber.fill(NEW_CASE_LABEL);
    await expect(page.getByText(`${NEW_CASE_LABEL.length}/50`, { exact: true })).toBeVisible();
    await pageScreenshot(page, 'company-cms');
    await expectNotice(page, MSG.cms.updated, () => page.getByRole('button', { name: 'Save' }).click());

    // Back to the task inside the same app (no reload): the new label is there.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/task/${taskId}$`));
    await expect(patientSection.getByText(NEW_CASE_LABEL, { exact: true })).toBeVisible();
    await expect(patientSection.getByText('Case Number', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => 'e2eSameApp' in window)).toBe(true);
    await page.setViewportSize(PHONE);
    await page.goto(companyUrl);
    await page.getByRole('tab', { name: 'CMS' }).click();
    await expect(page.getByRole('textbox', { name: 'Case Number', exact: true })).toHaveValue(NEW_CASE_LABEL);
    await pageScreenshot(page, 'company-cms');

    // A Northside scheduler books with MedVance and sees the label in Add Task.
    const scheduler = await pageAs(browser, DEMO.northScheduler.email);
    await scheduler.getByRole('button', { name: 'Task', exact: true }).click();
    const dialog = scheduler.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('combobox', { name: 'Company' }).click();
    await scheduler.getByRole('option', { name: 'MedVance Surgical' }).click();
    await expect(dialog.getByRole('textbox', { name: NEW_CASE_LABEL, exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Patient Initials', exact: true })).toBeVisible();
    await scheduler.context().close();
  } finally {
    const companies = await request.post('/api/task/companyFilter', {
      headers: { Authorization: `Bearer ${sessionToken(DEMO.northAdmin.email)}` },
      data: { search: 'MedVance' },
    });
    const medvance = ((await companies.json()) as { data: { _id: string }[] }).data[0]?._id ?? '';
    const restored = await request.post(`/api/task/cms/${medvance}`, {
      headers: { Authorization: `Bearer ${sessionToken(COMPANY_ADMIN)}` },
      data: { cmsData: SEEDED_LABELS },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
