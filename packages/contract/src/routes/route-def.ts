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
  /** Data back to the customer: the data centre, its credentials and the lab staff's delivery uploads. */
  'delivery',
  /** What the customer is told as an order moves: the live progress stream, SMS and e-mail notices. */
  'notifications',
  'analysis',
  'workbench',
  'content',
  /** The support chat (/kefu and the staff desk): conversations carry an order, a product or a delivery. */
  'support',
  /** The lab's staff workflow under /api/admin/lab and the audit log (other staff calls sit in their own domain). */
  'lab',
  /** Infrastructure: health and the development providers' outboxes. */
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

/**
 * What one route carries, ts-rest style: its query string, its JSON (or multipart) body and the envelope body of
 * a success. Type-only: nothing of it exists at run time. `failure` names the envelope body of a refusal that
 * carries data (PayOrder's 185 amounts, a sheet's per-row errors), when the route has one.
 */
export interface RouteIo {
  query?: object;
  body?: unknown;
  response: unknown;
  failure?: unknown;
}

declare global {
  /**
   * A multipart upload's body is the platform's FormData (the browser's in the web, Node's in tests). Declared empty
   * here so that the contract compiles without a DOM or Node type library; wherever the real one exists, this merges
   * into it and changes nothing.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FormData {}
}

/**
 * The success answer of a route that does not answer with the JSON envelope: a file, a redirect to storage or a
 * Server-Sent Events stream (its failures are still envelopes). Such routes are links, not calls: the web's API
 * client does not accept their keys.
 */
export interface RawAnswer<Kind extends 'file' | 'redirect' | 'event-stream'> {
  readonly '~raw': Kind;
}

/**
 * A route definition with its request and answer types attached, under a key no definition ever has at run time
 * (the `~` prefix keeps it out of the way, as Standard Schema's `~standard` does).
 */
export type TypedRouteDef<Io extends RouteIo = RouteIo> = RouteDef & { readonly '~io'?: Io };

/**
 * Attaches a route's types to its definition:
 *
 * ```ts
 * SubmitOrder: route<{ body: SubmitOrderRequest; response: PlaceOrderResponse }>()({ method: 'POST', ... }),
 * ```
 *
 * The second call keeps the literal types of the definition (`const`), so paths and methods stay exact.
 */
export function route<Io extends RouteIo>() {
  return <const D extends RouteDef>(definition: D): D & TypedRouteDef<Io> => definition;
}
