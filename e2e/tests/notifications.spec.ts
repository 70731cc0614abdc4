import { MSG, dayjs } from '@casecover/shared';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { bookTask, sessionToken } from '../fixtures/api';
import {
  expectNotice,
  DEMO,
  NEUROLOGY_SCHEDULER,
  DESKTOP,
  PHONE,
  screenshot,
  pageAs,
  openAs,
  storedToken,
} from '../fixtures/app';

const ZONE = 'America/New_York';

/** What a page's Socket.IO connection has received: whether it is connected, and its events. */
interface Realtime {
  connected: Promise<void>;
  /** How many times the server has accepted the page's connection (a reload connects again). */
  connections: () => number;
  /** The notification ids of the unread-count events received so far. */
  countEvents: string[];
}

/** Listens to the page's Socket.IO frames: the server's CONNECT packet, and its count events. */
function listen(page: Page): Realtime {
  const countEvents: string[] = [];
  let connections = 0;
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        if (payload.startsWith('40')) {
          connections += 1;
          resolve();
        }
        if (!payload.startsWith('42')) return;
        const [name, data] = JSON.parse(payload.slice(2)) as [string, { notificationId?: string }];
        if (name.startsWith('notification_count_') && data.notificationId) countEvents.push(data.notificationId);
      });
    });
  });
  return { connected, connections: () => connections, countEvents };
}

/** A signed-in user in a browser context of his own, with a live real-time connection. */
async function signedIn(browser: Browser, email: string): Promise<{ page: Page; realtime: Realtime }> {
  let realtime: Realtime | undefined;
  const page = await pageAs(browser, email, {
    onPage: (p) => {
      realtime = listen(p);
    },
  });
  if (!realtime) throw new Error('the page was not set up');
  await realtime.connected;
  return { page, realtime };
}

/** The bell; while the panel is open the page behind it is hidden from assistive technology. */
function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/, includeHidden: true });
}

async function expectUnread(page: Page, count: number): Promise<void> {
  await expect(bell(page)).toHaveAttribute(
    'aria-label',
    count > 0 ? `Notifications, ${count} unread` : 'Notifications',
  );
}

async function unreadOf(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

async function openPanel(page: Page): Promise<Locator> {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  // Settled: the grow transition has finished.
  await expect(panel).toHaveCSS('opacity', '1');
  return panel;
}

async function closePanel(page: Page, panel: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** The API, called with the token of the user signed in on `page`, or a demo user's saved one. */
function apiOf(from: Page | { request: APIRequestContext; as: string }) {
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: Record<string, unknown>): Promise<T> => {
    const token = 'as' in from ? sessionToken(from.as) : await storedToken(from);
    const res = await from.request.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${token ?? ''}` },
      ...(data ? { data } : {}),
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, data: Record<string, unknown>) => call<T>('POST', path, data),
  };
}

/** Whether the rep's offer notification for a task is read, as the server holds it. */
async function offerIsRead(page: Page, taskId: string): Promise<boolean> {
  const list = await apiOf(page).post<{ data: { refId: string; read: boolean; type: string }[] }>(
    '/api/notifications/get_notifications',
    { nextpage: 1, pagesize: 50, timeZone: ZONE },
  );
  const offer = list.data.find((n) => n.refId === taskId && n.type === 'task_assigned');
  expect(offer, 'the offer notification').toBeTruthy();
  return offer?.read === true;
}

type Options = { data: { _id: string; name?: string }[] };

/** Three days ahead at `hour` o'clock, New York time. */
function inThreeDays(hour: number) {
  return dayjs().tz(ZONE).add(3, 'day').hour(hour).minute(0).second(0).millisecond(0);
}

// The tests use different users' notifications (or settings), so they run side by side.
test.describe.configure({ mode: 'parallel' });

test.describe('notifications', () => {
  test('a new task raises the scheduler’s badge live, and an offer pops up for the rep', async ({
    browser,
    request,
  }) => {
    // The scheduler and the rep watch in browsers of their own; the admin and the manager act
    // through the API, as their screens are not what this test is about.
    const [{ page: scheduler }, { page: rep }] = await Promise.all([
      signedIn(browser, DEMO.northScheduler.email),
      signedIn(browser, DEMO.rep.email),
    ]);
    const manager = { request, as: DEMO.manager.email };

    // The admin books a Cardiology task; the scheduler's badge moves without a reload.
    const before = await unreadOf(scheduler);
    const taskId = await bookTask(request, {
      as: DEMO.northAdmin.email,
      department: 'Cardiology',
      start: inThreeDays(13),
      minutes: 90,
      description: 'Notification check',
    });
    await expect.poll(() => unreadOf(scheduler)).toBeGreaterThan(before);
    await screenshot(scheduler, 'notifications-bell');
    await scheduler.setViewportSize(PHONE);
    await expect(bell(scheduler)).toBeVisible();
    await screenshot(scheduler, 'notifications-bell');
    await scheduler.setViewportSize(DESKTOP);

    const panel = await openPanel(scheduler);
    await expect(panel.getByRole('listitem').first()).toContainText('New task: Pacemaker Implant');
    // Other tests may notify this demo user meanwhile: the header must agree with the badge.
    const header = panel.getByText(/^\d+ unread$/);
    await expect(header).toBeVisible();
    await expect
      .poll(async () => Number((await header.textContent())?.split(' ')[0]) === (await unreadOf(scheduler)))
      .toBe(true);
    await closePanel(scheduler, panel);

    // The manager offers it to the rep, who is signed in elsewhere: the popup shows at once.
    const reps = await apiOf(manager).get<Options>('/api/task/reps');
    const repId = reps.data.find((r) => r.name === DEMO.rep.name)?._id;
    expect(repId).toBeTruthy();
    // The popup hides itself after a few seconds, which a loaded test machine can spend before it
    // looks: the rep's page clock stands still from before the offer until the popup is pictured
    // and the pointer rests on it, as a reader's would.
    await rep.clock.install();
    await rep.clock.pauseAt(Date.now() + 1000);
    await apiOf(manager).post('/api/task/task/offer', { task_id: taskId, repId });
    const popup = rep.getByRole('alert').filter({ hasText: 'Duration: 1 hour 30 minutes' });
    await expect(popup).toBeVisible();
    await popup.hover();
    await expect(popup).toContainText('New task offered to you: Pacemaker Implant');
    await expect(popup).toHaveCSS('opacity', '1');
    await screenshot(rep, 'notifications-popup');
    await rep.clock.resume();
    await expect(bell(rep)).toHaveAttribute('aria-label', /unread/);

    // View task opens it and marks the offer read (other tests notify this demo rep too, so the
    // offer itself is looked up rather than the badge counted).
    await popup.getByRole('button', { name: 'View task' }).click();
    await expect(rep).toHaveURL(new RegExp(`/task/${taskId}$`));
    await expect(popup).toBeHidden();
    await expect.poll(() => offerIsRead(rep, taskId)).toBe(true);

    for (const page of [scheduler, rep]) await page.context().close();
  });

  // Each rule of the panel (the empty state, a checkbox toggling read and back, clearing one, the
  // confirmations' Cancel) is checked by its component tests; here the journey, on the server's data.
  test('new tasks arrive live; the panel pages, opens a task, marks all read and clears', async ({
    browser,
    request,
  }) => {
    const { page: me, realtime } = await signedIn(browser, NEUROLOGY_SCHEDULER);
    const book = (hour: number) =>
      bookTask(request, {
        as: DEMO.northAdmin.email,
        department: 'Neurology',
        start: inThreeDays(hour),
        description: 'Notification check',
      });

    // Start from nothing.
    await apiOf(me).post('/api/notifications/edit_all_notifications', { type: 'clear', timeZone: ZONE });
    // The reloaded page opens a new connection: events sent before the server accepts it are not
    // for it to receive (it refetches the count once connected), so the bookings wait for it.
    const connectionsBefore = realtime.connections();
    await me.reload();
    await expectUnread(me, 0);
    await expect.poll(() => realtime.connections()).toBeGreaterThan(connectionsBefore);

    // Five new tasks arrive while he watches (newest first in the list).
    const taskIds: string[] = [];
    const countsBefore = realtime.countEvents.length;
    for (const hour of [8, 9, 10, 11, 12]) taskIds.push(await book(hour));
    // Each new notification's count event refetches the list: wait for all five, so no refetch
    // started before a click can land after it and show the old state.
    await expect.poll(() => new Set(realtime.countEvents.slice(countsBefore)).size).toBe(5);
    await expectUnread(me, 5);

    // At phone width first: page 1 holds three.
    await me.setViewportSize(PHONE);
    let panel = await openPanel(me);
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await screenshot(me, 'notifications-panel');
    await closePanel(me, panel);
    await me.setViewportSize(DESKTOP);

    // Scrolling to the end loads page 2 after a pause, with a spinner.
    const pages: unknown[] = [];
    me.on('request', (req) => {
      if (req.url().endsWith('/api/notifications/get_notifications')) pages.push(req.postDataJSON());
    });
    panel = await openPanel(me);
    await expect(items).toHaveCount(3);
    await expect(panel.getByText('5 unread', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await screenshot(me, 'notifications-panel');
    await items.last().scrollIntoViewIfNeeded();
    await panel.locator('ul').evaluate((list) => {
      const scroller = list.parentElement;
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    });
    // The spinner shows only for the pause and the fetch, too briefly to catch on a loaded machine:
    // the test waits for its outcome, page 2's items, and for it to be gone.
    await expect(items).toHaveCount(5);
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    expect(pages).toContainEqual({ nextpage: 1, pagesize: 3, timeZone: ZONE });
    expect(pages).toContainEqual({ nextpage: 2, pagesize: 3, timeZone: ZONE });

    // Opening one marks it read and goes to its task; from a task page the history entry is replaced.
    await items
      .first()
      .getByRole('button', { name: /New task: Pacemaker Implant/ })
      .click();
    await expect(me).toHaveURL(new RegExp(`/task/${taskIds[4]}$`));
    await expect(panel).toBeHidden();
    await expectUnread(me, 4);
    panel = await openPanel(me);
    await expect(panel.getByRole('listitem').first().getByRole('checkbox', { name: 'Mark as unread' })).toBeChecked();
    await panel
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /New task: Pacemaker Implant/ })
      .click();
    await expect(me).toHaveURL(new RegExp(`/task/${taskIds[3]}$`));
    await expectUnread(me, 3);
    await me.goBack();
    await expect(me).toHaveURL(/\/dashboard$/);

    // Mark all as read, then the button becomes Clear all, which asks before clearing.
    panel = await openPanel(me);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expectUnread(me, 0);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expect(panel.getByRole('checkbox', { name: 'Mark as read' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    const confirmAll = me.getByRole('dialog', { name: 'Clear all notifications' });
    await expect(confirmAll).toContainText(MSG.notifications.clearConfirm);
    await confirmAll.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(confirmAll).toBeHidden();
    await expect(panel.getByText(MSG.notifications.emptyTitle, { exact: true })).toBeVisible();
    await expect(panel.getByText(MSG.notifications.emptyText, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    await screenshot(me, 'notifications-panel-empty');
    await closePanel(me, panel);
    await me.setViewportSize(PHONE);
    panel = await openPanel(me);
    await expect(panel.getByText(MSG.notifications.emptyTitle, { exact: true })).toBeVisible();
    await screenshot(me, 'notifications-panel-empty');

    await me.context().close();
  });

  test('a notification setting saves as it is toggled and survives a reload', async ({ page }) => {
    await openAs(page, NEUROLOGY_SCHEDULER, '/profile');
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('button', { name: 'Notifications' })
      .click();
    await expect(page).toHaveURL(/\/profile\/notifications$/);
    const table = page.getByRole('table', { name: 'Notification settings' });
    await expect(table.getByRole('switch')).toHaveCount(14);
    const cancelledEmail = table.getByRole('switch', { name: 'A task is cancelled: Email' });
    await expect(cancelledEmail).toBeChecked();
    await screenshot(page, 'notifications-settings');

    const saved = (toggle: () => Promise<void>) => expectNotice(page, MSG.notifications.settingsSaved, toggle);
    await saved(() => cancelledEmail.click());
    await expect(cancelledEmail).not.toBeChecked();
    await page.reload();
    await expect(cancelledEmail).not.toBeChecked();
    await expect(table.getByRole('switch', { name: 'A task is cancelled: In-app' })).toBeChecked();
    // The section is its own route; an older link with ?section= lands on it too.
    await page.goto('/profile?section=notifications');
    await expect(page).toHaveURL(/\/profile\/notifications$/);
    await expect(cancelledEmail).not.toBeChecked();

    // With the master email switch off, the kinds' email switches are greyed out.
    await saved(() => table.getByRole('switch', { name: 'All notifications: Email' }).click());
    await expect(table.getByRole('switch', { name: 'A task is created: Email' })).toBeDisabled();
    await saved(() => table.getByRole('switch', { name: 'All notifications: Email' }).click());
    await expect(table.getByRole('switch', { name: 'A task is created: Email' })).toBeEnabled();
    await saved(() => cancelledEmail.click());
    await expect(cancelledEmail).toBeChecked();
    await page.reload();
    await expect(cancelledEmail).toBeChecked();

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    await screenshot(page, 'notifications-settings');
  });
});
