import { dayjs, type OfferProgress } from '@casecover/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookTask, sessionToken } from '../fixtures/api';
import { DESKTOP, PHONE, openAs, pageAs, pageScreenshot, screenshot } from '../fixtures/app';
import { liveAs } from '../fixtures/realtime';

/**
 * The emergency broadcast: a hospital books an emergency task, every rep of the territories that
 * cover the hospital gets the offer at once, the first to accept takes it, and the others' popups
 * say who did. Neuroscience reps only (no other journey offers them tasks).
 */
const HOSPITAL = 'admin@northside.test';
const VENDOR_ADMIN = 'admin@medvance.test';
const REPS = ['rep9@medvance.test', 'rep10@medvance.test'] as const;
const NEURO = { department: 'Cardiology', division: 'Neuroscience', service: 'Thrombectomy' } as const;

async function api<T>(request: APIRequestContext, as: string, method: 'GET' | 'POST', path: string, data?: object) {
  const res = await request.fetch(path.startsWith('/api/') ? path : `/api/task${path}`, {
    method,
    headers: { Authorization: `Bearer ${sessionToken(as)}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The rep takes an ordinary Neuroscience task of Northside: his territory now covers the hospital. */
async function cover(request: APIRequestContext, rep: string, start: dayjs.Dayjs) {
  const taskId = await bookTask(request, { ...NEURO, start, as: HOSPITAL });
  const repId = (await api<{ data: { _id: string } }>(request, rep, 'GET', '/api/user/profile')).data._id;
  await api(request, VENDOR_ADMIN, 'POST', '/task/offer', { task_id: taskId, repId });
  await api(request, rep, 'POST', '/task/respond', { task_id: taskId, accept: true });
}

/**
 * A rep's dashboard, connected for live events, with its clock standing still, so the offer popup
 * stays until it is looked at.
 */
async function repPage(browser: Parameters<typeof pageAs>[0], email: string): Promise<Page> {
  const page = await liveAs(browser, email);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  return page;
}

test('the first rep to accept an emergency task takes it; the other sees who did', async ({ browser, request }) => {
  // Far apart and at an odd minute, so no rep holds an overlapping task (and a rerun books afresh).
  const slot = dayjs()
    .add(30 + Math.floor(Math.random() * 200), 'day')
    .startOf('hour')
    .add(Math.floor(Math.random() * 50), 'minute');
  for (const [i, rep] of REPS.entries()) await cover(request, rep, slot.add(2 + i, 'day'));

  const [first, second] = [await repPage(browser, REPS[0]), await repPage(browser, REPS[1])];
  const taskId = await bookTask(request, { ...NEURO, start: slot, emergency: true, as: HOSPITAL });

  const offer = (page: Page) => page.getByRole('alert').filter({ hasText: 'Emergency task offered to you' });
  for (const page of [first, second]) {
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText('Thrombectomy Support');
  }
  await offer(second).hover();
  await expect(offer(second)).toHaveCSS('opacity', '1');
  await screenshot(second, 'emergency-offer-popup');

  // The first rep opens the task from his popup and accepts it.
  await first.clock.resume();
  await offer(first).getByRole('button', { name: 'View task' }).click();
  await expect(first).toHaveURL(new RegExp(`/task/${taskId}$`));
  await first.getByRole('button', { name: 'Accept' }).click();
  await expect(first.getByRole('main').getByText('Assigned', { exact: true })).toBeVisible();

  const progress = (await api<{ data: OfferProgress }>(request, HOSPITAL, 'GET', `/task/offers/${taskId}`)).data;
  const winner = progress.acceptedBy ?? '';
  // Only the task's division is asked first: Jordan Ellis (Cardiovascular) is not.
  expect(progress.offers.map((o) => o.name)).not.toContain('Jordan Ellis');
  expect(winner).not.toBe('');

  // The second rep's popup, still up, now says who took it.
  const taken = second.getByRole('status').filter({ hasText: `Taken by ${winner}` });
  await expect(taken).toBeVisible();
  await expect(taken).toContainText('This offer is closed.');
  await taken.hover();
  await expect(taken).toHaveCSS('opacity', '1');
  await screenshot(second, 'emergency-taken-popup');
  await second.setViewportSize(PHONE);
  await expect(taken).toBeVisible();
  await screenshot(second, 'emergency-taken-popup');
  await second.clock.resume();

  // The hospital: the bell says who accepted, task detail shows the winner and the broadcast.
  const hospital = await pageAs(browser, HOSPITAL);
  await openAs(hospital, HOSPITAL, `/task/${taskId}`);
  const panel = hospital.getByRole('region', { name: 'Emergency broadcast' });
  await expect(panel.getByText(new RegExp(`^Accepted by ${winner} in `))).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(progress.offers.length);
  await expect(panel.getByRole('listitem').filter({ hasText: winner })).toContainText('Accepted');
  await expect(hospital.getByRole('region', { name: 'Assigned Rep' })).toContainText(winner);
  await pageScreenshot(hospital, 'emergency-progress');
  await hospital.setViewportSize(PHONE);
  await expect(panel).toBeVisible();
  await pageScreenshot(hospital, 'emergency-progress');
  await hospital.setViewportSize(DESKTOP);
  await hospital.getByRole('button', { name: /^Notifications/ }).click();
  await expect(hospital.getByRole('dialog', { name: 'Notifications' })).toContainText(
    `${winner} accepted: Thrombectomy Support`,
  );
});
