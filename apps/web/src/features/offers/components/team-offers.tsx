import { MSG, type TaskStatus, type TeamOffer } from '@casecover/shared';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { DayTaskCard } from '@/components/day-task-card';
import type { ShowNotice } from '@/components/notice-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useTeamOffers } from '../api/team-offers';
import { ReassignOfferDialog } from './reassign-offer-dialog';

/**
 * The open offers in a manager's part of the company (soonest first), who each is with, and a
 * Reassign button that moves it to another rep of his part with a note.
 */
export function TeamOffers({
  timeZone,
  notify,
  renderStatus,
}: {
  timeZone: string;
  notify: ShowNotice;
  renderStatus: (status: TaskStatus) => ReactNode;
}) {
  const query = useTeamOffers();
  const [moving, setMoving] = useState<{ offer: TeamOffer; open: boolean; opening: number } | null>(null);

  if (query.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading offers" sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }}>
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={110} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {MSG.repDay.teamLoadFailed} ({errorMessage(query.error)})
      </Alert>
    );
  }
  const { offers, reps } = query.data;
  if (!offers.length) return <Typography color="text.secondary">{MSG.repDay.noTeamOffers}</Typography>;
  return (
    <>
      <Box
        component="ul"
        aria-label="Open offers"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, maxWidth: 720 }}
      >
        {offers.map((offer) => (
          <DayTaskCard
            key={offer._id}
            task={offer}
            timeZone={timeZone}
            withDay
            status={renderStatus(offer.taskStatus)}
            actions={
              <Button
                variant="outlined"
                startIcon={<SwapHoriz />}
                onClick={() => setMoving({ offer, open: true, opening: (moving?.opening ?? 0) + 1 })}
              >
                Reassign
              </Button>
            }
          >
            <Typography variant="body2">
              Offered to <strong>{offer.offeredTo.map((r) => r.name).join(', ')}</strong>
            </Typography>
          </DayTaskCard>
        ))}
      </Box>
      {moving ? (
        <ReassignOfferDialog
          key={moving.opening}
          open={moving.open}
          offer={moving.offer}
          reps={reps}
          onClose={() => setMoving({ ...moving, open: false })}
          onReassigned={(message) => notify('success', message)}
        />
      ) : null}
    </>
  );
}
