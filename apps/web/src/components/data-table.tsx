import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { RESCUED_FOCUS_RING, useFocusRescue } from '@/lib/use-focus-rescue';

export interface DataColumn {
  /** The column's heading, in the spec's capitals (`#`, `NAME`, `ACTION`). */
  header: string;
  align?: 'left' | 'right';
  width?: number | string;
  /** The width of its loading placeholder; `75%` unless given. */
  skeletonWidth?: number | string;
}

/** The `#` column: narrow, with a short placeholder. */
export const NUMBER_COLUMN: DataColumn = { header: '#', width: 56, skeletonWidth: 20 };

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn[];
  rows: readonly T[];
  isLoading: boolean;
  /** Placeholder rows while loading. */
  skeletonRows: number;
  /** What one row of cells shows when there are none. */
  empty: ReactNode;
  renderRow: (row: T, index: number) => ReactNode;
  tableSx?: SxProps<Theme>;
}

/**
 * A list screen's table: the headings, placeholder rows while it loads, one row saying there is
 * nothing, or the rows. The users, companies and locations lists share it. When the row the focus
 * was on leaves (suspended, deleted), the table itself takes the focus.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  isLoading,
  skeletonRows,
  empty,
  renderRow,
  tableSx,
}: DataTableProps<T>) {
  const { targetRef, containerProps } = useFocusRescue<HTMLTableElement>(rows);
  return (
    <TableContainer sx={{ '& > table:focus-visible': RESCUED_FOCUS_RING }}>
      <Table ref={targetRef} tabIndex={-1} size="small" aria-label={label} sx={tableSx} {...containerProps}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.header}
                align={c.align ?? 'left'}
                sx={{
                  py: 1.25,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  letterSpacing: '0.04em',
                  color: 'text.secondary',
                  bgcolor: 'background.default',
                  whiteSpace: 'nowrap',
                  width: c.width,
                }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <TableRow key={i} aria-hidden="true">
                  {columns.map((c) => (
                    <TableCell key={c.header} sx={{ py: 1.5 }}>
                      <Skeleton width={c.skeletonWidth ?? '75%'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {!isLoading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : null}
          {!isLoading ? rows.map(renderRow) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
