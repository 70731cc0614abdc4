import { MSG, type Notification } from '@casecover/shared';
import NotificationsNone from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useEditAllNotifications } from '../api/edit-all-notifications';
import { useEditSingleNotification } from '../api/edit-single-notification';
import { useNotificationCount } from '../api/get-notification-count';
import { useNotifications } from '../api/get-notifications';
import { notificationListQueryKey } from '../api/keys';
import { ConfirmClearDialog } from './confirm-clear-dialog';
import { NotificationItem } from './notification-item';

/** The spec's list height and its pause before the next page loads. */
export const LIST_HEIGHT_PX = 300;
export const LOAD_MORE_DELAY_MS = 1000;

type ClearTarget = { kind: 'all' } | { kind: 'one'; id: string };

function EmptyState() {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 4,
        gap: 1,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          bgcolor: 'action.selected',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
          mb: 1,
        }}
      >
        <NotificationsNone />
      </Box>
      <Typography sx={{ fontWeight: 650 }}>{MSG.notifications.emptyTitle}</Typography>
      <Typography variant="body2" color="text.secondary">
        {MSG.notifications.emptyText}
      </Typography>
    </Box>
  );
}

/** Unique by id: a notification that arrives while paging shifts the pages by one. */
function uniqueById(items: Notification[]): Notification[] {
  const seen = new Set<string>();
  return items.filter((n) => (seen.has(n._id) ? false : (seen.add(n._id), true)));
}

/**
 * The bell's panel: the unread count, Mark all as read (or Clear all when nothing is unread),
 * and the notifications three at a time, the next page loading when the list is scrolled to its end.
 */
export function NotificationsPanel({
  titleId,
  timeZone,
  onOpenTask,
}: {
  titleId: string;
  timeZone: string;
  onOpenTask: (taskId: string) => void;
}) {
  const queryClient = useQueryClient();
  const list = useNotifications(timeZone);
  const unread = useNotificationCount(timeZone).data ?? 0;
  const toggleRead = useEditSingleNotification();
  const clearOne = useEditSingleNotification();
  const markAllRead = useEditAllNotifications();
  const clearAll = useEditAllNotifications();
  const [clearTarget, setClearTarget] = useState<ClearTarget>({ kind: 'all' });
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isWaitingForMore, setWaitingForMore] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [now] = useState(() => new Date());

  // A failed call empties the list; Retry starts again at page 1.
  const items = list.isError ? [] : uniqueById(list.data?.pages.flatMap((page) => page.data) ?? []);
  const canLoadMore = list.hasNextPage && !list.isFetching && !list.isError;

  const loadMore = useEffectEvent(() => list.fetchNextPage());
  useEffect(() => {
    if (!isWaitingForMore) return;
    const timer = window.setTimeout(() => {
      void loadMore().finally(() => setWaitingForMore(false));
    }, LOAD_MORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isWaitingForMore]);

  useEffect(() => {
    const root = scrollRef.current;
    const target = sentinelRef.current;
    if (!canLoadMore || isWaitingForMore || !root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWaitingForMore(true);
      },
      { root, rootMargin: '0px 0px 8px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, isWaitingForMore]);

  const retry = () => void queryClient.resetQueries({ queryKey: notificationListQueryKey });

  const onToggleRead = (n: Notification) => {
    markAllRead.reset();
    toggleRead.mutate({ type: n.read ? 'unread' : 'read', id: n._id, timeZone });
  };
  const onOpen = (n: Notification) => {
    if (!n.read) toggleRead.mutate({ type: 'read', id: n._id, timeZone });
    onOpenTask(n.refId);
  };
  const askToClear = (target: ClearTarget) => {
    clearOne.reset();
    clearAll.reset();
    setClearTarget(target);
    setConfirmOpen(true);
  };
  const confirmClear = () => {
    const done = { onSuccess: () => setConfirmOpen(false) };
    if (clearTarget.kind === 'all') clearAll.mutate({ type: 'clear', timeZone }, done);
    else clearOne.mutate({ type: 'clear', id: clearTarget.id, timeZone }, done);
  };

  const clearMutation = clearTarget.kind === 'all' ? clearAll : clearOne;
  const actionError = toggleRead.error ?? markAllRead.error;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, minHeight: 52 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
          Notifications
        </Typography>
        {unread > 0 ? <Chip size="small" color="primary" label={`${unread} unread`} /> : null}
        <Box sx={{ flex: 1 }} />
        {unread > 0 ? (
          <Button
            size="small"
            loading={markAllRead.isPending}
            onClick={() => {
              toggleRead.reset();
              markAllRead.mutate({ type: 'read', timeZone });
            }}
          >
            Mark all as read
          </Button>
        ) : (
          <Button size="small" color="error" disabled={items.length === 0} onClick={() => askToClear({ kind: 'all' })}>
            Clear all
          </Button>
        )}
      </Box>
      <Divider />
      {actionError ? (
        <Alert
          severity="error"
          onClose={() => {
            toggleRead.reset();
            markAllRead.reset();
          }}
          sx={{ borderRadius: 0, py: 0, fontSize: '0.8rem' }}
        >
          {errorMessage(actionError, MSG.notifications.updateFailed)}
        </Alert>
      ) : null}
      <Box
        ref={scrollRef}
        aria-busy={list.isPending || isWaitingForMore || list.isFetchingNextPage}
        sx={{ height: LIST_HEIGHT_PX, overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {list.isPending ? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} aria-label="Loading notifications" />
          </Box>
        ) : null}
        {list.isError ? (
          <Box sx={{ p: 2 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Retry
                </Button>
              }
            >
              {MSG.notifications.loadFailed}
            </Alert>
          </Box>
        ) : null}
        {list.isSuccess && items.length === 0 ? <EmptyState /> : null}
        {items.length > 0 ? (
          <>
            <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((n) => (
                <NotificationItem
                  key={n._id}
                  notification={n}
                  timeZone={timeZone}
                  now={now}
                  onToggleRead={onToggleRead}
                  onOpen={onOpen}
                  onClear={(target) => askToClear({ kind: 'one', id: target._id })}
                />
              ))}
            </Box>
            <Box ref={sentinelRef} sx={{ minHeight: 8, display: 'flex', justifyContent: 'center' }}>
              {isWaitingForMore || list.isFetchingNextPage ? (
                <CircularProgress size={20} aria-label="Loading more notifications" sx={{ my: 1.5 }} />
              ) : null}
            </Box>
          </>
        ) : null}
      </Box>
      <ConfirmClearDialog
        open={isConfirmOpen}
        title={clearTarget.kind === 'all' ? 'Clear all notifications' : 'Clear notification'}
        text={clearTarget.kind === 'all' ? MSG.notifications.clearConfirm : MSG.notifications.clearOneConfirm}
        isPending={clearMutation.isPending}
        error={clearMutation.isError ? errorMessage(clearMutation.error, MSG.notifications.updateFailed) : null}
        onConfirm={confirmClear}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
}
