import type { RawAnswer, RouteDef, RouteDomain, RouteIo } from './route-def.js';
import { accountRoutes } from './tables/accounts.routes.js';
import { analysisRoutes } from './tables/analysis.routes.js';
import { billingRoutes } from './tables/billing.routes.js';
import { cartRoutes } from './tables/cart.routes.js';
import { catalogueRoutes } from './tables/catalogue.routes.js';
import { contentRoutes } from './tables/content.routes.js';
import { contractRoutes } from './tables/contracts.routes.js';
import { deliveryRoutes } from './tables/delivery.routes.js';
import { labRoutes } from './tables/lab.routes.js';
import { notificationRoutes } from './tables/notifications.routes.js';
import { orderRoutes } from './tables/orders.routes.js';
import { sampleRoutes } from './tables/samples.routes.js';
import { supportRoutes } from './tables/support.routes.js';
import { certificationRoutes } from './tables/certification.routes.js';
import { contractOrderRoutes, contractSheetRoutes } from './tables/contract-ordering.routes.js';
import { systemRoutes } from './tables/system.routes.js';
import { workbenchRoutes } from './tables/workbench.routes.js';

/**
 * Per-domain tables, exported so a test can prove that no key is defined twice: a spread below would let a
 * later table silently overwrite an earlier entry. Keys are the spec's call names; should two controllers
 * ever share one, prefix the key with its domain (e.g. `BillingGetContractList`) and say so beside it.
 */
export const ROUTE_TABLES = {
  accounts: { ...accountRoutes, ...certificationRoutes },
  catalogue: catalogueRoutes,
  cart: cartRoutes,
  orders: { ...orderRoutes, ...contractOrderRoutes },
  samples: { ...sampleRoutes, ...contractSheetRoutes },
  contracts: contractRoutes,
  billing: billingRoutes,
  delivery: deliveryRoutes,
  notifications: notificationRoutes,
  analysis: analysisRoutes,
  workbench: workbenchRoutes,
  content: contentRoutes,
  support: supportRoutes,
  lab: labRoutes,
  system: systemRoutes,
} as const satisfies Record<RouteDomain, Record<string, RouteDef>>;

export const routes = {
  ...accountRoutes,
  ...certificationRoutes,
  ...catalogueRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...contractOrderRoutes,
  ...sampleRoutes,
  ...contractSheetRoutes,
  ...contractRoutes,
  ...billingRoutes,
  ...deliveryRoutes,
  ...notificationRoutes,
  ...analysisRoutes,
  ...workbenchRoutes,
  ...contentRoutes,
  ...supportRoutes,
  ...labRoutes,
  ...systemRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

// A definition without types has no `~io` key; inferring from the optional key then yields `never`, which the
// tuple checks below treat as "not declared" (a bare `never extends RouteIo` would count it as typed).
type DeclaredIo<K extends RouteKey> = (typeof routes)[K] extends { readonly '~io'?: infer Io }
  ? NonNullable<Io>
  : never;

type IsDeclared<K extends RouteKey> = [DeclaredIo<K>] extends [never]
  ? false
  : DeclaredIo<K> extends RouteIo
    ? true
    : false;

/** The declared types of a route; a route declared without them carries nothing and answers `unknown`. */
export type RouteIoOf<K extends RouteKey> = IsDeclared<K> extends true ? DeclaredIo<K> : { response: unknown };

/** The query string a route takes; `never` when it takes none. */
export type RouteQuery<K extends RouteKey> = RouteIoOf<K> extends { query: infer Q } ? Q : never;

/** The body a route takes; `never` when it takes none. */
export type RouteBody<K extends RouteKey> = RouteIoOf<K> extends { body: infer B } ? B : never;

/** The envelope body of a successful answer (code 0). */
export type RouteResponse<K extends RouteKey> = RouteIoOf<K> extends { response: infer R } ? R : unknown;

/** The envelope body of a refusal that carries data; `never` when refusals carry none. */
export type RouteFailure<K extends RouteKey> = RouteIoOf<K> extends { failure: infer F } ? F : never;

/** Keys of the routes whose types are declared (the others still answer `unknown`). */
export type TypedRouteKey = {
  [K in RouteKey]: IsDeclared<K> extends true ? K : never;
}[RouteKey];

/** Keys of the routes that answer with the JSON envelope: every route but files, redirects and event streams. */
export type EnvelopeRouteKey = {
  [K in RouteKey]: RouteResponse<K> extends RawAnswer<'file' | 'redirect' | 'event-stream'> ? never : K;
}[RouteKey];

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
