import {
  editAllNotificationsInputSchema,
  editSingleNotificationInputSchema,
  getNotificationsInputSchema,
  notificationEditResponseSchema,
  notificationListResponseSchema,
  notificationSettingsResponseSchema,
  updateNotificationSettingInputSchema,
} from '../schemas/notifications';
import { defineEndpoints } from './endpoint';

/** The bell's list, read/unread and clearing; and each user's notification settings (user service). */
export const notificationEndpoints = defineEndpoints('notifications', {
  list: {
    service: 'notifications',
    method: 'POST',
    path: '/get_notifications',
    auth: true,
    summary: 'The caller’s notifications, newest first, with the unread count',
    body: getNotificationsInputSchema,
    response: notificationListResponseSchema,
  },
  editAll: {
    service: 'notifications',
    method: 'POST',
    path: '/edit_all_notifications',
    auth: true,
    summary: 'Mark all of the caller’s notifications read',
    body: editAllNotificationsInputSchema,
    response: notificationEditResponseSchema,
  },
  editSingle: {
    service: 'notifications',
    method: 'POST',
    path: '/edit_single_notifications',
    auth: true,
    summary: 'Mark one of the caller’s notifications read',
    body: editSingleNotificationInputSchema,
    response: notificationEditResponseSchema,
  },
  settings: {
    service: 'user',
    method: 'GET',
    path: '/employee/notificationSettings',
    auth: true,
    summary: 'The caller’s notification settings (which events reach him in the app and by email)',
    response: notificationSettingsResponseSchema,
  },
  updateSetting: {
    service: 'user',
    method: 'PUT',
    path: '/employee/notificationSettings',
    auth: true,
    summary: 'Turn one notification setting on or off',
    body: updateNotificationSettingInputSchema,
    response: notificationSettingsResponseSchema,
  },
});
