import { MSG, REPORT_PAGE_SIZE, type ReportData, type ReportRow, type SalesRepsInput } from '@casecover/shared';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SalesRepsCell } from './sales-reps-popup';

/** The column of the hospital a row is about: the one whose key or label names the account. */
export function accountColumnKey(headers: ReportData['tableHeaders']): string | null {
  return headers.find((h) => /account|hospital/i.test(h.key) || /^(account|hospital)/i.test(h.label))?.key ?? null;
}

function cellText(value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}

/**
 * The Table tab: a numbered NO column and the report's headers, ten rows a page. A row that
 * carries `accountId` makes its Account cell open the Sales Reps popup.
 */
export function ReportTable({
  data,
  title,
  isLoading,
  page,
  onPage,
  repsInput,
}: {
  data: ReportData | undefined;
  title: string;
  isLoading: boolean;
  page: number;
  onPage: (page: number) => void;
  /** The filters the popup's reps are read with; the account is each row's. */
  repsInput: Omit<SalesRepsInput, 'accountId'>;
}) {
  const headers = data?.tableHeaders ?? [];
  const rows = data?.tableData ?? [];
  const columns: DataColumn[] = [
    { header: 'NO', width: 56, skeletonWidth: 20 },
    ...headers.map((h) => ({ header: h.label, align: 'left' as const })),
  ];
  const pages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const first = (shownPage - 1) * REPORT_PAGE_SIZE;
  const accountKey = accountColumnKey(headers);
  return (
    <>
      <DataTable
        label={`${title} table`}
        columns={columns}
        rows={rows.slice(first, first + REPORT_PAGE_SIZE)}
        isLoading={isLoading && !data}
        skeletonRows={5}
        empty={MSG.reports.noTableData}
        tableSx={{ minWidth: 56 + 130 * headers.length }}
        renderRow={(row, index) => (
          <TableRow key={first + index} hover>
            <TableCell sx={{ color: 'text.secondary' }}>{first + index + 1}</TableCell>
            {headers.map((h) => {
              const accountId = row.accountId;
              const isAccount = h.key === accountKey && typeof accountId === 'string' && accountId !== '';
              return (
                <TableCell key={h.key} sx={{ wordBreak: 'break-word' }}>
                  {isAccount ? (
                    <SalesRepsCell label={cellText(row[h.key])} input={{ ...repsInput, accountId }} />
                  ) : (
                    cellText(row[h.key])
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        )}
      />
      {rows.length > REPORT_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage - 1}
          rowsPerPage={REPORT_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => onPage(next + 1)}
        />
      ) : null}
    </>
  );
}
