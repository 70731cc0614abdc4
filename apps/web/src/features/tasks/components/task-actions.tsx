import { canTaskAction, type Role, type TaskDetail } from '@casecover/shared';
import Cancel from '@mui/icons-material/CancelOutlined';
import Login from '@mui/icons-material/Login';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/SendOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import ThumbDown from '@mui/icons-material/ThumbDownOutlined';
import Update from '@mui/icons-material/Update';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCheckInTask } from '../api/check-in-task';
import { useRespondToOffer } from '../api/respond-to-offer';
import { AcceptOfferButton } from './accept-offer-button';
import { CancelTaskDialog } from './cancel-task-dialog';
import { CompleteTaskDialog } from './complete-task-dialog';
import type { Notify } from './task-edit-fields';
import { OfferTaskDialog } from './offer-task-dialog';
import { ReopenTaskDialog } from './reopen-task-dialog';
import { UpdateStatusDialog } from './update-status-dialog';

type OpenDialog = 'status' | 'cancel' | 'offer' | 'complete' | 'reopen' | null;

/**
 * The hospital side's Update Status and Cancel Task, hidden once the task is closed; and the
 * Account Admin's Reopen Task on an uncovered one.
 */
export function HospitalTaskActions({
  task,
  role,
  timeZone,
  notify,
}: {
  task: TaskDetail;
  role: Role;
  timeZone: string;
  notify: Notify;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Each opening mounts the dialog afresh, so it starts clean.
  const [openings, setOpenings] = useState(0);
  const open = (next: OpenDialog) => {
    setOpenings((n) => n + 1);
    setDialog(next);
  };
  const canComplete = canTaskAction(role, task.taskStatus, 'complete');
  const canCancel = canTaskAction(role, task.taskStatus, 'cancel');
  const canReopen = canTaskAction(role, task.taskStatus, 'reopen');
  // A dialog stays mounted until it closes itself: its success notice comes after the refetch
  // that may already show the task closed (and these actions gone).
  if (!canComplete && !canCancel && !canReopen && dialog === null) return null;
  const close = () => setDialog(null);
  const success = (text: string) => notify('success', text);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {canComplete ? (
        <Button variant="contained" startIcon={<Update />} onClick={() => open('status')}>
          Update Status
        </Button>
      ) : null}
      {canReopen ? (
        <Button variant="contained" startIcon={<Replay />} onClick={() => open('reopen')}>
          Reopen Task
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="outlined" color="error" startIcon={<Cancel />} onClick={() => open('cancel')}>
          Cancel Task
        </Button>
      ) : null}
      <UpdateStatusDialog
        key={`status-${openings}`}
        open={dialog === 'status'}
        task={task}
        timeZone={timeZone}
        onClose={close}
        onUpdated={success}
      />
      <CancelTaskDialog
        key={`cancel-${openings}`}
        open={dialog === 'cancel'}
        taskId={task._id}
        timeZone={timeZone}
        onClose={close}
        onCancelled={success}
      />
      {canReopen || dialog === 'reopen' ? (
        <ReopenTaskDialog
          key={`reopen-${openings}`}
          open={dialog === 'reopen'}
          taskId={task._id}
          onClose={close}
          onReopened={success}
        />
      ) : null}
    </Box>
  );
}

/** The company side: a manager offers an unassigned task; the rep accepts or declines, checks in, completes. */
export function CompanyTaskActions({ task, role, notify }: { task: TaskDetail; role: Role; notify: Notify }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [openings, setOpenings] = useState(0);
  const respond = useRespondToOffer(task._id);
  const checkIn = useCheckInTask(task._id);
  const open = (next: OpenDialog) => {
    setOpenings((n) => n + 1);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const success = (text: string) => notify('success', text);
  const failure = (error: unknown) => notify('error', errorMessage(error));
  const status = task.taskStatus;
  const can = (action: 'offer' | 'accept' | 'checkin' | 'complete') => canTaskAction(role, status, action);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {can('offer') ? (
        <Button variant="contained" startIcon={<Send />} onClick={() => open('offer')}>
          Offer to rep
        </Button>
      ) : null}
      {can('accept') ? (
        <>
          <AcceptOfferButton
            taskId={task._id}
            disabled={respond.isPending}
            onAccepted={success}
            onFailed={(text) => notify('error', text)}
          />
          <Button
            variant="outlined"
            color="error"
            startIcon={<ThumbDown />}
            loading={respond.isPending}
            disabled={respond.isPending}
            onClick={() =>
              respond.mutate(
                { task_id: task._id, accept: false },
                {
                  onSuccess: (r) => {
                    success(r.msg);
                    // A declined task leaves the rep's list; nothing more to see here.
                    void navigate(paths.tasks, { replace: true });
                  },
                  onError: failure,
                },
              )
            }
          >
            Decline
          </Button>
        </>
      ) : null}
      {can('checkin') ? (
        <Button
          variant="contained"
          startIcon={<Login />}
          loading={checkIn.isPending}
          onClick={() => checkIn.mutate(undefined, { onSuccess: (r) => success(r.msg), onError: failure })}
        >
          Check in
        </Button>
      ) : null}
      {can('complete') ? (
        <Button variant="contained" color="success" startIcon={<TaskAlt />} onClick={() => open('complete')}>
          Complete
        </Button>
      ) : null}
      {/* Kept mounted while it closes, after the move has changed the status. */}
      {can('offer') || dialog === 'offer' ? (
        <OfferTaskDialog
          key={`offer-${openings}`}
          open={dialog === 'offer'}
          taskId={task._id}
          onClose={close}
          onOffered={success}
        />
      ) : null}
      {can('complete') || dialog === 'complete' ? (
        <CompleteTaskDialog
          key={`complete-${openings}`}
          open={dialog === 'complete'}
          taskId={task._id}
          onClose={close}
          onCompleted={success}
        />
      ) : null}
    </Box>
  );
}
