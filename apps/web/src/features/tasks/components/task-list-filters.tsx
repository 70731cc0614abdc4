import { DATE_FORMAT, MSG, dayjs, isAccountRole, type Role } from '@casecover/shared';
import FilterList from '@mui/icons-material/FilterList';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import Search from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { picksDepartments } from '@/lib/roles';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCompanyOptions } from '@/lib/lookups/get-company-options';
import { useDepartmentOptions } from '@/lib/lookups/get-department-options';
import {
  DEFAULT_TASK_LIST_PARAMS,
  PATIENT_SEARCH_TYPES,
  PRIORITY_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type PatientSearchType,
  type PriorityFilter,
  type TaskListParams,
} from '../utils/task-list-params';
import { DayPicker } from '@/components/day-picker';

const TYPING_DEBOUNCE_MS = 350;

/** Text typed into a filter, sent to the URL once typing pauses. */
function useTypedFilter(value: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, TYPING_DEBOUNCE_MS);
  // Only a pause in typing commits; a URL change alone must not echo back, so the latest value
  // and callback are read from a ref rather than listed as effect dependencies.
  const latest = useRef({ value, onCommit });
  useEffect(() => {
    latest.current = { value, onCommit };
  });
  useEffect(() => {
    const { value: current, onCommit: commit } = latest.current;
    if (debounced.trim() !== current.trim()) commit(debounced.trim());
  }, [debounced]);
  return [text, setText] as const;
}

function countActive(p: TaskListParams, d = DEFAULT_TASK_LIST_PARAMS): number {
  return [
    p.status !== d.status,
    p.departmentId !== '',
    p.companyId !== '',
    p.priority !== '',
    p.from !== '' || p.to !== '',
    p.patient !== '',
  ].filter(Boolean).length;
}

export function TaskListFilters({
  params,
  onChange,
  role,
  timeZone,
}: {
  params: TaskListParams;
  onChange: (change: Partial<TaskListParams>) => void;
  role: Role;
  timeZone: string;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isHospital = isAccountRole(role);
  const showDepartment = picksDepartments(role);
  const departments = useDepartmentOptions({ search: '' }, showDepartment);
  const companies = useCompanyOptions({ search: '' }, isHospital);

  const [search, setSearch] = useTypedFilter(params.search, (text) => onChange({ search: text }));
  const [patient, setPatient] = useTypedFilter(params.patient, (text) => onChange({ patient: text }));
  const [isPatientOpen, setPatientOpen] = useState(params.patient !== '');
  const focusPatientOnMount = useRef(false);
  const [isPhoneFiltersOpen, setPhoneFiltersOpen] = useState(false);
  const active = countActive(params);
  // A range picked back to front is read the right way round (dateRangeFilter); the To field says
  // so rather than turning red.
  const isReversed = params.from !== '' && params.to !== '' && params.to < params.from;
  const dayText = (day: string) => dayjs(day).format(DATE_FORMAT);

  const departmentValue = departments.data?.some((d) => d._id === params.departmentId) ? params.departmentId : '';
  const companyValue = companies.data?.some((c) => c._id === params.companyId) ? params.companyId : '';

  const filters = (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
        pt: { xs: 2, sm: 0 },
      }}
    >
      <TextField
        select
        size="small"
        label="Status"
        value={params.status}
        onChange={(e) => onChange({ status: e.target.value as TaskListParams['status'] })}
      >
        {STATUS_FILTER_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {showDepartment ? (
        <TextField
          select
          size="small"
          label="Department"
          value={departmentValue}
          onChange={(e) => onChange({ departmentId: e.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All</MenuItem>
          {(departments.data ?? []).map((d) => (
            <MenuItem key={d._id} value={d._id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {isHospital ? (
        <TextField
          select
          size="small"
          label="Company"
          value={companyValue}
          onChange={(e) => onChange({ companyId: e.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All</MenuItem>
          {(companies.data ?? []).map((c) => (
            <MenuItem key={c._id} value={c._id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label="Priority"
        value={params.priority}
        onChange={(e) => onChange({ priority: e.target.value as PriorityFilter })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {PRIORITY_FILTER_OPTIONS.map((o) => (
          <MenuItem key={o.value || 'all'} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Box
        role="group"
        aria-label="Date Range"
        sx={{
          gridColumn: { sm: 'span 2' },
          display: 'grid',
          // One under the other on a phone, so each shows its whole MM-DD-YYYY beside its buttons.
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1.5,
        }}
      >
        <DayPicker label="From" day={params.from} onChange={(from) => onChange({ from })} timeZone={timeZone} />
        <DayPicker
          label="To"
          day={params.to}
          onChange={(to) => onChange({ to })}
          timeZone={timeZone}
          {...(params.from && !isReversed ? { minDay: params.from } : {})}
          {...(isReversed ? { helperText: MSG.tasks.dateRangeSwapped(dayText(params.to), dayText(params.from)) } : {})}
        />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 2' }, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant={isPatientOpen ? 'contained' : 'outlined'}
          startIcon={<PersonSearch />}
          aria-pressed={isPatientOpen}
          aria-expanded={isPatientOpen}
          onClick={() => {
            if (isPatientOpen) {
              setPatient('');
              if (params.patient || params.patientType) onChange({ patient: '', patientType: 0 });
            }
            // Opened by this click (not by a link with a patient search): the field takes the focus.
            focusPatientOnMount.current = !isPatientOpen;
            setPatientOpen(!isPatientOpen);
          }}
        >
          Patient Information
        </Button>
        {active > 0 ? (
          <Button
            color="inherit"
            onClick={() => {
              setPatient('');
              setSearch('');
              setPatientOpen(false);
              onChange({ ...DEFAULT_TASK_LIST_PARAMS, size: params.size });
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </Box>
      {isPatientOpen ? (
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <TextField
            size="small"
            label="Patient Information"
            value={patient}
            onChange={(e) => setPatient(e.target.value)}
            helperText={MSG.tasks.patientSearchHint}
            inputRef={(element: HTMLInputElement | null) => {
              if (element && focusPatientOnMount.current) {
                focusPatientOnMount.current = false;
                element.focus();
              }
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            size="small"
            label="Search by"
            value={params.patientType}
            // The text typed so far goes with the new type, even if its pause has not come yet.
            onChange={(e) =>
              onChange({ patientType: Number(e.target.value) as PatientSearchType, patient: patient.trim() })
            }
          >
            {PATIENT_SEARCH_TYPES.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : null}
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: isPhone ? 0 : 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <TextField
          size="small"
          label="Search"
          placeholder="Task or company"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ maxWidth: { sm: 420 } }}
        />
        {isPhone ? (
          <Button
            variant="outlined"
            aria-expanded={isPhoneFiltersOpen}
            onClick={() => setPhoneFiltersOpen(!isPhoneFiltersOpen)}
            startIcon={
              <Badge badgeContent={active} color="primary">
                <FilterList />
              </Badge>
            }
            sx={{ flexShrink: 0 }}
          >
            Filters
          </Button>
        ) : null}
      </Box>
      {isPhone ? <Collapse in={isPhoneFiltersOpen}>{filters}</Collapse> : filters}
    </Box>
  );
}
