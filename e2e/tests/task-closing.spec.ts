import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  PHONE,
  bookRadiologyTask,
  expectNotice,
  pageAs,
  screenshot,
  signInAs,
  storedToken,
} from '../fixtures/app';

const WIDE = { width: 1440, height: 900 } as const;

async function openTask(page: Page, id: string) {
  await page.goto(`/task/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
}

/** One of the hospital's uncovered tasks, through the API as the signed-in user. */
async function anUncoveredTask(page: Page, index: number): Promise<string> {
  const res = await page.request.post('/api/task/taskList', {
    headers: { Authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
    data: { taskStatus: 'uncovered', pagesize: 10 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const list = ((await res.json()) as { list: { _id: string }[] }).list;
  const first = list[index];
  if (!first) throw new Error('the demo hospital has no uncovered task');
  return first._id;
}

for (const [kind, viewport] of [
  ['desktop', WIDE],
  ['phone', PHONE],
] as const) {
  test.describe(`closing a task at ${kind} width`, () => {
    test.use({ viewport });

    test('a case logged after it happened is completed without a vendor, with the reason in its history', async ({
      page,
    }) => {
      test.slow();
      await signInAs(page, DEMO.northAdmin.email);
      const start = dayjs().tz('America/New_York').subtract(2, 'hour').startOf('minute');
      const id = await bookRadiologyTask(page, { start, description: `Logged after the case (${kind})` });
      await openTask(page, id);
      await expect(page.getByText('Unassigned', { exact: true }).first()).toBeVisible();

      await page.getByRole('button', { name: 'Update Status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Status' });
      await expect(dialog.getByText(MSG.tasks.statusRequired)).toHaveCount(0);
      await dialog.getByRole('radio', { name: 'Completed' }).check();
      await expect(dialog.getByText(MSG.tasks.completeWithoutVendorRule)).toBeVisible();
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog.getByText(MSG.tasks.completeReasonRequired, { exact: true })).toBeVisible();
      await screenshot(page, 'task-closing-reason', { fullPage: false });
      await dialog
        .getByRole('textbox', { name: 'Reason for completing without a vendor' })
        .fill('Hospital stock covered the case');
      await expectNotice(page, MSG.tasks.statusUpdated, () => dialog.getByRole('button', { name: 'Update' }).click());
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
      const history = page.getByRole('list', { name: 'History' });
      await expect(history).toContainText('Unassigned → Completed');
      await expect(history).toContainText('Note: Hospital stock covered the case');
      await screenshot(page, 'task-closing-completed');
    });

    test('the Account Admin reopens an uncovered task with a note; a Master Scheduler cannot', async ({
      page,
      browser,
    }) => {
      test.slow();
      await signInAs(page, DEMO.northAdmin.email);
      const id = await anUncoveredTask(page, kind === 'desktop' ? 0 : 1);

      const master = await pageAs(browser, DEMO.northMaster.email, { path: `/task/${id}` });
      await expect(master.getByText('Uncovered', { exact: true }).first()).toBeVisible();
      await expect(master.getByRole('button', { name: 'Reopen Task' })).toHaveCount(0);
      await master.context().close();

      await page.goto(`/task/${id}`);
      await expect(page.getByText('Uncovered', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
      await screenshot(page, 'task-closing-uncovered');
      await page.getByRole('button', { name: 'Reopen Task' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reopen Task' });
      await expect(dialog).toContainText(MSG.tasks.reopenRule);
      await dialog.getByRole('button', { name: 'Reopen Task' }).click();
      await expect(dialog.getByText(MSG.tasks.reopenNoteRequired, { exact: true })).toBeVisible();
      await screenshot(page, 'task-closing-reopen', { fullPage: false });
      await dialog.getByRole('textbox', { name: 'Note' }).fill('The rep covered it; the offer was never answered');
      await expectNotice(page, MSG.tasks.reopened, () => dialog.getByRole('button', { name: 'Reopen Task' }).click());
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Unassigned', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Update Status' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'History' })).toContainText(
        'Note: The rep covered it; the offer was never answered',
      );

      // Reopened after its start, it is a record of the case: the hospital can complete it now.
      await page.getByRole('button', { name: 'Update Status' }).click();
      const status = page.getByRole('dialog', { name: 'Update Status' });
      await status.getByRole('radio', { name: 'Completed' }).check();
      await expect(status.getByText(MSG.tasks.completeWithoutVendorRule)).toBeVisible();
      await screenshot(page, 'task-closing-update-status', { fullPage: false });
      await status.getByRole('button', { name: 'Cancel' }).click();
      await expect(status).toBeHidden();
    });
  });
}

test('a case logged after it happened is covered by the rep, who completes it with its products', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page, DEMO.northAdmin.email);
  const start = dayjs().tz('America/New_York').subtract(3, 'hour').startOf('minute');
  const id = await bookRadiologyTask(page, { start, description: 'Logged after the case, rep on it' });

  // The vendor side's offer and acceptance, through the API as those users.
  const manager = await pageAs(browser, DEMO.manager.email);
  const managerAuth = { Authorization: `Bearer ${(await storedToken(manager)) ?? ''}` };
  const reps = await manager.request.get('/api/task/reps', { headers: managerAuth });
  const repId = ((await reps.json()) as { data: { _id: string; name: string }[] }).data.find(
    (r) => r.name === DEMO.rep.name,
  )?._id;
  const offer = await manager.request.post('/api/task/task/offer', {
    headers: managerAuth,
    data: { task_id: id, repId },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  await manager.context().close();

  const rep = await pageAs(browser, DEMO.rep.email, { path: `/task/${id}` });
  await expect(rep.getByRole('heading', { level: 1, name: 'Pacemaker Implant' })).toBeVisible();
  await expectNotice(rep, MSG.tasks.accepted, () => rep.getByRole('button', { name: 'Accept' }).click());
  await expectNotice(rep, MSG.tasks.checkedIn, () => rep.getByRole('button', { name: 'Check in' }).click());
  await rep.getByRole('button', { name: 'Complete', exact: true }).click();
  const complete = rep.getByRole('dialog', { name: 'Complete Task' });
  await complete.getByRole('textbox', { name: 'Product' }).fill('Bone Cement 40g');
  await complete.getByRole('textbox', { name: 'Price' }).fill('95');
  await complete.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expectNotice(rep, MSG.tasks.completed, () =>
    complete.getByRole('button', { name: 'Complete', exact: true }).click(),
  );
  await rep.context().close();

  await openTask(page, id);
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' })).toContainText('Bone Cement 40g');
  await expect(page.getByRole('link', { name: DEMO.rep.email })).toBeVisible();
});
