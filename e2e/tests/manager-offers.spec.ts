import { MSG } from '@casecover/shared';
import { expect, test } from '@playwright/test';
import { DEMO, PHONE, expectNotice, openAs, screenshot } from '../fixtures/app';
import { divisionReps, offerTaskTo } from '../fixtures/offers';

const WIDE = { width: 1440, height: 900 } as const;

test.describe.configure({ mode: 'parallel' });

for (const [kind, viewport] of [
  ['desktop', WIDE],
  ['phone', PHONE],
] as const) {
  test.describe(`the managers' offers at ${kind} width`, () => {
    test.use({ viewport });

    test('a division manager moves an open offer to another rep with a note, kept in the task history', async ({
      page,
    }) => {
      test.slow();
      const other = (await divisionReps(page.request)).find((r) => r.name !== DEMO.rep.name);
      if (!other) throw new Error('the division has one rep only');
      const id = await offerTaskTo(page.request, {
        repName: DEMO.rep.name,
        description: `Reassigned at ${kind} width`,
      });

      await openAs(page, DEMO.manager.email, '/offers');
      if (kind === 'desktop') await expect(page.getByRole('link', { name: 'Offers' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
      const offer = page
        .getByRole('list', { name: 'Open offers' })
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/task/${id}"]`) });
      await expect(offer.getByText(`Offered to ${DEMO.rep.name}`)).toBeVisible();
      await screenshot(page, 'manager-offers', { fullPage: false });

      await offer.getByRole('button', { name: 'Reassign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reassign offer' });
      await dialog.getByRole('button', { name: 'Reassign' }).click();
      await expect(dialog.getByText(MSG.repDay.noteRequired)).toBeVisible();
      await dialog.getByRole('combobox', { name: 'New rep' }).click();
      await page.getByRole('option', { name: new RegExp(`^${other.name}`) }).click();
      await dialog.getByRole('textbox', { name: 'Note' }).fill(`${DEMO.rep.name} is on leave`);
      await screenshot(page, 'manager-offers-reassign', { fullPage: false });
      await expectNotice(page, MSG.repDay.reassigned, () => dialog.getByRole('button', { name: 'Reassign' }).click());
      await expect(offer.getByText(`Offered to ${other.name}`)).toBeVisible();

      await offer.getByRole('link').first().click();
      const history = page.getByRole('list', { name: 'History' });
      await expect(history.getByText('Moved the offer to another rep')).toBeVisible();
      await expect(history.getByText(`${DEMO.rep.name} → ${other.name}`)).toBeVisible();
      await expect(history.getByText(`Note: ${DEMO.rep.name} is on leave`)).toBeVisible();
    });
  });
}
