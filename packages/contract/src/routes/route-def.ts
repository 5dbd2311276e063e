export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone; a token, if sent, is ignored.
 * - `optional`: anyone, but a valid customer token changes the answer (prices, contract rows).
 * - `customer`: a customer token is required, else code 100/101/102.
 * - `staff`: a staff token (roles lab, support, admin) is required.
 */
export type RouteAuth = 'public' | 'optional' | 'customer' | 'staff';

export const ROUTE_DOMAINS = [
  'accounts',
  'catalogue',
  'cart',
  'orders',
  'samples',
  'contracts',
  'billing',
  /** Getting samples to the lab (labs, pickup) and data back to the customer (data centre, credentials). */
  'delivery',
  'analysis',
  'workbench',
  'content',
  'files',
  /** Staff and administrator calls under /api/admin. */
  'lab',
  'system',
] as const;

export type RouteDomain = (typeof ROUTE_DOMAINS)[number];

export interface RouteDef {
  method: HttpMethod;
  /** Full path including the global `/api` prefix, spelled exactly as existing clients call it. */
  path: string;
  auth: RouteAuth;
  summary: string;
  domain: RouteDomain;
}
