import type { RouteDef } from '../route-def.js';

export const systemRoutes = {
  Health: { method: 'GET', path: '/api/health', auth: 'public', summary: 'Liveness and dependency health', domain: 'system' },
} as const satisfies Record<string, RouteDef>;
