import { MSG } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, PHONE, expectNotice, field, screenshot, signInAs, storedToken, unique } from '../fixtures/app';

// Everything here happens in Southside Hospital, which the other specs only sign in to, so the
// new locations and the Task Location switch do not change what they see.
const ADMIN = DEMO.southAdmin.email;
const MMM_DATE = /^[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2} [AP]M$/;

async function openLocations(page: Page): Promise<void> {
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Locations' }).or(page.getByRole('list', { name: 'Locations' })),
  ).toBeVisible();
}

async function search(page: Page, value: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search locations' }).fill(value);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(value).replace(/%20/g, '\\+')}`));
}

async function apiAs(page: Page) {
  const headers = { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` };
  return {
    async get<T>(path: string): Promise<T> {
      const res = await page.request.get(`/api/task${path}`, { headers });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as T;
    },
    async put(path: string, data: Record<string, unknown>): Promise<void> {
      const res = await page.request.put(`/api/task${path}`, { headers, data });
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

/** A demo location of Southside that open tasks still use, and those tasks. */
async function locationInUse(page: Page) {
  const api = await apiAs(page);
  const { data } = await api.get<{ data: { _id: string; name: string }[] }>('/location/get_locations?pageSize=100');
  for (const location of data) {
    const check = await api.get<{ canDelete: boolean; data: { taskName: string }[] }>(
      `/location/check_associated_tasks?location_id=${location._id}`,
    );
    if (!check.canDelete) return { location, tasks: check.data };
  }
  throw new Error('no Southside location with open tasks in the demo data');
}

function firstCombobox(dialog: Locator): Locator {
  return dialog.getByRole('combobox').first();
}

test.describe('Locations', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an admin adds a location through the address autocomplete, views it, edits with no change, and deletes it', async ({
    page,
  }) => {
    const name = `Riverside Clinic ${unique()}`;
    await signInAs(page, ADMIN);
    await openLocations(page);

    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Location' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText(MSG.locations.nameRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(MSG.locations.addressRequired, { exact: true })).toBeVisible();

    await field(dialog, 'Name').fill(name);
    // Typed text that is not picked from the list cannot be placed.
    const address = dialog.getByRole('combobox', { name: /Address/ });
    await address.fill('Somewhere unknown');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText(MSG.locations.addressInvalid, { exact: true })).toBeVisible();

    await address.fill('12 Oak St, Atlanta, GA 3030');
    await page.getByRole('option', { name: /^12 Oak St, Atlanta, GA 30303/ }).click();
    await expect(address).toHaveValue('12 Oak St, Atlanta, GA 30303');
    await field(dialog, 'Description').fill('Outpatient wing');
    await screenshot(page, 'locations-add', { fullPage: false });
    await expectNotice(dialog, MSG.locations.added, () =>
      dialog.getByRole('button', { name: 'Add', exact: true }).click(),
    );
    // It closes by itself (after 2 s) and the list reloads.
    await expect(dialog).toBeHidden();
    await search(page, name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('12 Oak St, Atlanta, GA 30303');
    await expect(row).toContainText('Outpatient wing');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Location' });
    await expect(field(edit, 'Name')).toHaveValue(name);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit.getByText(MSG.locations.noChanges, { exact: true })).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    await row.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Location Details' });
    await expect(details.getByRole('img', { name: `Map of ${name}` })).toBeVisible();
    await expect(details).toContainText('30303');
    await screenshot(page, 'locations-details', { fullPage: false });
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Location' });
    await expect(confirm.getByText(MSG.locations.deleteConfirm, { exact: true })).toBeVisible();
    await expectNotice(confirm, MSG.locations.deleted, () => confirm.getByRole('button', { name: 'Delete' }).click());
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No data found', { exact: true })).toBeVisible();
  });

  test('delete is refused while open tasks use the location, listing them', async ({ page }) => {
    await signInAs(page, ADMIN);
    const { location, tasks } = await locationInUse(page);
    await openLocations(page);
    await search(page, location.name);
    await page.getByRole('button', { name: `Delete ${location.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Associated Tasks' });
    await expect(dialog.getByText(MSG.locations.inUseText)).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Associated tasks' });
    await expect(table.getByRole('columnheader')).toHaveText(['#', 'NAME', 'START DATE', 'END DATE', 'STATUS']);
    await expect(table.getByRole('row')).toHaveCount(tasks.length + 1);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').nth(1)).toHaveText(tasks[0]?.taskName ?? '');
    await expect(first.getByRole('cell').nth(2)).toHaveText(MMM_DATE);
    await expect(page.getByRole('dialog', { name: 'Delete Location' })).toHaveCount(0);
    await screenshot(page, 'locations-associated-tasks', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(location.name) })).toBeVisible();
  });

  test('the switch stores the setting and flips the Add Task layout at once', async ({ page }) => {
    await signInAs(page, ADMIN);
    const api = await apiAs(page);
    try {
      await openLocations(page);
      const toggle = page.getByRole('switch', { name: 'Task location' });
      await expect(toggle).not.toBeChecked();
      await screenshot(page, 'locations');

      await expectNotice(page, MSG.locations.toggled, () => toggle.click());
      await expect(toggle).toBeChecked();
      await page.getByRole('button', { name: 'Task', exact: true }).click();
      let addTask = page.getByRole('dialog', { name: 'Add Task' });
      // On: Location leads the form, and is required.
      await expect(firstCombobox(addTask)).toHaveAccessibleName(/^Location/);
      await addTask.getByRole('button', { name: 'Close' }).click();
      await expect(addTask).toBeHidden();

      await expectNotice(page, MSG.locations.toggled, () => toggle.click());
      await expect(toggle).not.toBeChecked();
      await page.getByRole('button', { name: 'Task', exact: true }).click();
      addTask = page.getByRole('dialog', { name: 'Add Task' });
      await expect(firstCombobox(addTask)).toHaveAccessibleName(/^Company/);
      await addTask.getByRole('button', { name: 'Close' }).click();

      // The stored flag is what the screen starts from.
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Task location' })).not.toBeChecked();
    } finally {
      await api.put('/location/toggle_status', { status: false });
    }
  });

  test('a Master Scheduler reads the list without the admin\u2019s controls', async ({ page }) => {
    await signInAs(page, DEMO.northMaster.email);
    await openLocations(page);
    await expect(page.getByRole('button', { name: 'Add Location' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Task location' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^View details of / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the list shows cards and the add dialog fits', async ({ page }) => {
      await signInAs(page, ADMIN);
      await openLocations(page);
      await expect(page.getByRole('list', { name: 'Locations' })).toBeVisible();
      await screenshot(page, 'locations');
      await page.getByRole('button', { name: 'Add Location' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Location' });
      await dialog.getByRole('combobox', { name: /Address/ }).fill('Atlanta');
      await expect(page.getByRole('option').first()).toBeVisible();
      await screenshot(page, 'locations-add', { fullPage: false });
    });
  });
});
