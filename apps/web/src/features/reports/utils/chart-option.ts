import { REPORT_BAR_WIDTH, type ReportData } from '@casecover/shared';
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ReportChartOption = ComposeOption<
  BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** Room per category along the category axis: the bars side by side plus a gap. */
const GAP = 16;
const LABEL_WIDTH = 96;

/** A chart with nothing to draw: no categories, or only zeros. */
export function isChartEmpty(data: Pick<ReportData, 'xaxis' | 'yaxis'>): boolean {
  return data.xaxis.length === 0 || data.yaxis.every((s) => s.data.every((v) => !v));
}

/**
 * The size the chart needs so no bar is squeezed and no label clipped: a column chart grows wide
 * (its container scrolls sideways on a phone), a bar chart grows tall.
 */
export function chartSize(data: Pick<ReportData, 'xaxis' | 'yaxis' | 'chart'>): { minWidth: number; height: number } {
  const perCategory = Math.max(1, data.yaxis.length) * REPORT_BAR_WIDTH + GAP;
  if (data.chart === 'column') return { minWidth: 160 + data.xaxis.length * perCategory, height: 380 };
  if (data.chart === 'bar') return { minWidth: 340, height: Math.max(300, 140 + data.xaxis.length * perCategory) };
  return { minWidth: 340, height: 380 };
}

/** The ECharts option of a report (spec part 2 §2): bar = horizontal bars, column = vertical, pie. */
export function reportChartOption(data: ReportData): ReportChartOption {
  // Left-aligned: a chart wider than a phone scrolls, and its legend must be in the part first seen.
  const legend: LegendComponentOption = { type: 'scroll', top: 0, left: 8, data: data.yaxis.map((s) => s.name) };
  if (data.chart === 'pie') {
    const [first] = data.yaxis;
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { ...legend, data: data.xaxis },
      series: [
        {
          type: 'pie',
          name: first?.name ?? '',
          radius: ['30%', '62%'],
          center: ['50%', '56%'],
          label: { formatter: '{b}: {c}', overflow: 'break', width: LABEL_WIDTH },
          data: data.xaxis.map((name, i) => ({ name, value: first?.data[i] ?? 0 })),
        },
      ],
    };
  }
  const horizontal = data.chart === 'bar';
  const categoryAxis = {
    type: 'category' as const,
    data: data.xaxis,
    name: data.axisTitle.x,
    nameLocation: 'middle' as const,
    nameGap: horizontal ? LABEL_WIDTH + 12 : 56,
    axisLabel: horizontal
      ? { width: LABEL_WIDTH, overflow: 'truncate' as const }
      : { interval: 0, rotate: data.xaxis.length > 3 ? 30 : 0, width: LABEL_WIDTH, overflow: 'truncate' as const },
    inverse: horizontal,
  };
  const valueAxis = {
    type: 'value' as const,
    name: data.axisTitle.y,
    nameLocation: 'middle' as const,
    nameGap: 36,
    minInterval: 1,
  };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend,
    grid: { left: horizontal ? LABEL_WIDTH + 40 : 56, right: 24, top: 48, bottom: horizontal ? 56 : 96 },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: data.yaxis.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.data,
      barWidth: REPORT_BAR_WIDTH,
      barGap: '10%',
    })),
  };
}
