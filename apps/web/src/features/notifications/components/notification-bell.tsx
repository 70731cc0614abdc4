import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { guessTimeZone } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useEditSingleNotification } from '../api/edit-single-notification';
import { useNotificationCount } from '../api/get-notification-count';
import { useNotificationSocket, type TaskAssignedEvent } from '../hooks/use-notification-socket';
import { useOpenTask } from '../hooks/use-open-task';
import { NotificationsPanel } from './notifications-panel';
import { TaskOfferPopup } from './task-offer-popup';

const UNREAD_SHOWN_MAX = 999;

/** The bell's accessible name: the unread count, and the "999+" the badge shows past its limit. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications';
  return unread > UNREAD_SHOWN_MAX
    ? `Notifications, ${unread} unread (${UNREAD_SHOWN_MAX}+)`
    : `Notifications, ${unread} unread`;
}

/**
 * The header's bell: the unread badge, the notifications panel, and the session's real-time
 * connection with its task-offer popup. Rendered once by the app shell while signed in.
 */
export function NotificationBell() {
  const session = useSession();
  const timeZone = session?.timeZone ?? guessTimeZone();
  const unread = useNotificationCount(timeZone).data ?? 0;
  const markRead = useEditSingleNotification();
  const openTask = useOpenTask();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [offer, setOffer] = useState<TaskAssignedEvent | null>(null);
  const buttonId = useId();
  const panelId = useId();
  const titleId = useId();
  useNotificationSocket(setOffer);

  const isOpen = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-controls={isOpen ? panelId : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, color: isOpen ? 'primary.main' : 'text.secondary' }}
      >
        {/* The badge shows the count the button's name says (WCAG 2.5.3), past 999 as "999+"; with
            nothing unread there is no badge at all, not a hidden "0". */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={UNREAD_SHOWN_MAX} overlap="circular">
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
      </IconButton>
      <Popover
        id={panelId}
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={12}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { mt: 1, width: 400, maxWidth: 'calc(100vw - 24px)', overflow: 'hidden' },
          },
        }}
      >
        <NotificationsPanel
          titleId={titleId}
          timeZone={timeZone}
          onOpenTask={(taskId) => {
            close();
            openTask(taskId);
          }}
        />
      </Popover>
      <TaskOfferPopup
        offer={offer}
        timeZone={timeZone}
        onClose={() => setOffer(null)}
        onView={(event) => {
          setOffer(null);
          markRead.mutate({ type: 'read', id: event.notificationId, timeZone });
          openTask(event.taskId);
        }}
      />
    </>
  );
}
