import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

function Rows({ names }: { names: string[] }) {
  return (
    <DataTable
      label="Users"
      columns={[{ header: 'NAME' }, { header: 'ACTIONS' }]}
      rows={names}
      isLoading={false}
      skeletonRows={3}
      empty="No data found"
      renderRow={(name) => (
        <TableRow key={name}>
          <TableCell>{name}</TableCell>
          <TableCell>
            <button type="button">Actions for {name}</button>
          </TableCell>
        </TableRow>
      )}
    />
  );
}

describe('DataTable', () => {
  it('keeps the focus on the table when the row it was on leaves (suspended, deleted)', async () => {
    const view = render(<Rows names={['Ada', 'Ben', 'Cy']} />);
    screen.getByRole('button', { name: 'Actions for Ben' }).focus();
    view.rerender(<Rows names={['Ada', 'Cy']} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveFocus();
    // Tab goes on into the rows left.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toHaveFocus();
  });

  it('leaves the focus alone when it is elsewhere', () => {
    const view = render(
      <>
        <button type="button">Outside</button>
        <Rows names={['Ada', 'Ben']} />
      </>,
    );
    screen.getByRole('button', { name: 'Outside' }).focus();
    view.rerender(
      <>
        <button type="button">Outside</button>
        <Rows names={['Ada']} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });
});
