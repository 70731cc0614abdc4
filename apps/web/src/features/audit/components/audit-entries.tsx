import { MSG, auditActingAsOf, auditTargetText, auditWhoOf, type AuditEntry } from '@casecover/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable, type DataColumn } from '@/components/data-table';
import { whenOf } from '../utils/audit-format';

const COLUMNS: readonly DataColumn[] = [
  { header: 'WHEN', width: 190 },
  { header: 'WHO', width: 150 },
  { header: 'ACTING AS', width: 190 },
  { header: 'ACTION', width: 190 },
  { header: 'TARGET', width: 200 },
  { header: 'DETAILS' },
];

const wrap = { overflowWrap: 'anywhere' } as const;

/** The entries as a table (desktop) or as cards (phone). */
export function AuditEntries({
  rows,
  isLoading,
  isPhone,
  timeZone,
  pageSize,
}: {
  rows: readonly AuditEntry[];
  isLoading: boolean;
  isPhone: boolean;
  timeZone: string;
  pageSize: number;
}) {
  if (isPhone) {
    if (!isLoading && rows.length === 0) {
      return <Typography sx={{ p: 2, color: 'text.secondary' }}>{MSG.audit.empty}</Typography>;
    }
    return (
      <Stack component="ul" aria-label="Audit log entries" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
        {rows.map((e) => (
          <Box component="li" key={e.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, ...wrap }}>
            <Typography variant="body2" color="text.secondary">
              {whenOf(e, timeZone)}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{e.actionLabel}</Typography>
            <Typography variant="body2">
              {auditActingAsOf(e) || auditWhoOf(e)} · {auditTargetText(e)}
            </Typography>
            {e.details ? (
              <Typography variant="body2" color="text.secondary">
                {e.details}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <DataTable
      label="Audit log entries"
      columns={COLUMNS}
      rows={rows}
      isLoading={isLoading}
      skeletonRows={Math.min(pageSize, 10)}
      empty={MSG.audit.empty}
      renderRow={(e) => (
        <TableRow key={e.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenOf(e, timeZone)}</TableCell>
          <TableCell sx={wrap}>{auditWhoOf(e)}</TableCell>
          <TableCell sx={wrap}>{auditActingAsOf(e)}</TableCell>
          <TableCell sx={wrap}>{e.actionLabel}</TableCell>
          <TableCell sx={wrap}>{auditTargetText(e)}</TableCell>
          <TableCell sx={wrap}>{e.details}</TableCell>
        </TableRow>
      )}
    />
  );
}
