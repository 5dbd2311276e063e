import type {
  HealthResponse,
  MailOutboxEntry,
  MailOutboxQuery,
  SmsOutboxEntry,
  SmsOutboxQuery,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/** Infrastructure: health, and the staff's view of the development SMS and mail providers' outboxes. */
export const systemRoutes = {
  Health: route<{ response: HealthResponse; failure: HealthResponse }>()({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Liveness and dependency health',
    domain: 'system',
  }),
  AdminSmsOutbox: route<{ query: SmsOutboxQuery; response: SmsOutboxEntry[] }>()({
    method: 'GET',
    path: '/api/admin/sms-outbox',
    auth: 'staff',
    summary: 'Latest SMS messages of the development provider, newest first (仅管理员)',
    domain: 'system',
  }),
  AdminMailOutbox: route<{ query: MailOutboxQuery; response: MailOutboxEntry[] }>()({
    method: 'GET',
    path: '/api/admin/mail-outbox',
    auth: 'staff',
    summary: 'Latest e-mails of the development mail provider, newest first (仅管理员)',
    domain: 'system',
  }),
} as const satisfies Record<string, RouteDef>;
