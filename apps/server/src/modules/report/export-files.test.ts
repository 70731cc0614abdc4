import type { ReportData } from '@casecover/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contentDisposition, neutralise, reportCsv, reportFileName, reportXlsx, sheetName } from './export-files';

/** A table as a report answers it: an Account row carries its accountId, which is not a column. */
const data: ReportData = {
  xaxis: [],
  yaxis: [],
  chart: 'column',
  axisTitle: { x: 'Account', y: 'Tasks' },
  tableHeaders: [
    { key: 'account', label: 'Account' },
    { key: 'tasks', label: 'Tasks' },
    { key: 'rate', label: 'Rate (%)' },
  ],
  tableData: [
    { account: 'Hôpital Saint-Éloi', tasks: 12, rate: 41.7, accountId: 'a1' },
    { account: 'Smith, Jones & "Partners"', tasks: 3, rate: null, accountId: 'a2' },
    { account: '=HYPERLINK("http://evil.test","x")', tasks: 0, rate: 0, accountId: 'a3' },
    { account: 'Line one\nLine two', tasks: 1, rate: 100, accountId: 'a4' },
    { account: '-2+3', tasks: 2, rate: 5, accountId: 'a5' },
  ],
};

describe('report CSV', () => {
  const csv = reportCsv(data);

  it('starts with a byte-order mark and the NO column, then the headers in order', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('NO,Account,Tasks,Rate (%)');
  });

  it('numbers the rows 1..n and writes exactly the table\u2019s cells, in RFC 4180 quoting', () => {
    expect(csv.slice(1)).toBe(
      [
        'NO,Account,Tasks,Rate (%)',
        '1,Hôpital Saint-Éloi,12,41.7',
        '2,"Smith, Jones & ""Partners""",3,',
        `3,"'=HYPERLINK(""http://evil.test"",""x"")",0,0`,
        '4,"Line one\nLine two",1,100',
        "5,'-2+3,2,5",
        '',
      ].join('\r\n'),
    );
    expect(csv).not.toContain('a1');
  });

  it('neutralises every formula opener in text, and leaves numbers and plain text alone', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(neutralise(text)).toBe(`'${text}`);
    expect(neutralise('Northside')).toBe('Northside');
    expect(neutralise('a=b')).toBe('a=b');
    expect(reportCsv({ ...data, tableData: [{ account: 'x', tasks: -4, rate: -1.5 }] })).toContain('1,x,-4,-1.5\r\n');
  });

  it('writes only the header for an empty table', () => {
    expect(reportCsv({ ...data, tableData: [] })).toBe('\uFEFFNO,Account,Tasks,Rate (%)\r\n');
  });
});

describe('report XLSX', () => {
  it('holds one sheet named after the report: bold header, the rows, numbers as numbers, widths to fit', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await reportXlsx(data, 'Cancellations by Account')) as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Cancellations by Account']);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (n: number) => Array.from((sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1));
    expect(values(1)).toEqual(['NO', 'Account', 'Tasks', 'Rate (%)']);
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy();
    expect(values(2)).toEqual([1, 'Hôpital Saint-Éloi', 12, 41.7]);
    expect(values(3)).toEqual([2, 'Smith, Jones & "Partners"', 3]);
    expect(sheet.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.Null);
    // A text cell of a workbook is never read as a formula: the name is kept as typed.
    expect(values(4)).toEqual([3, '=HYPERLINK("http://evil.test","x")', 0, 0]);
    expect(sheet.getRow(4).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual('Smith, Jones & "Partners"'.length);
    expect(sheet.getColumn(1).width).toBeLessThan(10);
  });

  it('makes a sheet name Excel accepts from any title', () => {
    expect(sheetName('Incomplete task reports')).toBe('Incomplete task reports');
    expect(sheetName('A/B: what? [all]*')).toBe('A B  what   all');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('///')).toBe('Report');
  });
});

describe('download names', () => {
  const at = new Date('2026-11-24T20:04:30Z');

  it('stamps the report label with the moment in the user\u2019s zone', () => {
    expect(reportFileName('Activity Report', 'csv', 'America/New_York', at)).toBe(
      'Activity Report 2026-11-24 15-04.csv',
    );
    expect(reportFileName('Activity Report', 'xlsx', 'Asia/Tokyo', at)).toBe('Activity Report 2026-11-25 05-04.xlsx');
  });

  it('sends a plain fallback and the exact name in filename*', () => {
    expect(contentDisposition('Activity Report 2026-11-24 15-04.csv')).toBe(
      `attachment; filename="Activity Report 2026-11-24 15-04.csv"; filename*=UTF-8''Activity%20Report%202026-11-24%2015-04.csv`,
    );
    expect(contentDisposition('Données "Q1"\r\nSet-Cookie: x.csv')).toBe(
      `attachment; filename="Donn_es _Q1___Set-Cookie: x.csv"; filename*=UTF-8''Donn%C3%A9es%20%22Q1%22%0D%0ASet-Cookie%3A%20x.csv`,
    );
  });
});
