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
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
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
  // The dialogs stay mounted once the task is closed (and these buttons gone): the one that closed
  // it runs its closing transition, which gives the focus to the nearest container left (the main
  // content) rather than dropping it to the top of the page.
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
      <ReopenTaskDialog
        key={`reopen-${openings}`}
        open={dialog === 'reopen'}
        taskId={task._id}
        onClose={close}
        onReopened={success}
      />
    </Box>
  );
}

/**
 * Accept and Check in are disabled while their request runs, which drops the focus in Chromium,
 * and the answer takes them away as it moves the task on. Once a step pressed here has moved the
 * task on with the focus dropped, the focus goes to the next step's button (Check in after
 * Accept, Complete after Check in), or to the page's content when there is none.
 */
function useFocusNextStep(status: TaskDetail['taskStatus']) {
  const stepsRef = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = stepsRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    if (next) next.focus();
    else stepsRef.current?.closest<HTMLElement>('main')?.focus();
  }, [status]);
  return {
    stepsRef,
    onStep: () => {
      stepped.current = true;
    },
  };
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
  const { stepsRef, onStep } = useFocusNextStep(status);
  // Refused with the task as it was (a lost connection, a server error), Decline and Check in are
  // still there: the focus they dropped while disabled goes back to the one pressed.
  const declineFocus = useFocusAfterRequest(respond.isPending);
  const checkInFocus = useFocusAfterRequest(checkIn.isPending);

  return (
    <Box ref={stepsRef} onClickCapture={onStep} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
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
            onClick={() => {
              declineFocus.remember();
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
              );
            }}
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
          onClick={() => {
            checkInFocus.remember();
            checkIn.mutate(undefined, { onSuccess: (r) => success(r.msg), onError: failure });
          }}
        >
          Check in
        </Button>
      ) : null}
      {can('complete') ? (
        <Button variant="contained" color="success" startIcon={<TaskAlt />} onClick={() => open('complete')}>
          Complete
        </Button>
      ) : null}
      {/* Kept mounted after the move has changed the status: the dialog runs its closing
          transition, which gives the focus to the nearest container left, not the top of the page. */}
      <OfferTaskDialog
        key={`offer-${openings}`}
        open={dialog === 'offer'}
        taskId={task._id}
        onClose={close}
        onOffered={success}
      />
      <CompleteTaskDialog
        key={`complete-${openings}`}
        open={dialog === 'complete'}
        taskId={task._id}
        onClose={close}
        onCompleted={success}
      />
    </Box>
  );
}
