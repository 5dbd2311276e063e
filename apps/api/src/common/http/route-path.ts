import { routes, type RouteKey } from '@seqportal/contract';

const GLOBAL_PREFIX = '/api/';

/**
 * The path of a contract route relative to the global /api prefix, for @Get/@Post.
 * Handlers name routes by their contract key so that a path is written exactly once.
 */
export function routePath(key: RouteKey): string {
  const { path } = routes[key];
  if (!path.startsWith(GLOBAL_PREFIX)) throw new Error(`Route ${String(key)} is outside ${GLOBAL_PREFIX}`);
  return path.slice(GLOBAL_PREFIX.length);
}
