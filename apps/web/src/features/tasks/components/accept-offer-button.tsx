import { OFFER_OVERLAP_CODE } from '@casecover/shared';
import ThumbUp from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { useRespondToOffer } from '../api/respond-to-offer';

/**
 * The rep's Accept. When he already holds a task at an overlapping time the server warns first
 * (both times, in his zone); "Accept anyway" sends the acceptance again, confirmed. Disabled while
 * sent, it drops the focus; refused with the task as it was (a lost connection, a server error),
 * it takes the focus back (accepted, it is gone, and the page moves the focus on).
 */
export function AcceptOfferButton({
  taskId,
  disabled,
  onAccepted,
  onFailed,
}: {
  taskId: string;
  disabled: boolean;
  onAccepted: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const respond = useRespondToOffer(taskId);
  const [warning, setWarning] = useState<string | null>(null);
  const focus = useFocusAfterRequest(respond.isPending);

  const accept = (confirmOverlap: boolean) =>
    respond.mutate(
      { task_id: taskId, accept: true, ...(confirmOverlap ? { confirmOverlap } : {}) },
      {
        onSuccess: (r) => {
          setWarning(null);
          onAccepted(r.msg);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === OFFER_OVERLAP_CODE) return setWarning(error.message);
          setWarning(null);
          onFailed(errorMessage(error));
        },
      },
    );

  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<ThumbUp />}
        loading={respond.isPending && warning === null}
        disabled={disabled || respond.isPending}
        onClick={() => {
          focus.remember();
          accept(false);
        }}
      >
        Accept
      </Button>
      <FormDialog
        open={warning !== null}
        title="Overlapping task"
        description={warning ?? ''}
        maxWidth="sm"
        focusCancel
        onClose={() => setWarning(null)}
        onSubmit={(event) => {
          event.preventDefault();
          accept(true);
        }}
        submitLabel="Accept anyway"
        submitColor="success"
        isSubmitting={respond.isPending}
      />
    </>
  );
}
