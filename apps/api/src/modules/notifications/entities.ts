import { NotificationPreference } from './settings/notification-preference.entity.js';

/** Every entity of the notifications module, for the entity registry. */
export const NOTIFICATION_ENTITIES = [NotificationPreference];
