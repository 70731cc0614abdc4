/** The root of every notification query key. */
export const notificationsQueryRoot = ['notifications'] as const;

/** The unread count behind the bell's badge. */
export const notificationCountQueryKey = [...notificationsQueryRoot, 'count'] as const;

/** The panel's paged list. */
export const notificationListQueryKey = [...notificationsQueryRoot, 'list'] as const;

export const notificationSettingsQueryKey = [...notificationsQueryRoot, 'settings'] as const;
