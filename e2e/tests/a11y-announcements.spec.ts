import { dayjs } from '@casecover/shared';
import { expect, test, type Page } from '@playwright/test';
import { bookTask } from '../fixtures/api';
import { DEMO, NEUROLOGY_SCHEDULER, openAs } from '../fixtures/app';
import { socketConnected } from '../fixtures/realtime';

async function unreadOf(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test.describe('announcements', () => {
  test('a notification arriving over the socket is said through the polite live region, with the badge’s count', async ({
    page,
    request,
  }) => {
    const connected = socketConnected(page);
    await openAs(page, NEUROLOGY_SCHEDULER, '/dashboard');
    await connected;
    const region = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /New notification/ });
    await expect(region).toHaveCount(0);

    // The admin books a Neurology task: the Neurology scheduler is told, live.
    const start = dayjs().tz('America/New_York').add(6, 'day').hour(11).minute(0).second(0).millisecond(0);
    await bookTask(request, { department: 'Neurology', start, as: DEMO.northAdmin.email });

    await expect(region).toHaveCount(1);
    await expect(region).toHaveAttribute('aria-atomic', 'true');
    // What it says matches the badge the sighted user sees.
    await expect
      .poll(async () => {
        const said = /(\d+) unread notifications?\./.exec((await region.textContent()) ?? '')?.[1];
        return Number(said) === (await unreadOf(page));
      })
      .toBe(true);
  });
});
