import { MAIN_REPORTS, REPORT_LABELS, REPORT_TYPES, type ReportType } from '@casecover/shared';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const MORE_REPORTS = REPORT_TYPES.filter((r) => !(MAIN_REPORTS as readonly ReportType[]).includes(r));

/** The report selector: the three main reports, then the others under "More reports". */
export function ReportSelector({ value, onChange }: { value: ReportType; onChange: (report: ReportType) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Report"
      value={value}
      onChange={(e) => onChange(e.target.value as ReportType)}
      sx={{ width: { xs: '100%', sm: 280 } }}
    >
      {MAIN_REPORTS.map((r) => (
        <MenuItem key={r} value={r}>
          {REPORT_LABELS[r]}
        </MenuItem>
      ))}
      {/* The Select makes every child an option; this one is a heading that cannot be chosen. */}
      <ListSubheader aria-disabled="true">More reports</ListSubheader>
      {MORE_REPORTS.map((r) => (
        <MenuItem key={r} value={r}>
          {REPORT_LABELS[r]}
        </MenuItem>
      ))}
    </TextField>
  );
}
