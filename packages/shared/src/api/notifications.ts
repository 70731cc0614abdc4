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
    body: getNotificationsInputSchema,
    response: notificationListResponseSchema,
  },
  editAll: {
    service: 'notifications',
    method: 'POST',
    path: '/edit_all_notifications',
    auth: true,
    body: editAllNotificationsInputSchema,
    response: notificationEditResponseSchema,
  },
  editSingle: {
    service: 'notifications',
    method: 'POST',
    path: '/edit_single_notifications',
    auth: true,
    body: editSingleNotificationInputSchema,
    response: notificationEditResponseSchema,
  },
  settings: {
    service: 'user',
    method: 'GET',
    path: '/employee/notificationSettings',
    auth: true,
    response: notificationSettingsResponseSchema,
  },
  updateSetting: {
    service: 'user',
    method: 'PUT',
    path: '/employee/notificationSettings',
    auth: true,
    body: updateNotificationSettingInputSchema,
    response: notificationSettingsResponseSchema,
  },
});
