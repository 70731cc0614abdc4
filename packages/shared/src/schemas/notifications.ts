import { z } from 'zod';
import { envelopeSchema, pageNumberField, pagerSchema } from './common';

/** Settings names (spec part 2 §3) and the events behind them. */
export const NOTIFICATION_SETTING_NAMES = [
  'task_create',
  'task_create_med',
  'task_accepted',
  'task_rescheduled',
  'task_cancelled',
  'task_uncovered',
] as const;
export type NotificationSettingName = (typeof NOTIFICATION_SETTING_NAMES)[number];

export const NOTIFICATION_SETTING_LABELS: Record<NotificationSettingName | 'all', string> = {
  all: 'All notifications',
  task_create: 'A task is created',
  task_create_med: 'An emergency task is created',
  task_accepted: 'A rep accepts a task',
  task_rescheduled: 'A task is rescheduled',
  task_cancelled: 'A task is cancelled',
  task_uncovered: 'A task goes uncovered',
};

/** Every kind of notification; the last two have no setting (always in-app). */
export const NOTIFICATION_TYPES = [...NOTIFICATION_SETTING_NAMES, 'task_status', 'task_assigned'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  read: z.boolean(),
  refId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  showEvent: z.boolean(),
  showPopup: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE = 3;

export const getNotificationsInputSchema = z.object({
  nextpage: pageNumberField,
  pagesize: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
  timeZone: z.string().max(64).optional(),
});

export const notificationListResponseSchema = z.object({
  status: z.number(),
  data: z.array(notificationSchema),
  count: z.number().int(),
  pagination: pagerSchema,
});

export const editAllNotificationsInputSchema = z.object({
  type: z.enum(['read', 'clear'], { error: 'Choose read or clear' }),
  timeZone: z.string().max(64).optional(),
});

export const editSingleNotificationInputSchema = z.object({
  type: z.enum(['read', 'unread', 'clear'], { error: 'Choose read, unread or clear' }),
  id: z.string().trim().min(1, 'Notification not found'),
  timeZone: z.string().max(64).optional(),
});

export const notificationEditResponseSchema = z.object({
  status: z.number(),
  msg: z.string(),
  /** How many notifications the call changed. */
  data: z.object({ changed: z.number().int() }),
  /** The caller's unread count after the change. */
  count: z.number().int(),
});

export const notificationSettingSchema = z.object({
  name: z.string(),
  notification: z.boolean(),
  email: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.object({
  allNotification: z.array(notificationSettingSchema),
  task: z.array(notificationSettingSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = envelopeSchema(notificationSettingsSchema);

export const updateNotificationSettingInputSchema = z
  .object({
    name: z.enum(['all', ...NOTIFICATION_SETTING_NAMES], { error: 'Unknown notification setting' }),
    notification: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .refine((v) => v.notification !== undefined || v.email !== undefined, 'Choose the in-app or email setting to change');

/** Socket.IO event names, per user (the spec keys them by the user's email). */
export const socketEvents = {
  count: (email: string) => `notification_count_${email}`,
  taskAssigned: (email: string) => `task_assigned_${email}`,
};

/** `requestId`: the request whose change caused the event (its `X-Request-Id`), for tracing; null from jobs. */
export const countEventSchema = z.object({
  count: z.number().int(),
  notificationId: z.string(),
  requestId: z.string().nullable().optional(),
});
export const taskAssignedEventSchema = z.object({
  notificationId: z.string(),
  taskId: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  requestId: z.string().nullable().optional(),
  /** 'task_assigned' for an offer; 'task_status' when an offer closed because another rep took the task. */
  type: z.string().optional(),
});
