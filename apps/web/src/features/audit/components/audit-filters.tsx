import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  auditActionLabel,
  type AuditFiltersInput,
  type AuditTargetType,
} from '@casecover/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/search-field';

/** The filters the screen holds: days as YYYY-MM-DD ('' for an open end), '' for "any". */
export interface AuditFilterState {
  from: string;
  to: string;
  who: string;
  action: string;
  targetType: AuditTargetType | '';
}

export const NO_FILTERS: AuditFilterState = { from: '', to: '', who: '', action: '', targetType: '' };

/** The request's filters in the viewer's zone. */
export function auditFiltersOf(state: AuditFilterState, timeZone: string): AuditFiltersInput {
  return {
    timeZone,
    who: state.who,
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.action ? { action: state.action } : {}),
    ...(state.targetType ? { targetType: state.targetType } : {}),
  };
}

const ACTION_OPTIONS = [
  ...Object.keys(AUDIT_ACTION_LABELS).map((value) => ({ value, label: auditActionLabel(value) })),
  { value: 'request', label: 'Other change made while switched' },
].sort((a, b) => a.label.localeCompare(b.label));

const TARGET_OPTIONS = (Object.entries(AUDIT_TARGET_LABELS) as [AuditTargetType, string][]).sort((a, b) =>
  a[1].localeCompare(b[1]),
);

const selectSlotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
const dateSlotProps = { inputLabel: { shrink: true } } as const;

export function AuditFilterBar({
  value,
  toError,
  onChange,
}: {
  value: AuditFilterState;
  toError: string | null;
  onChange: (patch: Partial<AuditFilterState>) => void;
}) {
  return (
    <Box
      role="search"
      aria-label="Filter the audit log"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'minmax(200px, 2fr) repeat(2, minmax(150px, 1fr)) repeat(2, minmax(170px, 1.2fr))',
        },
      }}
    >
      <SearchField value={value.who} onSearch={(who) => onChange({ who })} placeholder="Who: name or email" />
      <TextField
        type="date"
        label="From"
        size="small"
        value={value.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={dateSlotProps}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={value.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={Boolean(toError)}
        helperText={toError ?? undefined}
        slotProps={dateSlotProps}
      />
      <TextField
        select
        label="Action"
        size="small"
        value={value.action}
        onChange={(e) => onChange({ action: e.target.value })}
        slotProps={selectSlotProps}
      >
        <MenuItem value="">All actions</MenuItem>
        {ACTION_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Target"
        size="small"
        value={value.targetType}
        onChange={(e) => onChange({ targetType: e.target.value as AuditTargetType | '' })}
        slotProps={selectSlotProps}
      >
        <MenuItem value="">All targets</MenuItem>
        {TARGET_OPTIONS.map(([type, label]) => (
          <MenuItem key={type} value={type}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
