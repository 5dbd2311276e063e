import type { RouteDef } from '../route-def.js';

/**
 * Staff calls. The spec names none of them, so the keys carry an `Admin` prefix to keep them apart from
 * customer calls of similar purpose (e.g. customer `Login`).
 */
export const labRoutes = {
  AdminLogin: { method: 'POST', path: '/api/admin/auth/login', auth: 'public', summary: 'Staff login with username and password', domain: 'lab' },
  AdminSmsOutbox: { method: 'GET', path: '/api/admin/sms-outbox', auth: 'staff', summary: 'Latest SMS messages of the development provider, newest first', domain: 'lab' },
} as const satisfies Record<string, RouteDef>;
