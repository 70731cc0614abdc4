import { dayjs } from '@casecover/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  PHONE,
  bookRadiologyTask,
  pageAs,
  pageScreenshot,
  signInAs,
  storedToken,
} from '../fixtures/app';
import { liveAs } from '../fixtures/realtime';

const ZONE = 'America/New_York';

/**
 * Books a MedVance Pacemaker Implant task in Radiology starting within the next few hours, as the
 * signed-in hospital user: the Pending panel lists the 50 soonest open tasks, so a task this soon
 * is among them.
 */
async function bookSoon(page: Page): Promise<{ id: string; start: dayjs.Dayjs }> {
  const start = dayjs().tz(ZONE).add(2, 'hour').startOf('hour');
  return { id: await bookRadiologyTask(page, { start, description: 'Pending panel check' }), start };
}

function pendingPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Pending' });
}

function pendingItem(page: Page, id: string): Locator {
  return pendingPanel(page).locator(`a[href="/task/${id}"]`);
}

async function expectTaskPage(page: Page, id: string, start: dayjs.Dayjs): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/task/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await expect(schedule).toContainText(start.format('MM-DD-YYYY-hh:mm A'));
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Radiology');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Created the task');
}

test.describe('dashboard Pending panel', () => {
  test('clicking a pending task opens its detail page', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const { id, start } = await bookSoon(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const item = pendingItem(page, id);
    await expect(item).toBeVisible();
    await expect(item).toContainText('Pacemaker Implant');
    await expect(item).toContainText('MedVance Surgical');
    await expect(item).toContainText('Unassigned');
    await item.click();
    await expectTaskPage(page, id, start);

    // Back on the dashboard the item is still there and opens the same page again.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard/);
    await pendingItem(page, id).click();
    await expectTaskPage(page, id, start);
  });

  test('the item opens its task with the panel narrowed to its department', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    const { id, start } = await bookSoon(page);
    await page.reload();
    const filter = page.getByRole('combobox', { name: 'Department' });
    await filter.click();
    await page.getByRole('option', { name: 'Orthopedics', exact: true }).click();
    await expect(filter).toHaveText('Orthopedics');
    await expect(page).toHaveURL(/department=/);
    await expect(pendingPanel(page).getByText(/\d+ upcoming/)).toBeVisible();
    await expect(pendingItem(page, id)).toHaveCount(0);
    await filter.click();
    await page.getByRole('option', { name: 'Radiology', exact: true }).click();
    await expect(filter).toHaveText('Radiology');
    await pendingItem(page, id).click();
    await expectTaskPage(page, id, start);
  });
});

test.describe('a rep\u2019s Pending panel', () => {
  test('shows a new offer as it arrives, without a reload', async ({ browser }) => {
    const [admin, manager, rep] = await Promise.all([
      pageAs(browser, DEMO.northAdmin.email),
      pageAs(browser, DEMO.manager.email),
      liveAs(browser, DEMO.rep.email),
    ]);
    await expect(pendingPanel(rep).getByText(/\d+\+? upcoming/)).toBeVisible();
    const { id } = await bookSoon(admin);
    await expect(pendingItem(rep, id)).toHaveCount(0);

    const headers = { Authorization: `Bearer ${(await storedToken(manager)) ?? ''}` };
    const reps = await manager.request.get('/api/task/reps', { headers });
    expect(reps.ok(), await reps.text()).toBe(true);
    const repId = ((await reps.json()) as { data: { _id: string; name: string }[] }).data.find(
      (r) => r.name === DEMO.rep.name,
    )?._id;
    expect(repId).toBeTruthy();
    const offer = await manager.request.post('/api/task/task/offer', { headers, data: { task_id: id, repId } });
    expect(offer.ok(), await offer.text()).toBe(true);

    // The bell's count event brings the panel up to date too.
    await expect(pendingItem(rep, id)).toBeVisible();
    await expect(pendingItem(rep, id)).toContainText('Pending');
    await Promise.all([admin, manager, rep].map((p) => p.context().close()));
  });
});

for (const [kind, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`dashboard Pending panel at ${kind} width`, () => {
    test.use({ viewport });

    test('a pending item and the page it opens', async ({ page }) => {
      await signInAs(page, DEMO.northAdmin.email);
      const { id, start } = await bookSoon(page);
      await page.reload();
      const item = pendingItem(page, id);
      await expect(item).toBeVisible();
      await pageScreenshot(page, 'dashboard-pending');
      await item.click();
      await expectTaskPage(page, id, start);
      await pageScreenshot(page, 'dashboard-pending-opened');
    });
  });
}
