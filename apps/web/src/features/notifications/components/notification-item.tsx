import { formatInZone, type Notification } from '@casecover/shared';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { relativeTime } from '../utils/relative-time';

/** One row of the panel: the read checkbox, the notification (opens its task) and its clear button. */
export function NotificationItem({
  notification,
  timeZone,
  now,
  onToggleRead,
  onOpen,
  onClear,
}: {
  notification: Notification;
  timeZone: string;
  now: Date;
  onToggleRead: (notification: Notification) => void;
  onOpen: (notification: Notification) => void;
  onClear: (notification: Notification) => void;
}) {
  const isUnread = !notification.read;
  return (
    <Box
      component="li"
      data-unread={isUnread ? 'true' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.25,
        pl: 0.5,
        pr: 0.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: (theme) => (isUnread ? alpha(theme.palette.primary.main, 0.06) : 'transparent'),
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Checkbox
        size="small"
        checked={notification.read}
        onChange={() => onToggleRead(notification)}
        slotProps={{ input: { 'aria-label': notification.read ? 'Mark as unread' : 'Mark as read' } }}
        sx={{ mt: 0.25 }}
      />
      <ButtonBase
        onClick={() => onOpen(notification)}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'block',
          textAlign: 'left',
          borderRadius: 1,
          px: 0.75,
          py: 0.5,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {isUnread ? (
            <Box
              aria-hidden="true"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
            />
          ) : null}
          <Typography
            component="span"
            sx={{ fontWeight: isUnread ? 650 : 500, fontSize: '0.9rem', lineHeight: 1.35 }}
            noWrap
          >
            {notification.title}
          </Typography>
        </Box>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            mt: 0.25,
            lineHeight: 1.4,
          }}
        >
          {notification.description}
        </Typography>
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={notification.createdAt}
          title={formatInZone(notification.createdAt, timeZone)}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {relativeTime(notification.createdAt, now)}
        </Typography>
      </ButtonBase>
      <Tooltip title="Clear">
        <IconButton
          size="small"
          aria-label="Clear notification"
          onClick={() => onClear(notification)}
          sx={{ mt: 0.25 }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
