import { FormDialog } from '@/components/form-dialog';

/** The question asked before one notification, or all of them, are cleared. */
export function ConfirmClearDialog({
  open,
  title,
  text,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      title={title}
      description={text}
      onClose={onClose}
      onSubmit={onConfirm}
      submitLabel="Clear"
      submitColor="error"
      isSubmitting={isPending}
      focusCancel
      error={error}
    />
  );
}
