import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

function Question({
  isSubmitting,
  error,
  onClose,
}: {
  isSubmitting: boolean;
  error: string | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      title="Delete Department"
      onClose={onClose}
      onSubmit={() => {}}
      submitLabel="Delete"
      isSubmitting={isSubmitting}
      isSubmitDisabled={Boolean(error)}
      focusCancel
      error={error}
    >
      Are you sure?
    </FormDialog>
  );
}

/** A list whose row opens a dialog that removes the row (suspend, delete) before it closes. */
function RowWithDialog() {
  const [rows, setRows] = useState(['Ada', 'Ben']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul aria-label="Users" tabIndex={-1}>
        {rows.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => setOpen(true)}>
              Suspend {name}
            </button>
          </li>
        ))}
      </ul>
      <FormDialog
        open={open}
        title="Suspend User"
        onClose={() => setOpen(false)}
        onSubmit={() => {
          setRows(['Ada']);
          setOpen(false);
        }}
        submitLabel="Suspend"
      />
    </>
  );
}

describe('FormDialog', () => {
  it('gives the focus back to the opener, or, once the opener has gone, to the nearest container left', async () => {
    const user = userEvent.setup();
    render(<RowWithDialog />);
    const suspendAda = screen.getByRole('button', { name: 'Suspend Ada' });
    suspendAda.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(suspendAda).toHaveFocus();

    screen.getByRole('button', { name: 'Suspend Ben' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('list', { name: 'Users' })).toHaveFocus();
  });

  it('keeps the keyboard in the dialog when a request is refused, so Escape still closes it', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Question isSubmitting={false} error={null} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // While the request runs both buttons are disabled and the focus drops out of them …
    rerender(<Question isSubmitting error={null} onClose={onClose} />);
    // … and the refusal leaves Delete disabled: the focus comes back to Cancel.
    rerender(<Question isSubmitting={false} error="This department has 3 tasks and 1 scheduler." onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
