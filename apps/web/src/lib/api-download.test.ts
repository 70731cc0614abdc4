import { endpoints } from '@casecover/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, fakeJwt, jsonResponse } from '@/test/render';
import { apiDownload, dispositionFilename } from './api-client';
import { saveSession } from './session';

const body = {
  startDate: '2026-09-01T05:00:00.000Z',
  endDate: '2026-09-02T04:59:59.999Z',
  timeZone: 'America/Chicago',
};

describe('file downloads', () => {
  beforeEach(() => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.stubGlobal('fetch', vi.fn());
  });

  it('reads the file name the server gives, the UTF-8 form first', () => {
    expect(dispositionFilename(`attachment; filename="Team Summary Report 2026-11-24 15-04.xlsx"`)).toBe(
      'Team Summary Report 2026-11-24 15-04.xlsx',
    );
    expect(
      dispositionFilename(`attachment; filename="Activit_ Report.csv"; filename*=UTF-8''Activit%C3%A9%20Report.csv`),
    ).toBe('Activité Report.csv');
    expect(dispositionFilename('attachment; filename=report.csv')).toBe('report.csv');
    expect(dispositionFilename(null)).toBeNull();
  });

  it('answers the bytes and the server\u2019s name, sending the token and the filters', async () => {
    vi.mocked(fetch).mockResolvedValue(
      new Response('NO,Account\r\n1,Northside\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="Activity Report.csv"' },
      }),
    );
    const file = await apiDownload(
      endpoints.reports.download,
      { body: { ...body, report: 'activity', format: 'csv' } },
      'fallback.csv',
    );
    expect(file.filename).toBe('Activity Report.csv');
    expect(await file.blob.text()).toBe('NO,Account\r\n1,Northside\r\n');
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/report/download');
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(JSON.parse(init?.body as string)).toMatchObject({ report: 'activity', format: 'csv' });
  });

  it('turns a refused request into an error carrying the server\u2019s message', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(400, { status: 400, msg: 'Please choose a company' }));
    await expect(apiDownload(endpoints.reports.teamReport, { body }, 'x.xlsx')).rejects.toMatchObject({
      status: 400,
      message: 'Please choose a company',
    });
  });
});
