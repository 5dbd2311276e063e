import type { RouteDef, RouteDomain } from './route-def.js';
import { accountRoutes } from './tables/accounts.routes.js';
import { analysisRoutes } from './tables/analysis.routes.js';
import { billingRoutes } from './tables/billing.routes.js';
import { cartRoutes } from './tables/cart.routes.js';
import { catalogueRoutes } from './tables/catalogue.routes.js';
import { contentRoutes } from './tables/content.routes.js';
import { contractRoutes } from './tables/contracts.routes.js';
import { deliveryRoutes } from './tables/delivery.routes.js';
import { fileRoutes } from './tables/files.routes.js';
import { labRoutes } from './tables/lab.routes.js';
import { orderRoutes } from './tables/orders.routes.js';
import { sampleRoutes } from './tables/samples.routes.js';
import { systemRoutes } from './tables/system.routes.js';
import { workbenchRoutes } from './tables/workbench.routes.js';

/**
 * Per-domain tables, exported so a test can prove that no key is defined twice: a spread below would let a
 * later table silently overwrite an earlier entry. Keys are the spec's call names; should two controllers
 * ever share one, prefix the key with its domain (e.g. `BillingGetContractList`) and say so beside it.
 */
export const ROUTE_TABLES = {
  accounts: accountRoutes,
  catalogue: catalogueRoutes,
  cart: cartRoutes,
  orders: orderRoutes,
  samples: sampleRoutes,
  contracts: contractRoutes,
  billing: billingRoutes,
  delivery: deliveryRoutes,
  analysis: analysisRoutes,
  workbench: workbenchRoutes,
  content: contentRoutes,
  files: fileRoutes,
  lab: labRoutes,
  system: systemRoutes,
} as const satisfies Record<RouteDomain, Record<string, RouteDef>>;

export const routes = {
  ...accountRoutes,
  ...catalogueRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...sampleRoutes,
  ...contractRoutes,
  ...billingRoutes,
  ...deliveryRoutes,
  ...analysisRoutes,
  ...workbenchRoutes,
  ...contentRoutes,
  ...fileRoutes,
  ...labRoutes,
  ...systemRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export type RouteEntry = RouteDef & { key: RouteKey };

function isRouteKey(key: string): key is RouteKey {
  return Object.hasOwn(routes, key);
}

export function routeList(): RouteEntry[] {
  return Object.keys(routes)
    .filter(isRouteKey)
    .map((key) => ({ ...routes[key], key }));
}

export function routesByDomain(domain: RouteDomain): RouteEntry[] {
  return routeList().filter((route) => route.domain === domain);
}

/** Lookup by method and path, e.g. for a guard that only sees the incoming request. */
export function findRoute(method: string, path: string): RouteEntry | undefined {
  const upper = method.toUpperCase();
  return routeList().find((route) => route.method === upper && route.path === path);
}
