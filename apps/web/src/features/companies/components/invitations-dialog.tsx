import { MSG, formatInZone, type CompanyInvitation, type InvitationState } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { RESCUED_FOCUS_RING } from '@/lib/use-focus-rescue';
import { useSession } from '@/lib/use-session';
import { useInvitations } from '../api/invite-invitations';
import { useResendInvitation } from '../api/invite-resend';
import { useWithdrawInvitation } from '../api/invite-withdraw';

const DATE_FORMAT = 'MMM DD, YYYY h:mm A';

const STATES: Record<InvitationState, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Waiting for sign-up', color: 'info' },
  expired: { label: 'Link expired', color: 'warning' },
  accepted: { label: 'Accepted', color: 'success' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

function InvitationRow({
  row,
  timeZone,
  busy,
  onResend,
  onWithdraw,
}: {
  row: CompanyInvitation;
  timeZone: string;
  busy: boolean;
  onResend: () => void;
  onWithdraw: () => void;
}) {
  const state = STATES[row.status];
  const isOpen = row.status === 'pending' || row.status === 'expired';
  const sent = `${row.mode === 'new' ? 'Invited' : 'Linked'} ${formatInZone(row.createdAt, timeZone, DATE_FORMAT)}${
    row.invitedBy ? ` by ${row.invitedBy}` : ''
  }`;
  return (
    <Box
      component="li"
      aria-label={`${row.companyName}: ${state.label}`}
      // Withdrawn, the row loses its buttons: the question closing gives the focus to the row,
      // which says what it has become, rather than to the top of the dialog.
      tabIndex={-1}
      sx={{
        '&:focus-visible': { ...RESCUED_FOCUS_RING, outlineOffset: '4px' },
        py: 1.75,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 650 }}>{row.companyName}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={state.color}
            label={state.label}
            sx={{ height: 22, fontSize: '0.75rem', fontWeight: 600 }}
          />
        </Box>
        <Typography variant="body2" sx={{ mt: 0.25, wordBreak: 'break-word' }}>
          {[row.name, row.email].filter(Boolean).join(' · ')}
          {row.divisionName ? ` · Division: ${row.divisionName}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {sent}
          {row.sendCount > 1
            ? ` · sent ${row.sendCount} times, last ${formatInZone(row.lastSentAt, timeZone, DATE_FORMAT)}`
            : ''}
          {row.mode === 'new' && row.respondedAt && (row.status === 'accepted' || row.status === 'withdrawn')
            ? ` · ${row.status} ${formatInZone(row.respondedAt, timeZone, DATE_FORMAT)}`
            : ''}
          {row.status === 'pending' && row.expiresAt
            ? ` · link valid until ${formatInZone(row.expiresAt, timeZone, DATE_FORMAT)}`
            : ''}
        </Typography>
      </Box>
      {isOpen ? (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={onResend}
            disabled={busy}
            aria-label={`Resend the invitation of ${row.companyName}`}
          >
            Resend
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onWithdraw}
            disabled={busy}
            aria-label={`Withdraw the invitation of ${row.companyName}`}
          >
            Withdraw
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * The list itself, mounted each time the dialog opens (a closed MUI dialog renders no content), so
 * every opening reads the invitations afresh: a sign-up elsewhere shows as accepted.
 */
function InvitationList({
  timeZone,
  busy,
  onResend,
  onWithdraw,
}: {
  timeZone: string;
  busy: boolean;
  onResend: (row: CompanyInvitation) => void;
  onWithdraw: (row: CompanyInvitation) => void;
}) {
  const invitations = useInvitations();
  if (invitations.isPending) {
    return (
      <Stack spacing={1.5} aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (invitations.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void invitations.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(invitations.error)}
      </Alert>
    );
  }
  if (!invitations.data.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }} align="center">
        {MSG.companyInvite.empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Company invitations" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invitations.data.map((row) => (
        <InvitationRow
          key={row._id}
          row={row}
          timeZone={timeZone}
          busy={busy}
          onResend={() => onResend(row)}
          onWithdraw={() => onWithdraw(row)}
        />
      ))}
    </Box>
  );
}

/** The hospital's company invitations: who invited which company when, and where each stands. */
export function InvitationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const timeZone = useSession()?.timeZone ?? 'UTC';
  const resend = useResendInvitation();
  // Resend is disabled while it sends, which drops the focus: it comes back to the button.
  const resendFocus = useFocusAfterRequest(resend.isPending);
  const withdraw = useWithdrawInvitation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toWithdraw, setToWithdraw] = useState<CompanyInvitation | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  const run = async (action: () => Promise<{ msg: string }>) => {
    setNotice(null);
    try {
      setNotice({ severity: 'success', text: (await action()).msg });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setNotice(null) } }}
    >
      <DialogTitle id={titleId}>Invitations</DialogTitle>
      <DialogContent>
        {notice ? (
          <Alert severity={notice.severity} sx={{ mb: 2 }}>
            {notice.text}
          </Alert>
        ) : null}
        <InvitationList
          timeZone={timeZone}
          busy={resend.isPending || withdraw.isPending}
          onResend={(row) => {
            resendFocus.remember();
            void run(() => resend.mutateAsync(row._id));
          }}
          onWithdraw={(row) => {
            setToWithdraw(row);
            setConfirmOpen(true);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
      <FormDialog
        open={isConfirmOpen}
        title="Withdraw Invitation"
        description={toWithdraw ? `${toWithdraw.companyName}: ${MSG.companyInvite.withdrawConfirm}` : ''}
        focusCancel
        submitLabel="Withdraw"
        submitColor="error"
        isSubmitting={withdraw.isPending}
        onClose={() => setConfirmOpen(false)}
        onExited={() => setToWithdraw(null)}
        onSubmit={async () => {
          if (!toWithdraw) return;
          await run(() => withdraw.mutateAsync(toWithdraw._id));
          setConfirmOpen(false);
        }}
      />
    </Dialog>
  );
}
