import { MSG, type CoverageData, type ReportInput } from '@casecover/shared';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { CoverageChart } from './coverage-chart';
import { formatMinutes, formatRate } from './coverage-format';
import { CoverageTable } from './coverage-table';
import { useCoverage } from './get-coverage';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const idRows = (rows: CoverageData['byDepartment']) => rows.map((r) => ({ ...r, key: r._id }));

function CoverageFigures({ data }: { data: CoverageData }) {
  const tableId = useId();
  const { overall, acceptance } = data;
  const unit = data.bucket === 'day' ? 'Day' : data.bucket === 'week' ? 'Week' : 'Month';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Figure
          label="Uncovered rate"
          value={formatRate(overall.rate)}
          detail={`${overall.uncovered} of ${overall.total} tasks uncovered`}
        />
        <Figure
          label="Median time to acceptance"
          value={formatMinutes(acceptance.medianMinutes)}
          detail={acceptance.accepted ? 'from booking to a rep accepting' : 'no task was accepted'}
        />
        <Figure label="Accepted tasks" value={String(acceptance.accepted)} detail="accepted by a rep" />
      </Box>
      <Panel title="Uncovered rate over time">
        <CoverageChart periods={data.periods} describedBy={tableId} />
        <Accordion disableGutters elevation={0} sx={{ '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography variant="body2">Figures by {unit.toLowerCase()}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0 }}>
            <CoverageTable
              id={tableId}
              label={`Uncovered rate by ${unit.toLowerCase()}`}
              first={unit}
              rows={data.periods.map((p) => ({ ...p, key: p.period, name: p.label }))}
            />
          </AccordionDetails>
        </Accordion>
      </Panel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Panel title="By department">
          <CoverageTable label="Uncovered rate by department" first="Department" rows={idRows(data.byDepartment)} />
        </Panel>
        <Panel title="By company">
          <CoverageTable label="Uncovered rate by company" first="Company" rows={idRows(data.byCompany)} />
        </Panel>
      </Box>
    </Box>
  );
}

/**
 * The Uncovered Tasks analytics for the reports screen's filters: the uncovered rate of the
 * range and over its periods, per department and company, and how fast reps accept bookings.
 */
export function CoverageView({ filters }: { filters: ReportInput }) {
  const coverage = useCoverage(filters);
  if (coverage.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (coverage.isError) return <Alert severity="error">{MSG.reports.failed}</Alert>;
  if (coverage.data.overall.total === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {MSG.reports.noChartData}
      </Typography>
    );
  }
  return <CoverageFigures data={coverage.data} />;
}
