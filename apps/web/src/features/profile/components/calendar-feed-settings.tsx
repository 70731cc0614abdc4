import { MSG, NOTICE_DATE_TIME_FORMAT, formatInZone } from '@casecover/shared';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { guessTimeZone } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/** The address just created: shown with a copy button until the user leaves the section. */
function NewFeedAddress({ url, onNotice }: { url: string; onNotice: ReturnType<typeof useNotice>['show'] }) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onNotice('success', MSG.calendarFeed.copied);
    } catch {
      field.current?.select();
      onNotice('error', MSG.calendarFeed.copyFailed);
    }
  };
  return (
    <Box sx={{ mt: 2.5 }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Copy this address now: it is shown only once. Anyone who has it can see these tasks, so keep it to your own
        calendar.
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}>
        <TextField
          label="Feed address"
          value={url}
          inputRef={field}
          fullWidth
          size="small"
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          Copy
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Calendar feed: a secret address Outlook, Google or Apple Calendar subscribe to, listing the
 * tasks the user can see. It can be created (or replaced by a new one) and revoked here.
 */
export function CalendarFeedSettings() {
  const session = useSession();
  const timeZone = session?.timeZone ?? guessTimeZone();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const notices = useNotice();
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const status = feed.data;
  const when = (iso: string) => formatInZone(iso, timeZone, NOTICE_DATE_TIME_FORMAT);

  // Busy, Create is disabled and drops the focus: it has it back once the address comes.
  const focusCreate = useFocusAfterRequest(create.isPending);
  const createFeed = () => {
    focusCreate.remember();
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.data.url);
        notices.show('success', answer.msg);
      },
      onError: (error) => notices.show('error', errorMessage(error)),
    });
  };

  // Revoked, the Revoke button the question came from is gone: the focus goes to Create, the one
  // thing left to do here, once the page shows no address (unless the user has moved it on).
  const createRef = useRef<HTMLButtonElement>(null);
  const isRevoked = useRef(false);
  useEffect(() => {
    if (!isRevoked.current || status?.active !== false) return;
    isRevoked.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) createRef.current?.focus();
  }, [status?.active]);

  const revokeFeed = () =>
    revoke.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(null);
        setConfirmRevoke(false);
        isRevoked.current = true;
        notices.show('success', answer.msg);
      },
      onError: (error) => notices.show('error', errorMessage(error)),
    });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Typography variant="h2">{MSG.calendarFeed.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Subscribe to your tasks in Outlook, Google Calendar or Apple Calendar. The feed lists the tasks you can see,
          from 30 days back to 180 days ahead, and follows their changes; cancelled tasks stay in it, marked cancelled.
          It never holds patient information.
        </Typography>
        <Divider sx={{ my: 2.5 }} />
        {feed.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : feed.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(feed.error)}
          </Alert>
        ) : (
          <Box data-testid="calendar-feed-status">
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <EventAvailable color={status?.active ? 'primary' : 'disabled'} sx={{ mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 650 }}>
                  {status?.active ? 'Your feed address is active' : 'You have no feed address'}
                </Typography>
                {status?.active && status.createdAt ? (
                  <Typography variant="body2" color="text.secondary">
                    Created {when(status.createdAt)} ·{' '}
                    {status.lastUsedAt
                      ? `last read by a calendar ${when(status.lastUsedAt)}`
                      : 'not read by a calendar yet'}
                  </Typography>
                ) : null}
              </Box>
            </Box>
            {url ? <NewFeedAddress url={url} onNotice={notices.show} /> : null}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5 }}>
              <Button
                ref={createRef}
                variant={url ? 'outlined' : 'contained'}
                loading={create.isPending}
                disabled={revoke.isPending}
                onClick={createFeed}
              >
                {status?.active ? 'Create a new address' : 'Create feed address'}
              </Button>
              {status?.active ? (
                <Button
                  color="error"
                  variant="outlined"
                  disabled={create.isPending}
                  onClick={() => setConfirmRevoke(true)}
                >
                  Revoke
                </Button>
              ) : null}
            </Box>
            {status?.active && !url ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                The address itself is shown only when it is created. Lost it? Create a new address: the old one stops
                working.
              </Typography>
            ) : null}
          </Box>
        )}
        <Divider sx={{ my: 2.5 }} />
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 650 }}>
          How to subscribe
        </Typography>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
          <Typography component="li" variant="body2">
            Google Calendar: Other calendars → + → From URL, then paste the address.
          </Typography>
          <Typography component="li" variant="body2">
            Outlook: Add calendar → Subscribe from web, then paste the address.
          </Typography>
          <Typography component="li" variant="body2">
            Apple Calendar: File → New Calendar Subscription, then paste the address.
          </Typography>
        </Box>
      </CardContent>
      <FormDialog
        open={confirmRevoke}
        title="Revoke the feed address?"
        description="Calendars subscribed to it stop updating at once, and the address cannot be used again."
        onClose={() => setConfirmRevoke(false)}
        onSubmit={revokeFeed}
        submitLabel="Revoke"
        submitColor="error"
        isSubmitting={revoke.isPending}
        focusCancel
      />
      <NoticeSnackbar {...notices} />
    </Card>
  );
}
