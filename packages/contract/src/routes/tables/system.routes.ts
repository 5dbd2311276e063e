import type { HealthResponse } from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

export const systemRoutes = {
  Health: route<{ response: HealthResponse; failure: HealthResponse }>()({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Liveness and dependency health',
    domain: 'system',
  }),
} as const satisfies Record<string, RouteDef>;
