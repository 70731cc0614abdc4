import { MSG } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, PHONE, expectNotice, openAs, screenshot } from '../fixtures/app';
import { offerTaskTo } from '../fixtures/offers';

const WIDE = { width: 1440, height: 900 } as const;

/**
 * A fixed-offset zone where it is about noon now, so a task starting in twenty minutes is on
 * "today" whatever the hour the suite runs at (Etc/GMT names count the offset backwards).
 */
function noonZone(): string {
  const offset = 12 - new Date().getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** The card of one task in a list of the rep's dashboard. */
const card = (page: Page, list: 'Today' | 'Offers', id: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/task/${id}"]`) });

test.describe("a rep's day on a phone", () => {
  test.use({ viewport: PHONE });

  test('sees his offers, accepts one, checks in and completes it with two products; declines another with a reason', async ({
    page,
  }) => {
    test.slow();
    const taken = await offerTaskTo(page.request, {
      repName: DEMO.rep.name,
      description: 'Rep day: the case he takes',
    });
    const refused = await offerTaskTo(page.request, {
      repName: DEMO.rep.name,
      description: 'Rep day: the case he declines',
    });

    await openAs(page, DEMO.rep.email, '/dashboard');
    await page.evaluate((zone) => window.localStorage.setItem('timeZone', zone), noonZone());
    await page.reload();
    await expect(card(page, 'Offers', taken)).toBeVisible();
    await expect(card(page, 'Offers', refused)).toBeVisible();
    await screenshot(page, 'rep-day-offers', { fullPage: false });

    // Decline: the reason is asked for, then the offer leaves the list.
    await card(page, 'Offers', refused).getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline offer' });
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(decline.getByText(MSG.repDay.declineReasonRequired)).toBeVisible();
    await decline.getByRole('textbox', { name: 'Reason' }).fill('In theatre at Southside all afternoon');
    await expectNotice(page, MSG.tasks.declined, () => decline.getByRole('button', { name: 'Decline' }).click());
    await expect(card(page, 'Offers', refused)).toHaveCount(0);

    // Accept: one tap, and the task moves to Today.
    await expectNotice(page, MSG.tasks.accepted, () =>
      card(page, 'Offers', taken).getByRole('button', { name: 'Accept' }).click(),
    );
    await expect(card(page, 'Offers', taken)).toHaveCount(0);
    const today = card(page, 'Today', taken);
    await expect(today.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(today.getByText('Northside Hospital · Cardiology', { exact: false })).toBeVisible();

    await expectNotice(page, MSG.tasks.checkedIn, () => today.getByRole('button', { name: 'Check in' }).click());
    await expect(today.getByText('In Progress', { exact: true })).toBeVisible();

    // Complete with two products, typed as on a phone's keyboard; the total follows each key.
    await today.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Task' });
    const first = dialog.getByRole('group', { name: 'Product 1' });
    await first.getByRole('textbox', { name: 'Product' }).fill('Dual-Chamber Pacemaker');
    await expect(first.getByRole('textbox', { name: 'Price' })).toHaveAttribute('inputmode', 'decimal');
    await expect(first.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute('inputmode', 'numeric');
    await first.getByRole('textbox', { name: 'Price' }).pressSequentially('6800');
    await expect(dialog.getByText('Total $6,800.00')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add product' }).click();
    const second = dialog.getByRole('group', { name: 'Product 2' });
    await second.getByRole('textbox', { name: 'Product' }).fill('Pacing Lead 5076');
    await second.getByRole('textbox', { name: 'Price' }).pressSequentially('1150.50');
    await expect(dialog.getByText('Total $7,950.50')).toBeVisible();
    await second.getByRole('textbox', { name: 'Quantity' }).fill('');
    await second.getByRole('textbox', { name: 'Quantity' }).pressSequentially('2');
    await expect(dialog.getByText('Total $9,101.00')).toBeVisible();
    await screenshot(page, 'rep-day-complete', { fullPage: false });
    await expectNotice(page, MSG.tasks.completed, () => dialog.getByRole('button', { name: 'Complete' }).click());
    await expect(today.getByText('Completed', { exact: true })).toBeVisible();
    await expect(today.getByRole('button')).toHaveCount(0);
    await screenshot(page, 'rep-day-today');

    // The same screen at desktop width: both lists side by side above the calendar.
    await page.setViewportSize(WIDE);
    await expect(today).toBeVisible();
    await screenshot(page, 'rep-day-today');

    // The task itself now lists the products and their total.
    await page.goto(`/task/${taken}`);
    await expect(page.getByTestId('products-total')).toHaveText('$9,101.00');
  });
});
