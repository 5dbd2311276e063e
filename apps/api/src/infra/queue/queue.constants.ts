/** Outgoing notifications (SMS now; e-mail later) are sent by workers, never inside a request. */
export const NOTIFICATIONS_QUEUE = 'notifications';

export const NotificationJob = {
  Sms: 'sms',
} as const;
