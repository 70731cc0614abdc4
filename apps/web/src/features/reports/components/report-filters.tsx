import { LEVELS_BY_SIZE, REPORT_GROUP_BY, type ReportFilters, type ReportGroupBy } from '@casecover/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DayPicker } from '@/components/day-picker';
import { reportDays, visibleFilters, type ReportParams } from '../utils/report-params';
import { LEVEL_LABELS, unitOptions } from '../utils/unit-options';
import { OptionFilter } from './option-filter';

const GROUP_BY_LABELS: Record<ReportGroupBy, string> = { department: 'Department', company: 'Company' };
const NO_FILTERS: ReportFilters = { departments: [], companies: [], accounts: [], units: [], company: null };

const fieldWidth = { width: { xs: '100%', sm: 180 } } as const;

/**
 * The report's filters (spec part 2 §2): the date range, Group By for grouped reports, the
 * department, company and account lists, and the levels of the reported company's hierarchy.
 */
export function ReportFiltersBar({
  params,
  filters = NO_FILTERS,
  onChange,
  timeZone,
  today,
}: {
  params: ReportParams;
  filters: ReportFilters | undefined;
  onChange: (change: Partial<ReportParams>) => void;
  timeZone: string;
  today: string;
}) {
  const shown = visibleFilters(params.report, params.groupBy, filters.accounts.length > 0);
  const days = reportDays(params, today);
  const levels = filters.company ? LEVELS_BY_SIZE[filters.company.size] : [];
  return (
    <Box
      role="group"
      aria-label="Report filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <Box role="group" aria-labelledby="report-date-range" sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Typography id="report-date-range" variant="caption" color="text.secondary" component="div" sx={{ mb: 0.75 }}>
          Date Range
        </Typography>
        {/* Side by side from a tablet up; one above the other on a phone, where both do not fit. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            gap: { xs: 2, sm: 1 },
          }}
        >
          <Box sx={fieldWidth}>
            <DayPicker
              label="From"
              day={days.from}
              onChange={(from) => onChange({ from: from === today ? '' : from })}
              timeZone={timeZone}
              maxDay={today}
              isClearable={false}
            />
          </Box>
          <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            to
          </Typography>
          <Box sx={fieldWidth}>
            <DayPicker
              label="To"
              day={days.to}
              onChange={(to) => onChange({ to: to === today ? '' : to })}
              timeZone={timeZone}
              minDay={days.from}
              maxDay={today}
              isClearable={false}
            />
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignSelf: 'flex-end', width: { xs: '100%', sm: 'auto' } }}>
        {shown.groupBy ? (
          <TextField
            select
            size="small"
            label="Group By"
            value={params.groupBy}
            onChange={(e) => onChange({ groupBy: e.target.value as ReportGroupBy })}
            sx={fieldWidth}
          >
            {REPORT_GROUP_BY.map((g) => (
              <MenuItem key={g} value={g}>
                {GROUP_BY_LABELS[g]}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {shown.department ? (
          <OptionFilter
            label="Department"
            placeholder="Search Department"
            options={filters.departments}
            value={params.departmentId}
            onChange={(departmentId) => onChange({ departmentId })}
          />
        ) : null}
        {shown.company ? (
          <OptionFilter
            label="Company"
            placeholder="Search Company"
            options={filters.companies}
            value={params.companyId}
            onChange={(companyId) => onChange({ companyId })}
          />
        ) : null}
        {shown.account ? (
          <OptionFilter
            label="Account"
            placeholder="Search Accounts"
            options={filters.accounts.map((a) => ({ _id: a._id, name: a.accountName }))}
            value={params.accountId}
            onChange={(accountId) => onChange({ accountId })}
          />
        ) : null}
        {levels.map((level) => (
          <OptionFilter
            key={level}
            label={LEVEL_LABELS[level]}
            placeholder={`Search ${LEVEL_LABELS[level]}`}
            options={unitOptions(filters.units, level, params)}
            value={params[level]}
            onChange={(id) => onChange({ [level]: id })}
          />
        ))}
      </Box>
    </Box>
  );
}
