import type { CoverageData } from '@casecover/shared';
import { useTheme } from '@mui/material/styles';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { formatRate } from './coverage-format';

// Only the pieces this chart draws: the full bundle is several hundred kB more.
echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

/** The uncovered rate per period as a line; the periods table beside it says the same in text. */
export function CoverageChart({ periods, describedBy }: { periods: CoverageData['periods']; describedBy: string }) {
  const theme = useTheme();
  const option = {
    grid: { left: 48, right: 16, top: 16, bottom: 32, containLabel: false },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => formatRate(value / 100),
    },
    xAxis: { type: 'category', data: periods.map((p) => p.label), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        name: 'Uncovered rate',
        type: 'line',
        data: periods.map((p) => Math.round(p.rate * 1000) / 10),
        itemStyle: { color: theme.palette.error.main },
        showSymbol: periods.length <= 31,
      },
    ],
  };
  return (
    <div role="img" aria-label="Uncovered rate by period" aria-describedby={describedBy}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 260, width: '100%' }} />
    </div>
  );
}
