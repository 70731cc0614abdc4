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
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={isOpen ? panelId : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, color: isOpen ? 'primary.main' : 'text.secondary' }}
      >
        <Badge badgeContent={unread} color="error" max={99} overlap="circular">
          <NotificationsOutlined />
        </Badge>
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
