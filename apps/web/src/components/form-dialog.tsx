import Close from '@mui/icons-material/Close';
import type { AlertColor } from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { LiveSummary } from './live-summary';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** Asked to close: Escape, the backdrop or Cancel. Ignored while submitting. */
  onClose: () => void;
  /** The form's submit, run by the primary button and by Enter in a field. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  isSubmitting?: boolean;
  isSubmitDisabled?: boolean;
  cancelLabel?: string;
  /** Questions put the focus on Cancel, so Enter does not confirm by accident. */
  focusCancel?: boolean;
  /** The sentence under the title; it also describes the dialog to screen readers. */
  description?: ReactNode;
  /** A failure shown above the fields. */
  error?: ReactNode;
  /** Or a message of any severity there (e.g. "sent", before the dialog closes itself). */
  notice?: { severity: AlertColor; text: ReactNode } | null;
  maxWidth?: DialogProps['maxWidth'];
  /** A long form keeps its place when the backdrop is clicked by accident (Escape still closes it). */
  closeOnBackdrop?: boolean;
  /** A close button in the title bar, beside Cancel. */
  hasCloseButton?: boolean;
  /** Lines above and below a content area that scrolls on its own. */
  dividers?: boolean;
  contentSx?: SxProps<Theme>;
  paperSx?: SxProps<Theme>;
  onExited?: () => void;
  children?: ReactNode;
}

/** An element and its ancestors, nearest first. */
function elementsAround(element: Element | null): HTMLElement[] {
  const path: HTMLElement[] = [];
  for (let el = element; el instanceof HTMLElement && el !== document.body; el = el.parentElement) path.push(el);
  return path;
}

/**
 * The frame every form dialog shares: a labelled title, the content, and Cancel beside the
 * primary action (which shows its progress). Enter in a field submits, Escape closes, and
 * nothing closes while the request is under way.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitColor = 'primary',
  isSubmitting = false,
  isSubmitDisabled = false,
  cancelLabel = 'Cancel',
  focusCancel = false,
  description,
  error,
  notice,
  maxWidth = 'xs',
  closeOnBackdrop = true,
  hasCloseButton = false,
  dividers = false,
  contentSx,
  paperSx,
  onExited,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const handleClose = () => {
    if (!isSubmitting) onClose();
  };
  // Both buttons are disabled while a request runs, so the focus drops to the page; a refusal
  // may leave the primary one disabled. Put it back on Cancel, so the keyboard (Escape, Tab)
  // still works in the dialog.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || isSubmitting || !error) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      !paperRef.current?.contains(active) ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (lost) cancelRef.current?.focus();
  }, [open, isSubmitting, error]);
  // Where the focus was when the dialog opened, and the elements around it. MUI puts the focus
  // back on the opener when the dialog closes; when the opener has gone meanwhile (its row
  // suspended, its card answered), the nearest container still on the page that takes the focus
  // (a table, a list, the main content) gets it, rather than the top of the page.
  const openerPath = useRef<HTMLElement[]>([]);
  const isOpenerKnown = useRef(false);
  // A layout effect, which runs before the dialog moves the focus in; the first focus into the
  // dialog then names the opener for sure, as it does for MUI (a menu that opened the dialog has
  // given the focus back to its button by then).
  useLayoutEffect(() => {
    if (!open) return;
    openerPath.current = elementsAround(document.activeElement);
    isOpenerKnown.current = false;
  }, [open]);
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (isOpenerKnown.current) return;
    isOpenerKnown.current = true;
    if (event.relatedTarget && !dialogRef.current?.contains(event.relatedTarget)) {
      openerPath.current = elementsAround(event.relatedTarget);
    }
  };
  const handleExited = () => {
    // Still in the closing dialog, or nowhere: the opener could not take it back.
    const active = document.activeElement;
    if (!active || active === document.body || dialogRef.current?.contains(active)) {
      openerPath.current.find((el) => el.isConnected && (el.tabIndex >= 0 || el.hasAttribute('tabindex')))?.focus();
    }
    onExited?.();
  };
  return (
    <Dialog
      ref={dialogRef}
      open={open}
      onFocus={handleFocus}
      onClose={(_event, reason) => {
        if (closeOnBackdrop || reason !== 'backdropClick') handleClose();
      }}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      slotProps={{
        transition: { onExited: handleExited },
        paper: { ref: paperRef, ...(paperSx ? { sx: paperSx } : {}) },
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field submits too: not while the primary button is disabled or busy.
          if (isSubmitDisabled || isSubmitting) return;
          void onSubmit(event);
        }}
        style={{ display: 'contents' }}
      >
        <DialogTitle id={titleId} sx={hasCloseButton ? { pr: 7 } : undefined}>
          {title}
          {hasCloseButton ? (
            <IconButton aria-label="Close" onClick={handleClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
              <Close />
            </IconButton>
          ) : null}
        </DialogTitle>
        <DialogContent dividers={dividers} sx={contentSx}>
          {description ? (
            <DialogContentText id={descriptionId} sx={{ mb: children || error || notice ? 2.5 : 0 }}>
              {description}
            </DialogContentText>
          ) : null}
          <LiveSummary message={error ? { severity: 'error', text: error } : null} sx={{ mb: 2 }} />
          <LiveSummary message={notice ?? null} sx={{ mb: 2 }} />
          {children}
        </DialogContent>
        <DialogActions sx={dividers ? { px: 3, py: 2 } : { px: 3, pb: 2.5 }}>
          <Button ref={cancelRef} onClick={handleClose} color="inherit" disabled={isSubmitting} autoFocus={focusCancel}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            loading={isSubmitting}
            disabled={isSubmitDisabled}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
