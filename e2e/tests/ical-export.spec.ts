import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { MSG, PICKER_FORMAT, dayjs, formatInZone } from '@casecover/shared';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, DESKTOP, PHONE, expectNotice, openAs, unique } from '../fixtures/app';
import { bookTask } from '../fixtures/api';

const SHOTS = '/tmp/shots-ical-export';

/** Desktop (1440×900) and phone pictures of what is on screen now, for a look by eye. */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['1440', { width: 1440, height: 900 }],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(DESKTOP);
}

/** A CSV line's cells: quoted cells may hold commas and doubled quotes. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

async function download(page: Page, item: string): Promise<{ file: Download; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Download' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return { file, bytes: await readFile(await file.path()) };
}

test.describe('calendar feed and task list download', () => {
  test.describe.configure({ mode: 'parallel' });

  test('creates a feed address, copies it, a calendar reads it, and revoking it ends it', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const taskId = await bookTask(page.request, {
      as: DEMO.northScheduler.email,
      department: 'Cardiology',
      start: dayjs().add(3, 'day').hour(9).minute(0).second(0).millisecond(0),
      description: `Feed check ${unique()}`,
    });
    await openAs(page, DEMO.northScheduler.email, '/profile/calendar');
    const card = page.getByRole('heading', { name: 'Calendar feed', level: 2 });
    await expect(card).toBeVisible();
    const status = page.getByTestId('calendar-feed-status');
    await expect(status).toBeVisible();

    const create = status.getByRole('button', { name: /^Create (feed address|a new address)$/ });
    await expectNotice(page, MSG.calendarFeed.created, () => create.click());
    const address = page.getByRole('textbox', { name: 'Feed address' });
    await expect(address).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    await expect(status.getByText('Your feed address is active')).toBeVisible();

    await expectNotice(page, MSG.calendarFeed.copied, () => page.getByRole('button', { name: 'Copy' }).click());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // What a calendar program does: a plain GET of the address, no session.
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await feed.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n /g, '')).toContain(`UID:${taskId}@casecover`);

    await shots(page, 'calendar-feed', () => expect(address).toBeVisible());

    await page.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the feed address?' });
    await expectNotice(page, MSG.calendarFeed.revoked, () => dialog.getByRole('button', { name: 'Revoke' }).click());
    await expect(status.getByText('You have no feed address')).toBeVisible();
    await expect(address).toHaveCount(0);
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
    await shots(page, 'calendar-feed-none', () => expect(status.getByText('You have no feed address')).toBeVisible());
  });

  test('downloads the filtered task list as CSV and Excel', async ({ page }) => {
    const caseNumber = `CN-${unique()}`;
    const start = dayjs().add(4, 'day').startOf('hour');
    const description = `Export check, "quoted" ${unique()}`;
    await bookTask(page.request, {
      as: DEMO.northAdmin.email,
      department: 'Radiology',
      start,
      caseNumber,
      description,
    });
    await openAs(page, DEMO.northAdmin.email, `/task?status=all&patient=${encodeURIComponent(caseNumber)}`);
    const table = page.getByRole('table', { name: 'Tasks' });
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('menuitem', { name: /CSV/ })).toBeVisible();
    await shots(page, 'task-download-menu', () => expect(page.getByRole('menuitem', { name: /Excel/ })).toBeVisible());
    await page.keyboard.press('Escape');

    const csv = await download(page, 'CSV Comma-separated text');
    expect(csv.file.suggestedFilename()).toMatch(/^Tasks .+\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map(csvCells);
    expect(lines).toHaveLength(2);
    const [header = [], row = []] = lines;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Task')).toBe('Pacemaker Implant');
    expect(cell('Department')).toBe('Radiology');
    expect(cell('Company')).toBe('MedVance Surgical');
    expect(cell('Case Number')).toBe(caseNumber);
    expect(cell('Description')).toBe(description);
    // In the user's zone, as the list shows it.
    expect(cell('Start Date & Time')).toBe(formatInZone(start.toDate(), 'America/New_York', PICKER_FORMAT));

    const xlsx = await download(page, 'Excel Workbook (.xlsx)');
    expect(xlsx.file.suggestedFilename()).toMatch(/^Tasks .+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    expect(sheet.actualRowCount).toBe(2);
    const at = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1).value;
    expect(at('Case Number')).toBe(caseNumber);
    expect(at('Description')).toBe(description);
    expect(at('Start Date & Time')).toBeInstanceOf(Date);
  });
});
