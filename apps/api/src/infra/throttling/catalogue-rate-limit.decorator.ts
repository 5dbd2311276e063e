import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import { RouteMemo } from '../../common/http/route-memo.js';

const CATALOGUE_RATE_LIMIT = 'seqportal:catalogue-rate-limit';

/**
 * The public catalogue's rate limit (THROTTLE_CATALOGUE_LIMIT per route and client in the window) instead of the
 * ordinary one. Generous, because a customer company's staff often share one egress IP that a per-IP limit counts
 * as one visitor; but present, so that no public route can be called without bound.
 */
export const CatalogueRateLimit = () => SetMetadata(CATALOGUE_RATE_LIMIT, true);

/** Marks a throttler option function whose answer depends on the route alone, so the guard asks it once per route. */
const ROUTE_LEVEL = Symbol('route-level throttler option');

export function isRouteLevel(option: unknown): boolean {
  return typeof option === 'function' && (option as { [ROUTE_LEVEL]?: boolean })[ROUTE_LEVEL] === true;
}

/** The limit of the global throttler, resolved per route: the catalogue's or the ordinary one. */
export function routeRateLimit(limits: {
  limit: number;
  catalogueLimit: number;
}): (context: ExecutionContext) => number {
  const isCatalogue = new RouteMemo(
    (context) =>
      Reflect.getMetadata(CATALOGUE_RATE_LIMIT, context.getHandler()) === true ||
      Reflect.getMetadata(CATALOGUE_RATE_LIMIT, context.getClass()) === true,
  );
  const limitOf = (context: ExecutionContext) => (isCatalogue.get(context) ? limits.catalogueLimit : limits.limit);
  return Object.assign(limitOf, { [ROUTE_LEVEL]: true });
}
