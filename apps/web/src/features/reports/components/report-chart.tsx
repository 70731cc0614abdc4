import { MSG, type ReportData } from '@casecover/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useMemo, useState } from 'react';
import { chartSize, isChartEmpty, reportChartOption } from '../utils/chart-option';
import { echarts } from '../utils/echarts';

/** The Graphs tab: the report drawn as its `chart` says, in a container that scrolls sideways when it is wider than the screen. */
export function ReportChart({ data, title }: { data: ReportData; title: string }) {
  // Bars grow into place unless the user asked for less motion.
  const isStill = useMediaQuery('(prefers-reduced-motion: reduce)');
  const option = useMemo(() => ({ ...reportChartOption(data), animation: !isStill }), [data, isStill]);
  const captionId = useId();
  // The option last drawn to the end, so a reader (or a test) can tell a finished chart from one still drawing.
  const [drawn, setDrawn] = useState<object | null>(null);
  const onEvents = useMemo(() => ({ finished: () => setDrawn(option) }), [option]);
  // Without animation the first option is drawn while it is set, before the chart's events are
  // bound, so that first "finished" is never heard: the chart is drawn once it is ready.
  const onChartReady = useCallback(() => {
    if (!option.animation) setDrawn(option);
  }, [option]);
  if (isChartEmpty(data)) {
    return (
      <Typography sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>{MSG.reports.noChartData}</Typography>
    );
  }
  const size = chartSize(data);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        role="img"
        aria-label={`${title} chart`}
        aria-describedby={captionId}
        // A scrolling region is reached by the keyboard too, so it can be scrolled with the arrow keys.
        tabIndex={0}
        sx={{ overflowX: 'auto', overflowY: 'hidden', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Box
          sx={{ minWidth: size.minWidth, height: size.height }}
          data-testid="report-chart"
          data-drawn={drawn === option ? 'true' : 'false'}
        >
          <ReactEChartsCore
            echarts={echarts}
            option={option}
            notMerge
            onEvents={onEvents}
            onChartReady={onChartReady}
            style={{ width: '100%', height: '100%' }}
            opts={{ renderer: 'canvas' }}
          />
        </Box>
      </Box>
      <Typography component="figcaption" id={captionId} variant="caption" color="text.secondary">
        The Table tab lists the same figures as text.
      </Typography>
    </Box>
  );
}
