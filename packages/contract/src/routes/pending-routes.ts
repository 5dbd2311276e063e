import type { RouteKey } from './route-table.js';

/**
 * The routes of the table that the API does not serve yet, each with the number of the issue that will serve it.
 * An API test (apps/api/test/structure/route-completeness.e2e-spec.ts) checks that every route of the table is
 * either served and documented in /api/docs-json or listed here, and that nothing listed here is served: so the
 * list only shrinks. Whoever serves a route deletes its line in the same change.
 */
export const PENDING_ROUTES = {} as const satisfies Partial<Record<RouteKey, number>>;

export type PendingRouteKey = keyof typeof PENDING_ROUTES;

export function isPendingRoute(key: string): key is PendingRouteKey {
  return Object.hasOwn(PENDING_ROUTES, key);
}
