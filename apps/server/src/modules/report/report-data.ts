import type { ReportChart, ReportData, ReportRow } from '@casecover/shared';

/** A column of the table: `key` of the row, `label` shown in the header. */
export interface ReportColumn {
  key: string;
  label: string;
}

/**
 * A report's answer from its rows: the table is the rows under `columns`; the chart draws, for
 * each row, its `x` column on the category axis and each `series` column as a series.
 */
export function reportData(p: {
  rows: ReportRow[];
  columns: ReportColumn[];
  x: string;
  series: ReportColumn[];
  chart: ReportChart;
  axisTitle: { x: string; y: string };
}): ReportData {
  return {
    xaxis: p.rows.map((r) => String(r[p.x] ?? '')),
    yaxis: p.series.map((s) => ({ name: s.label, data: p.rows.map((r) => Number(r[s.key] ?? 0)) })),
    tableData: p.rows,
    tableHeaders: p.columns,
    chart: p.chart,
    axisTitle: p.axisTitle,
  };
}

/** A share as a percentage with one decimal (0 when there is nothing to share). */
export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
