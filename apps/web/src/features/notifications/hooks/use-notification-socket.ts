import { countEventSchema, socketEvents, taskAssignedEventSchema } from '@casecover/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { io } from 'socket.io-client';
import type { z } from 'zod';
import { realtimeOrigin } from '@/config/services';
import { announce } from '@/lib/announcer';
import { useSession } from '@/lib/use-session';
import { notificationCountQueryKey, notificationListQueryKey } from '../api/keys';

export type TaskAssignedEvent = z.infer<typeof taskAssignedEventSchema>;

/** What the live region says when the unread count moves from `before` to `count`; null when it did not move. */
export function unreadAnnouncement(before: number | undefined, count: number): string | null {
  if (before === count) return null;
  const unread = count === 1 ? '1 unread notification' : `${count} unread notifications`;
  return before !== undefined && count > before ? `New notification. ${unread}.` : `${unread}.`;
}

/** After the server refused a connection for a reason other than the token, try again this much later. */
const RETRY_AFTER_MS = 5000;

/**
 * The session's real-time connection: one socket per signed-in token, closed when the session
 * ends. The count event refreshes the badge and the open list; the task-assigned event is
 * handed to `onTaskAssigned` for the popup, once per notification: delivery is at least once, so
 * an event the server sends again is ignored. After a reconnect every query on screen is fetched
 * again, since events sent while offline are not replayed.
 */
export function useNotificationSocket(onTaskAssigned: (event: TaskAssignedEvent) => void) {
  const session = useSession();
  const token = session?.token;
  const email = session?.user.email;
  const queryClient = useQueryClient();
  const handleTaskAssigned = useEffectEvent(onTaskAssigned);
  const shownOffers = useRef(new Set<string>());

  useEffect(() => {
    if (!token || !email) return;
    const socket = io(realtimeOrigin, { auth: { token }, transports: ['websocket', 'polling'] });
    let hasConnected = false;
    let retryTimer: number | undefined;

    socket.on('connect', () => {
      // Events sent while offline (a network drop, a server restart, Redis away between
      // instances) are not replayed: refetch everything on screen — the badge, the list, task
      // lists, the calendar — so nothing stays wrong after a reconnect.
      if (hasConnected) void queryClient.invalidateQueries();
      hasConnected = true;
    });
    socket.on('connect_error', (error) => {
      // While `active`, the client retries with back-off by itself; a refused token will not get better.
      if (socket.active || error.message === 'unauthorized') return;
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(() => socket.connect(), RETRY_AFTER_MS);
    });
    socket.on(socketEvents.count(email), (payload: unknown) => {
      const parsed = countEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const before = queryClient.getQueryData<number>(notificationCountQueryKey);
      queryClient.setQueryData(notificationCountQueryKey, parsed.data.count);
      // Screen readers hear a new notification, and the badge's count, without the focus moving.
      const said = unreadAnnouncement(before, parsed.data.count);
      if (said) announce(said);
      void queryClient.invalidateQueries({ queryKey: notificationListQueryKey });
    });
    socket.on(socketEvents.taskAssigned(email), (payload: unknown) => {
      const parsed = taskAssignedEventSchema.safeParse(payload);
      if (!parsed.success || shownOffers.current.has(parsed.data.notificationId)) return;
      shownOffers.current.add(parsed.data.notificationId);
      handleTaskAssigned(parsed.data);
    });

    return () => {
      window.clearTimeout(retryTimer);
      socket.disconnect();
    };
  }, [token, email, queryClient]);
}
