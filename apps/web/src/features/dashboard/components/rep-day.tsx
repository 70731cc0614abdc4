import { MSG, OFFER_OVERLAP_CODE, type RepDayTask, type TaskStatus } from '@casecover/shared';
import Login from '@mui/icons-material/Login';
import TaskAlt from '@mui/icons-material/TaskAlt';
import ThumbDown from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ShowNotice } from '@/components/notice-snackbar';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { RESCUED_FOCUS_RING, useFocusRescue } from '@/lib/use-focus-rescue';
import { useRepDayMove, useRepOffers, useRepToday, type RepDayMove } from '../api/rep-day';
import { DeclineOfferDialog } from './decline-offer-dialog';
import { DayTaskCard } from '@/components/day-task-card';

export interface RepDayProps {
  timeZone: string;
  notify: ShowNotice;
  /** Opens the completion (products) dialog of a task in progress. */
  onComplete: (task: RepDayTask) => void;
  renderStatus: (status: TaskStatus) => ReactNode;
  /** Told after a move went through, so the rest of the screen (the calendar) follows. */
  onChanged: () => void;
}

/** A list's frame: its heading, then loading, the error with a retry, the empty line, or the cards. */
function DayList<T extends RepDayTask>({
  title,
  count,
  query,
  tasks,
  empty,
  children,
}: {
  title: string;
  count?: number | undefined;
  query: UseQueryResult<unknown>;
  tasks: T[] | undefined;
  empty: string;
  children: (task: T) => ReactNode;
}) {
  const headingId = `rep-day-${title.toLowerCase()}`;
  // The card answered (accepted, declined) leaves the list: the list's section, named by its
  // heading with the new count, takes the focus.
  const { targetRef, containerProps } = useFocusRescue<HTMLElement>(tasks);
  return (
    <Box
      component="section"
      ref={targetRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      {...containerProps}
      sx={{ minWidth: 0, borderRadius: 1, '&:focus-visible': { ...RESCUED_FOCUS_RING, outlineOffset: '6px' } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1.5 }}>
        {title}
        {count ? ` (${count})` : ''}
      </Typography>
      {query.isPending ? (
        <Box role="status" aria-busy="true" aria-label={`Loading ${title}`} sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {MSG.repDay.loadFailed} ({errorMessage(query.error)})
        </Alert>
      ) : !tasks?.length ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {tasks.map(children)}
        </Box>
      )}
    </Box>
  );
}

/**
 * A Sales Rep's day: "Today" (his tasks starting today in his zone, with Check in and Complete)
 * and "Offers" (tasks offered to him, with Accept and Decline with a reason). One tap each.
 */
export function RepDay({ timeZone, notify, onComplete, renderStatus, onChanged }: RepDayProps) {
  const today = useRepToday(timeZone);
  const offers = useRepOffers();
  const move = useRepDayMove();
  const [declining, setDeclining] = useState<{ task: RepDayTask; opening: number } | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  // The server's warning when the rep already holds a task at an overlapping time (both times).
  const [overlap, setOverlap] = useState<{ taskId: string; message: string } | null>(null);
  // The Accept that raised it, which takes the focus back when the question closes unanswered.
  const overlapOpener = useRef<HTMLElement | null>(null);
  const busy = (kind: RepDayMove['kind'], taskId: string) =>
    move.isPending && move.variables.kind === kind && move.variables.taskId === taskId;
  // The card's button pressed (Accept, Check in) is disabled while its move is sent, which drops
  // the focus; refused, the move leaves the button where it was, and the focus goes back to it.
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (move.isPending) return;
    const button = pressed.current;
    pressed.current = null;
    const active = document.activeElement;
    if (button?.isConnected && (!active || active === document.body)) button.focus();
  }, [move.isPending]);
  const run = (m: RepDayMove, after?: () => void) => {
    if (m.kind !== 'decline' && document.activeElement instanceof HTMLElement) pressed.current = document.activeElement;
    move.mutate(m, {
      onSuccess: (r) => {
        setOverlap(null);
        notify('success', r.msg);
        onChanged();
        after?.();
      },
      onError: (error) => {
        if (m.kind === 'accept' && isApiError(error) && error.code === OFFER_OVERLAP_CODE) {
          overlapOpener.current = pressed.current;
          setOverlap({ taskId: m.taskId, message: error.message });
          return;
        }
        setOverlap(null);
        if (m.kind !== 'decline') notify('error', errorMessage(error));
      },
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
      <DayList title="Today" query={today} tasks={today.data?.tasks} empty={MSG.repDay.noToday}>
        {(task) => (
          <DayTaskCard
            key={task._id}
            task={task}
            timeZone={timeZone}
            withDay={false}
            status={renderStatus(task.taskStatus)}
            actions={
              task.taskStatus === 'assigned' ? (
                <Button
                  variant="contained"
                  startIcon={<Login />}
                  loading={busy('checkin', task._id)}
                  disabled={move.isPending}
                  onClick={() => run({ kind: 'checkin', taskId: task._id })}
                >
                  Check in
                </Button>
              ) : task.taskStatus === 'inprogress' ? (
                <Button variant="contained" color="success" startIcon={<TaskAlt />} onClick={() => onComplete(task)}>
                  Complete
                </Button>
              ) : null
            }
          />
        )}
      </DayList>
      <DayList
        title="Offers"
        count={offers.data?.length}
        query={offers}
        tasks={offers.data}
        empty={MSG.repDay.noOffers}
      >
        {(task) => (
          <DayTaskCard
            key={task._id}
            task={task}
            timeZone={timeZone}
            withDay
            status={renderStatus(task.taskStatus)}
            actions={
              <>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<ThumbUp />}
                  loading={busy('accept', task._id)}
                  disabled={move.isPending}
                  onClick={() => run({ kind: 'accept', taskId: task._id })}
                >
                  Accept
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<ThumbDown />}
                  disabled={move.isPending}
                  onClick={() => {
                    move.reset();
                    setDeclining({ task, opening: (declining?.opening ?? 0) + 1 });
                    setDeclineOpen(true);
                  }}
                >
                  Decline
                </Button>
              </>
            }
          />
        )}
      </DayList>
      {declining ? (
        <DeclineOfferDialog
          key={declining.opening}
          open={declineOpen}
          taskName={declining.task.taskName}
          isSubmitting={move.isPending}
          error={move.isError && move.variables.kind === 'decline' ? errorMessage(move.error) : null}
          onClose={() => setDeclineOpen(false)}
          onDecline={(reason) =>
            run({ kind: 'decline', taskId: declining.task._id, reason }, () => setDeclineOpen(false))
          }
        />
      ) : null}
      <FormDialog
        open={overlap !== null}
        title="Overlapping task"
        description={overlap?.message ?? ''}
        maxWidth="sm"
        focusCancel
        onClose={() => setOverlap(null)}
        onExited={() => {
          const opener = overlapOpener.current;
          overlapOpener.current = null;
          const active = document.activeElement;
          if (opener?.isConnected && (!active || active === document.body)) opener.focus();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (overlap) run({ kind: 'accept', taskId: overlap.taskId, confirmOverlap: true });
        }}
        submitLabel="Accept anyway"
        submitColor="success"
        isSubmitting={move.isPending}
      />
    </Box>
  );
}
