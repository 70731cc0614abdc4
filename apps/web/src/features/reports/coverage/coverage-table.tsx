import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRate } from './coverage-format';

export interface CoverageTableRow {
  key: string;
  name: string;
  total: number;
  uncovered: number;
  rate: number;
}

const HEAD = { fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } as const;

/** A compact table of counts and uncovered rate; `first` names what a row is (Department, Period…). */
export function CoverageTable({
  label,
  first,
  rows,
  id,
}: {
  label: string;
  first: string;
  rows: readonly CoverageTableRow[];
  id?: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} {...(id ? { id } : {})}>
        <TableHead>
          <TableRow>
            <TableCell sx={HEAD}>{first}</TableCell>
            <TableCell sx={HEAD} align="right">
              Tasks
            </TableCell>
            <TableCell sx={HEAD} align="right">
              Uncovered
            </TableCell>
            <TableCell sx={HEAD} align="right">
              Rate
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {r.name}
              </TableCell>
              <TableCell align="right">{r.total}</TableCell>
              <TableCell align="right">{r.uncovered}</TableCell>
              <TableCell align="right">{formatRate(r.rate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
