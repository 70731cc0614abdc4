import { MSG, type SalesRepsInput } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSalesReps } from '../api/get-sales-reps';

/** Long enough to move the pointer from the cell onto the popup without it closing. */
const CLOSE_DELAY_MS = 200;

function SalesRepsList({ input, enabled }: { input: SalesRepsInput; enabled: boolean }) {
  const reps = useSalesReps(input, enabled);
  if (reps.isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }} role="status">
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2">Loading sales reps…</Typography>
      </Box>
    );
  }
  if (reps.isError) return <Alert severity="error">{errorMessage(reps.error)}</Alert>;
  if (reps.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {MSG.reports.noSalesReps}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={MSG.reports.salesReps}>
      {reps.data.map((rep) => (
        <Box component="li" key={rep._id} sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {rep.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {rep.tasks} {rep.tasks === 1 ? 'task' : 'tasks'}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {rep.email}
          </Typography>
          {rep.phone ? (
            <Typography variant="body2" color="text.secondary">
              {rep.phone}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * An Account cell: pointing at it or focusing it opens the Sales Reps popup, whose reps are
 * asked for only then. Escape or leaving the cell closes it.
 */
export function SalesRepsCell({ label, input }: { label: string; input: SalesRepsInput }) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isReturningFocus = useRef(false);
  const popupId = useId();
  useEffect(() => () => clearTimeout(closing.current), []);
  const open = () => {
    clearTimeout(closing.current);
    setOpen(true);
    setHasOpened(true);
  };
  const closeSoon = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setOpen(false);
      // Escape inside the popup hands the focus back to its cell, which must not open it again.
      if (anchor && document.activeElement !== anchor) {
        isReturningFocus.current = true;
        anchor.focus();
      }
    }
  };
  const onAnchorFocus = () => {
    if (isReturningFocus.current) isReturningFocus.current = false;
    else open();
  };
  return (
    <>
      <Link
        ref={setAnchor}
        component="button"
        type="button"
        underline="hover"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popupId : undefined}
        onMouseEnter={open}
        onMouseLeave={closeSoon}
        onFocus={onAnchorFocus}
        onBlur={closeSoon}
        onClick={() => (isOpen ? setOpen(false) : open())}
        onKeyDown={onKeyDown}
        sx={{ textAlign: 'left', font: 'inherit', fontWeight: 600, verticalAlign: 'baseline' }}
      >
        {label}
      </Link>
      <Popper
        open={isOpen}
        anchorEl={anchor}
        placement="bottom-start"
        // Right after the cell in the page, so Tab moves from the cell into a long list to scroll it;
        // fixed, so the table's scrolling box does not clip it.
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        sx={{ zIndex: 'modal' }}
        modifiers={[{ name: 'preventOverflow', options: { padding: 8 } }]}
      >
        <Paper
          id={popupId}
          role="dialog"
          aria-label={`${MSG.reports.salesReps} of ${label}`}
          elevation={6}
          tabIndex={0}
          onMouseEnter={open}
          onMouseLeave={closeSoon}
          onFocus={open}
          onBlur={closeSoon}
          onKeyDown={onKeyDown}
          sx={{ p: 2, width: 300, maxWidth: 'calc(100vw - 16px)', maxHeight: 360, overflowY: 'auto' }}
        >
          <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
            {MSG.reports.salesReps}
          </Typography>
          <SalesRepsList input={input} enabled={hasOpened} />
        </Paper>
      </Popper>
    </>
  );
}
