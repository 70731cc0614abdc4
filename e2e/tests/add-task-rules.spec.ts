import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNotice, DEMO, DESKTOP, PHONE, screenshot, signInAs, typeDateTime, unique } from '../fixtures/app';

const ZONE = 'America/New_York';

/** A day and hour some days ahead, in the demo users' zone (booked tasks go on day 7, which other specs leave alone). */
function slot(hour: number, daysAhead = 2) {
  return dayjs().tz(ZONE).add(daysAhead, 'day').hour(hour).minute(0).second(0).millisecond(0);
}

async function openAddTask(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Task', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function combo(scope: Locator, label: string | RegExp): Locator {
  return scope.getByRole('combobox', { name: label });
}

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  await combo(scope, label).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The read-only date field's helper text, tied to it by aria-describedby on its group. */
function dateField(scope: Locator, label: string): Locator {
  return scope.getByRole('group', { name: label });
}

/** The hospital's task-location setting, on: no screen turns it on yet, so the session says it is. */
async function signInWithLocations(page: Page): Promise<void> {
  await page.route('**/api/login/session', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...json, data: { ...json.data, task_location: true } } });
  });
  await signInAs(page, DEMO.northAdmin.email);
  await page.evaluate(() => {
    for (const store of [window.localStorage, window.sessionStorage]) {
      const raw = store.getItem('userData');
      if (raw) store.setItem('userData', JSON.stringify({ ...JSON.parse(raw), task_location: true }));
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('Add Task dialog rules', () => {
  test('an end before the start, and a long description, are refused on submit', async ({ page }) => {
    // Each step of these rules (the live wording, 255 characters, clearing) is a component test:
    // apps/web/src/features/tasks/components/add-task-form-rules.test.tsx.
    await signInAs(page, DEMO.northAdmin.email);
    const dialog = await openAddTask(page);
    const start = slot(9);
    await typeDateTime(dialog, 'From Date & Time', start);
    await expect(dateField(dialog, 'To Date & Time')).toContainText(start.add(1, 'hour').format('MM-DD-YYYY hh:mm A'));
    await typeDateTime(dialog, 'To Date & Time', start.subtract(1, 'hour'));
    await expect(dialog.getByText(MSG.tasks.endAfterStartLive, { exact: true })).toBeVisible();

    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.fill('d'.repeat(256));
    await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
    await expect(dialog.getByText(MSG.tasks.endAfterStart, { exact: true })).toBeVisible();
    await expect(dialog.getByText(MSG.tasks.descriptionLength, { exact: true })).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByText(MSG.tasks.endAfterStart, { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'add-task-date-errors', { fullPage: false });
  });

  test('picking another company clears the service and the division', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const dialog = await openAddTask(page);
    await choose(page, dialog, 'Company', 'MedVance Surgical');
    await choose(page, dialog, 'Division', 'Cardiovascular');
    await choose(page, dialog, /^Service/, 'Pacemaker Implant');
    await expect(combo(dialog, /^Service/)).toHaveValue('Pacemaker Implant');

    await choose(page, dialog, 'Company', 'CardioPoint Medical');
    await expect(combo(dialog, 'Company')).toHaveValue('CardioPoint Medical');
    await expect(combo(dialog, /^Service/)).toHaveValue('');
    await expect(combo(dialog, /^Service/)).toBeEnabled();
    // CardioPoint is small: no division.
    await expect(combo(dialog, 'Division')).toHaveValue('');
    await expect(combo(dialog, 'Division')).toBeDisabled();

    // The new company's services are offered, not the old one's.
    await combo(dialog, /^Service/).click();
    await expect(page.getByRole('option', { name: 'Cardiac Ablation' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Pacemaker Implant' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Cardiac Ablation' }).click();
    await expect(combo(dialog, /^Service/)).toHaveValue('Cardiac Ablation');

    // Submitted without dates: the service is no longer missing.
    await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
    await expect(dialog.getByText(MSG.tasks.datesRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(MSG.tasks.serviceRequired(), { exact: true })).toHaveCount(0);
  });

  test('with locations on, picking a location resets the choices, and a task books with it', async ({ page }) => {
    await signInWithLocations(page);
    const dialog = await openAddTask(page);
    await choose(page, dialog, 'Location', 'Northside Main Campus');
    await choose(page, dialog, 'Department', 'Radiology');
    await choose(page, dialog, 'Company', 'MedVance Surgical');
    await choose(page, dialog, 'Division', 'Cardiovascular');
    await choose(page, dialog, /^Service/, 'Pacemaker Implant');

    // Another location: company, department, service and division all go.
    await choose(page, dialog, 'Location', 'Northside Heart Institute');
    await expect(combo(dialog, 'Location')).toHaveValue('Northside Heart Institute');
    for (const label of ['Company', 'Department', /^Service/, 'Division'] as const) {
      await expect(combo(dialog, label)).toHaveValue('');
    }
    await expect(combo(dialog, /^Service/)).toBeDisabled();
    await expect(combo(dialog, 'Division')).toBeDisabled();

    // Book it at the new location.
    await choose(page, dialog, 'Department', 'Radiology');
    await choose(page, dialog, 'Company', 'MedVance Surgical');
    await choose(page, dialog, 'Division', 'Cardiovascular');
    await choose(page, dialog, /^Service/, 'Pacemaker Implant');
    const start = slot(11, 7);
    await typeDateTime(dialog, 'From Date & Time', start);
    const caseNumber = `LOC-${unique()}`;
    await dialog.getByRole('textbox', { name: 'Case Number' }).fill(caseNumber);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Booked at the Heart Institute');
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/task/addTask');
    await expectNotice(page, MSG.tasks.added, () =>
      dialog.getByRole('button', { name: 'Add Task', exact: true }).click(),
    );
    await expect(dialog).toBeHidden();
    const { data } = (await (await added).json()) as { data: { _id: string } };

    // The detail shows the location (finding a task in the list is the tasks journey's).
    await page.goto(`/task/${data._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    await expect(page.getByText('Northside Heart Institute')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Case Number' })).toHaveValue(caseNumber);
  });
});

for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`Add Task rules at ${kind} width`, () => {
    test.use({ viewport });

    test('a location chosen', async ({ page }) => {
      await signInWithLocations(page);
      const dialog = await openAddTask(page);
      await choose(page, dialog, 'Location', 'Northside Heart Institute');
      await choose(page, dialog, 'Department', 'Radiology');
      await choose(page, dialog, 'Company', 'MedVance Surgical');
      await expect(combo(dialog, 'Division')).toBeEnabled();
      await screenshot(page, 'add-task-location-chosen', { fullPage: false });
    });
  });
}
