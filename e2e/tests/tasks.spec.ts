import { MSG, dayjs } from '@casecover/shared';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookTask } from '../fixtures/api';
import {
  expectNotice,
  DEMO,
  DESKTOP,
  PHONE,
  screenshot,
  pageAs,
  signInAs,
  typeDateTime,
  unique,
} from '../fixtures/app';

const ZONE = 'America/New_York';

/** A day and hour for new tasks: two days ahead, in the demo users' zone. */
function slot(hour = 9) {
  return dayjs().tz(ZONE).add(2, 'day').hour(hour).minute(0).second(0).millisecond(0);
}

async function openAddTask(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Task', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('tasks', () => {
  test('the Add Task dialog validates, books a MedVance task, and the task is found, edited and cancelled', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, DEMO.northAdmin.email);
    const dialog = await openAddTask(page);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Division' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: /^Service/ })).toBeDisabled();

    // Empty submit: every message under its field, nothing sent.
    await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
    for (const message of [
      MSG.tasks.companyRequired,
      MSG.tasks.departmentRequired(),
      MSG.tasks.serviceRequired(),
      MSG.tasks.datesRequired,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }

    // MedVance is large: Division becomes required; its labels rename and reveal the patient fields.
    await choose(page, dialog, 'Company', 'MedVance Surgical');
    await expect(dialog.getByRole('combobox', { name: /^Division/ })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: 'Patient Initials' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Case Number' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Patient Survey' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
    await expect(dialog.getByText(MSG.tasks.divisionAgain, { exact: true })).toBeVisible();

    await choose(page, dialog, 'Division', 'Cardiovascular');
    await choose(page, dialog, 'Department', 'Cardiology');
    await choose(page, dialog, 'Service', 'Pacemaker Implant');

    // A bad attendee address is refused; a good one becomes a chip.
    const attendees = dialog.getByRole('combobox', { name: 'Email IDs of External Attendees' });
    await attendees.fill('not-an-email');
    await attendees.press('Enter');
    await expect(dialog.getByText(MSG.tasks.attendeeEmail, { exact: true })).toBeVisible();
    await attendees.fill('or.nurse@example.org,');
    await expect(dialog.getByRole('button', { name: 'or.nurse@example.org' })).toBeVisible();
    await expect(dialog.getByText(MSG.tasks.attendeeEmail, { exact: true })).toHaveCount(0);

    // Picking a start sets the end one hour later.
    const start = slot(9);
    await typeDateTime(dialog, 'From Date & Time', start);
    await expect(dialog.getByRole('group', { name: 'From Date & Time' })).toContainText(
      start.format('MM-DD-YYYY hh:mm A'),
    );
    await expect(dialog.getByRole('group', { name: 'To Date & Time' })).toContainText(
      start.add(1, 'hour').format('MM-DD-YYYY hh:mm A'),
    );

    const caseNumber = `CASE-${unique()}`;
    await dialog.getByRole('textbox', { name: 'Patient Initials' }).fill('J. D.');
    await dialog.getByRole('textbox', { name: 'Case Number' }).fill(caseNumber);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Bring the loaner tray');
    await expectNotice(page, MSG.tasks.added, () =>
      dialog.getByRole('button', { name: 'Add Task', exact: true }).click(),
    );
    await expect(dialog).toBeHidden();

    // Found through the patient search, by case number.
    await page.getByRole('link', { name: 'Task', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await page.getByRole('button', { name: 'Patient Information' }).click();
    await expect(page.getByText(MSG.tasks.patientSearchHint, { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Patient Information' }).fill(caseNumber);
    await page.getByRole('combobox', { name: 'Search by' }).click();
    await page.getByRole('option', { name: 'Case Number' }).click();
    await expect(page).toHaveURL(/patientType=2/);
    const table = page.getByRole('table', { name: 'Tasks' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Pacemaker Implant');
    await expect(table.getByRole('row').nth(1)).toContainText(start.format('MM-DD-YYYY-hh:mm A'));
    await table.getByRole('link', { name: 'View Details' }).click();

    // The detail page.
    await expect(page).toHaveURL(/\/task\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tasks' }),
    ).toBeVisible();
    await expect(page.getByText('Unassigned', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Case Number' })).toHaveValue(caseNumber);
    await expect(page.getByRole('textbox', { name: 'Patient Initials' })).toHaveValue('J. D.');
    await expect(page.getByText('or.nurse@example.org')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' })).toContainText(MSG.tasks.noData);

    await expectNotice(page, MSG.tasks.updated, () => page.getByRole('switch', { name: 'Emergency' }).click());
    await expect(page.getByRole('switch', { name: 'Emergency' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Emergency' })).toBeVisible();

    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('x'.repeat(256));
    await page.getByRole('button', { name: 'Save Description' }).click();
    await expect(page.getByText(MSG.tasks.descriptionLength, { exact: true })).toBeVisible();
    await description.fill('Bring the loaner tray and the 5076 leads');
    await expectNotice(page, MSG.tasks.updated, () => page.getByRole('button', { name: 'Save Description' }).click());
    await expect(page.getByRole('button', { name: 'Save Description' })).toBeHidden();

    // Update Status offers only Cancelled or Completed; Update waits for a choice, with no error before one.
    await page.getByRole('button', { name: 'Update Status' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Update Status' });
    await expect(statusDialog.getByRole('radio')).toHaveCount(2);
    await expect(statusDialog.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(statusDialog.getByText(MSG.tasks.statusRequired)).toHaveCount(0);
    // The case is tomorrow: it cannot be completed yet, and the dialog says so before anything is sent.
    await statusDialog.getByRole('radio', { name: 'Completed' }).check();
    await expect(statusDialog.getByText(MSG.tasks.completeNotStarted)).toBeVisible();
    await expect(statusDialog.getByRole('button', { name: 'Update' })).toBeDisabled();
    await statusDialog.getByRole('radio', { name: 'Cancelled' }).check();
    await expect(statusDialog.getByText(MSG.tasks.cancelRule)).toBeVisible();
    await expect(statusDialog.getByRole('textbox', { name: 'Note' })).toBeVisible();
    await expect(statusDialog.getByRole('button', { name: 'Update' })).toBeEnabled();
    await statusDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(statusDialog).toBeHidden();

    // Cancel Task asks for a note, and the history shows it.
    await page.getByRole('button', { name: 'Cancel Task' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel Task' });
    await cancelDialog.getByRole('button', { name: 'Cancel Task' }).click();
    await expect(cancelDialog.getByText(MSG.tasks.cancelNoteRequired, { exact: true })).toBeVisible();
    await cancelDialog.getByRole('textbox', { name: 'Note' }).fill('Surgeon unavailable');
    await expectNotice(page, MSG.tasks.cancelled, () =>
      cancelDialog.getByRole('button', { name: 'Cancel Task' }).click(),
    );
    await expect(cancelDialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Update Status' })).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Emergency' })).toBeDisabled();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history).toContainText('Note: Surgeon unavailable');
    // Made an emergency, it was offered to the reps at once (Pending) before it was cancelled.
    await expect(history).toContainText('Unassigned → Pending');
    await expect(history).toContainText('Pending → Cancelled');
    await expect(history).toContainText('Normal → Emergency');
    await expect(history).toContainText(DEMO.northAdmin.name);
  });

  test('a scheduler\u2019s Department is preset and cannot be changed', async ({ page }) => {
    await signInAs(page, DEMO.northScheduler.email);
    const dialog = await openAddTask(page);
    const department = dialog.getByRole('combobox', { name: 'Department' });
    await expect(department).toHaveValue('Cardiology');
    await expect(department).toBeDisabled();
    await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
    await expect(dialog.getByText(MSG.tasks.companyRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(MSG.tasks.departmentRequired(), { exact: true })).toHaveCount(0);
    // No closing on a backdrop click; Escape closes.
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Reopened, it starts clean.
    const again = await openAddTask(page);
    await expect(again.getByText(MSG.tasks.companyRequired, { exact: true })).toHaveCount(0);
  });

  test('a manager offers, the rep accepts, checks in and completes, and the hospital sees the products', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAs(page, DEMO.northAdmin.email);
    const id = await bookTask(page, { department: 'Cardiology', start: slot(14), description: 'Life-cycle check' });

    const manager = await pageAs(browser, DEMO.manager.email, { path: `/task/${id}` });
    await expect(manager.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
    await expect(manager.getByRole('switch', { name: 'Emergency' })).toBeDisabled();
    await manager.getByRole('button', { name: 'Offer to rep' }).click();
    const offer = manager.getByRole('dialog', { name: 'Offer to rep' });
    await offer.getByRole('button', { name: 'Offer' }).click();
    await expect(offer.getByText(MSG.tasks.repRequired, { exact: true })).toBeVisible();
    await offer.getByRole('combobox', { name: 'Rep' }).click();
    await manager.getByRole('option', { name: new RegExp(`^${DEMO.rep.name}`) }).click();
    await expectNotice(manager, MSG.tasks.offered, () => offer.getByRole('button', { name: 'Offer' }).click());
    await expect(manager.getByText('Pending', { exact: true }).first()).toBeVisible();
    await manager.context().close();

    const rep = await pageAs(browser, DEMO.rep.email, { path: `/task/${id}` });
    await expectNotice(rep, MSG.tasks.accepted, () => rep.getByRole('button', { name: 'Accept' }).click());
    await expect(rep.getByRole('link', { name: DEMO.rep.email })).toHaveAttribute('href', `mailto:${DEMO.rep.email}`);
    await expectNotice(rep, MSG.tasks.checkedIn, () => rep.getByRole('button', { name: 'Check in' }).click());
    await rep.getByRole('button', { name: 'Complete', exact: true }).click();
    const complete = rep.getByRole('dialog', { name: 'Complete Task' });
    await complete.getByRole('textbox', { name: 'Product' }).fill('Pacing Lead 5076');
    await complete.getByRole('textbox', { name: 'Price' }).fill('1150.50');
    await complete.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await expect(complete.getByText('Total $2,301.00')).toBeVisible();
    await expectNotice(rep, MSG.tasks.completed, () =>
      complete.getByRole('button', { name: 'Complete', exact: true }).click(),
    );
    await expect(rep.getByText('Completed', { exact: true }).first()).toBeVisible();
    await rep.context().close();

    await page.goto(`/task/${id}`);
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    const products = page.getByRole('table', { name: 'Products' });
    await expect(products).toContainText('Pacing Lead 5076');
    await expect(products.getByRole('row').last()).toContainText('TOTAL');
    await expect(products.getByRole('row').last()).toContainText('$2,301.00');
    await expect(page.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Checked in');
  });

  test('the list keeps its filters in the URL and converts the date range', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    let body: Record<string, unknown> | null = null;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/task/taskList')) body = request.postDataJSON() as Record<string, unknown>;
    });
    await page.goto('/task?status=all&from=2026-03-08&to=2026-03-09&priority=emergency&size=25');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect.poll(() => body).not.toBeNull();
    expect(body).toMatchObject({
      taskStatus: 'all',
      emergency: 'emergency',
      pagesize: 25,
      // Whole days in New York, 00:00 EST on the 8th up to 00:00 EDT on the 10th.
      startDate: '2026-03-08T05:00:00.000Z',
      endDate: '2026-03-10T03:59:59.999Z',
    });
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('All');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page).toHaveURL(/from=2026-03-08/);
  });

  test('an unknown task shows the not-found page', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await page.goto('/task/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeVisible();
  });

  test('the list, the detail page and the Add Task dialog have no serious accessibility violations', async ({
    page,
  }) => {
    const violations = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    };
    await signInAs(page, DEMO.northAdmin.email);
    await page.goto('/task');
    await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1)).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1).click();
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    expect(await violations()).toEqual([]);
    const dialog = await openAddTask(page);
    await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
    await expect(dialog.getByText(MSG.tasks.companyRequired, { exact: true })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`task screens at ${kind} width`, () => {
    test.use({ viewport });

    test('dialog, list and detail', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);
      const dialog = await openAddTask(page);
      await choose(page, dialog, 'Company', 'MedVance Surgical');
      await expect(dialog.getByRole('textbox', { name: 'Patient Initials' })).toBeVisible();
      await screenshot(page, 'add-task', { fullPage: false });
      await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
      await expect(dialog.getByText(MSG.tasks.divisionAgain, { exact: true })).toBeVisible();
      await screenshot(page, 'add-task-errors', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/task');
      await expect(page.getByText('1–10 of', { exact: false })).toBeVisible();
      await screenshot(page, 'tasks');

      // Past the server's count cap the pager gives a floor and keeps Next on.
      await page.goto('/task?status=all');
      await expect(page.getByText('1–10 of more than 200')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
      await screenshot(page, 'tasks-all');

      await page.goto('/task?status=completed');
      // Wait for a loaded row (not a loading placeholder), then open it.
      const completed =
        kind === 'phone'
          ? page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: 'Completed' })
          : page.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: 'Completed' });
      await completed.first().click();
      await expect(page).toHaveURL(/\/task\/[^/?]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
      await screenshot(page, 'task-detail');
    });

    test('the Add Task dialog with the hospital\u2019s location setting on', async ({ page }) => {
      // No screen turns the setting on yet, so the session says it is on.
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
      const dialog = await openAddTask(page);
      await dialog.getByRole('button', { name: 'Add Task', exact: true }).click();
      await expect(dialog.getByText(MSG.tasks.locationRequired, { exact: true })).toBeVisible();
      await choose(page, dialog, 'Location', 'Northside Heart Institute');
      await screenshot(page, 'add-task-location', { fullPage: false });
    });
  });
}
