import { MSG, type TaskDetail } from '@casecover/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDollars } from '../utils/task-format';

const HEAD_SX = { fontWeight: 700, fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap' } as const;

/** The products used on the task, each line's amount and the total, prices in dollars. */
export function TaskProductsTable({ products }: { products: TaskDetail['products'] }) {
  const total = products.reduce((sum, p) => sum + p.price * p.quantity, 0);
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Products"
        sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } }, '& th:first-of-type, & td:first-of-type': { pl: { xs: 0 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={HEAD_SX}>NO</TableCell>
            <TableCell sx={HEAD_SX}>ITEM</TableCell>
            <TableCell sx={HEAD_SX} align="right">
              PRICE
            </TableCell>
            <TableCell sx={HEAD_SX} align="right">
              QUANTITY
            </TableCell>
            <TableCell sx={HEAD_SX} align="right">
              AMOUNT
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {MSG.tasks.noData}
              </TableCell>
            </TableRow>
          ) : (
            products.map((p) => (
              <TableRow key={p.no}>
                <TableCell>{p.no}</TableCell>
                <TableCell>{p.name}</TableCell>
                <TableCell align="right">{formatDollars(p.price)}</TableCell>
                <TableCell align="right">{p.quantity}</TableCell>
                <TableCell align="right">{formatDollars(p.price * p.quantity)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        {products.length > 0 ? (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                TOTAL
              </TableCell>
              <TableCell
                align="right"
                data-testid="products-total"
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
              >
                {formatDollars(total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
