import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('FormDialog', () => {
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
