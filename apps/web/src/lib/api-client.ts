import {
  ErrorCode,
  isLoginInvalidCode,
  routes,
  type ApiEnvelope,
  type RouteBody,
  type RouteKey,
  type RouteQuery,
  type RouteResponse,
  type TokenData,
} from '@seqportal/contract';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { notifier } from './notifier';
import { clearSession, getRefreshToken, getToken, isPersistentSession, setToken } from './session';

/**
 * The one way the web app talks to the API. Requests are built from the contract's route table so a renamed
 * or re-methoded endpoint is a compile error here rather than a 404 in production. Error handling follows
 * spec part 1 section 8: business failures resolve with their envelope (callers branch on `code`), transport
 * failures reject with an ApiTransportError; both raise the spec's toast or dialog unless told otherwise.
 */
export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | null | undefined | readonly QueryPrimitive[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiRequestOptions {
  query?: QueryParams;
  /** JSON-serialised, or sent as-is for FormData uploads. On a GET, plain-object bodies become query parameters. */
  body?: unknown;
  /** Silent calls raise no toast for failures (background calls such as hot keywords or the cart count). */
  silent?: boolean;
  /**
   * A call the customer did not ask for (the start-up restore, badges): a lost token (100/101/102) then ends the
   * session silently (spec part 2 section 4). Calls the customer made raise the login-expired dialog instead
   * (spec part 1 section 8), even when they are silent about other failures.
   */
  background?: boolean;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface ApiClientConfig {
  /** Prefix before each route path; empty means same origin (the dev server and `vite preview` proxy /api). */
  baseUrl: string;
  timeoutMs: number;
}

export const MESSAGES = {
  loginInvalid: '您的登录已失效，请重新登录！',
  serverException: '服务器异常',
  outOfContract: '该商品不在合同范围内，请联系客服',
  contactService: '联系客服',
  httpServer: '服务器错误',
  httpClient: '接口地址错误',
  timeout: '接口超时',
  network: '网络异常',
  unknown: '未知异常',
} as const;

export type TransportFailure = 'http' | 'timeout' | 'network' | 'unknown';

export class ApiTransportError extends Error {
  readonly kind: TransportFailure;
  readonly status?: number;

  constructor(kind: TransportFailure, message: string, status?: number) {
    super(message);
    this.name = 'ApiTransportError';
    this.kind = kind;
    this.status = status;
  }
}

/** Thrown by apiData for a non-zero envelope, so TanStack Query sees the failure as an error state. */
export class ApiCodeError extends Error {
  readonly code: number;
  readonly body: unknown;

  constructor(envelope: ApiEnvelope<unknown>) {
    super(envelope.message);
    this.name = 'ApiCodeError';
    this.code = envelope.code;
    this.body = envelope.body;
  }
}

const defaultConfig: ApiClientConfig = { baseUrl: '', timeoutMs: REQUEST_TIMEOUT_MS };
let config: ApiClientConfig = { ...defaultConfig };

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

export function resetApiClientConfig(): void {
  config = { ...defaultConfig };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function appendQuery(params: URLSearchParams, query: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(name, String(item));
    } else {
      params.append(name, String(value));
    }
  }
}

export function buildUrl(key: RouteKey, options: ApiRequestOptions = {}): string {
  const route = routes[key];
  const params = new URLSearchParams();
  if (options.query) appendQuery(params, options.query);
  // No cache-busting `date` (issue 22): a new URL per call defeated the catalogue's ETag revalidation. The API
  // answers catalogue GETs with an ETag and `private, no-cache` (Vary: Authorization) and every other GET with
  // `no-store`, so neither a browser nor an intermediary keeps a personalised answer; the request's own
  // Cache-Control: no-cache makes the browser revalidate what it kept.
  if (route.method === 'GET' && isPlainObject(options.body)) appendQuery(params, options.body);
  const search = params.toString();
  return `${config.baseUrl}${route.path}${search ? `?${search}` : ''}`;
}

function buildInit(key: RouteKey, options: ApiRequestOptions, signal: AbortSignal): RequestInit {
  const route = routes[key];
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (route.method !== 'GET' && options.body !== undefined) {
    if (options.body instanceof FormData) {
      // The browser must set the multipart boundary itself.
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  return { method: route.method, headers, body, signal };
}

function failureText(envelope: ApiEnvelope<unknown>): string {
  // The spec shows the body instead of the message when the server put a non-empty string there.
  if (typeof envelope.body === 'string' && envelope.body.trim() !== '') return envelope.body;
  return envelope.message || MESSAGES.unknown;
}

function handleEnvelope(envelope: ApiEnvelope<unknown>, silent: boolean, background: boolean): void {
  const { code } = envelope;
  if (code === ErrorCode.Success || code === ErrorCode.Silent) return;
  if (isLoginInvalidCode(code)) {
    clearSession();
    if (background) return;
    notifier.dialog({ key: 'login-invalid', message: MESSAGES.loginInvalid, okTo: paths.login });
    return;
  }
  if (code === ErrorCode.ServerError) {
    notifier.dialog({ key: 'server-exception', message: MESSAGES.serverException });
    return;
  }
  if (code === ErrorCode.OutOfContract) {
    notifier.toast(MESSAGES.outOfContract, {
      severity: 'warning',
      action: { label: MESSAGES.contactService, to: paths.kefu },
    });
    return;
  }
  if (!silent) notifier.toast(failureText(envelope));
}

function transportFailure(error: ApiTransportError, silent: boolean): never {
  if (!silent) notifier.toast(error.message);
  throw error;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return isPlainObject(value) && typeof value.code === 'number';
}

async function send(key: RouteKey, options: ApiRequestOptions): Promise<ApiEnvelope<unknown>> {
  const silent = options.silent ?? false;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const forwardAbort = (): void => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(key, options), buildInit(key, options, controller.signal));
  } catch (error) {
    // A caller's own cancellation (TanStack Query dropping a stale query) is not a failure worth a toast.
    if (!timedOut && options.signal?.aborted) throw error;
    const failure = timedOut
      ? new ApiTransportError('timeout', MESSAGES.timeout)
      : new ApiTransportError('network', MESSAGES.network);
    return transportFailure(failure, silent);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  if (response.status >= 500) {
    return transportFailure(new ApiTransportError('http', MESSAGES.httpServer, response.status), silent);
  }
  if (response.status >= 400) {
    return transportFailure(new ApiTransportError('http', MESSAGES.httpClient, response.status), silent);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    return transportFailure(new ApiTransportError('unknown', MESSAGES.unknown, response.status), silent);
  }
  if (!isEnvelope(payload)) {
    return transportFailure(new ApiTransportError('unknown', MESSAGES.unknown, response.status), silent);
  }
  return payload;
}

// Calls that must never trigger a refresh: the refresh itself, and logout (which ends the session anyway).
const NO_REFRESH: ReadonlySet<RouteKey> = new Set<RouteKey>(['RefreshToken', 'Logout']);

let refreshInFlight: Promise<boolean> | null = null;

async function exchangeRefreshToken(refreshToken: string): Promise<boolean> {
  try {
    const answer = await send('RefreshToken', { body: { refreshToken }, silent: true });
    const tokens = answer.body as Partial<TokenData> | null;
    if (answer.code !== ErrorCode.Success || !tokens?.token) return false;
    // Rotation: the old refresh token is dead now, so the new pair replaces it in the same storage kind.
    setToken(tokens.token, tokens.refreshToken ?? null, isPersistentSession());
    return true;
  } catch {
    return false;
  }
}

/**
 * Exchanges the refresh token once for everybody waiting. Refresh tokens rotate and reusing a rotated one
 * revokes the whole family (code 102), so concurrent calls that all met an expired token must share one
 * RefreshToken call rather than each sending the same refresh token.
 */
function refreshSession(): Promise<boolean> {
  if (refreshInFlight) return refreshInFlight;
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve(false);
  refreshInFlight = exchangeRefreshToken(refreshToken).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * After a 101 (access token expired) to a call that went out with `sentWith`: whether a fresh token is at hand to
 * retry with, either because another call refreshed meanwhile or because the refresh token was exchanged now.
 */
export async function renewExpiredToken(sentWith: string | null): Promise<boolean> {
  if (sentWith === null) return false;
  const current = getToken();
  return current !== null && current !== sentWith ? true : refreshSession();
}

/**
 * Sends a call; on 101 (access token expired) with a refresh token at hand it refreshes once and retries once,
 * so a customer is only sent to the login dialog when the refresh fails too. A call that went out with a token
 * that has since been replaced (another call refreshed meanwhile) is simply retried with the new one.
 */
export async function apiRequest<T>(key: RouteKey, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  const silent = options.silent ?? false;
  const sentWith = getToken();
  let envelope = await send(key, options);
  if (envelope.code === ErrorCode.TokenExpired && !NO_REFRESH.has(key) && (await renewExpiredToken(sentWith))) {
    envelope = await send(key, options);
  }
  handleEnvelope(envelope, silent, options.background ?? false);
  return envelope as ApiEnvelope<T>;
}

/** For query functions: resolves with the body of a successful envelope and rejects on any failure. */
export async function apiData<T>(key: RouteKey, options: ApiRequestOptions = {}): Promise<T> {
  const envelope = await apiRequest<T>(key, options);
  if (envelope.code !== ErrorCode.Success) throw new ApiCodeError(envelope);
  return envelope.body;
}

/**
 * The options of a call typed by the contract: route K's own query and body (a route that takes none refuses
 * one), so that a wrong body for a route fails to compile instead of answering 参数错误 at run time.
 */
export type RouteCallOptions<K extends RouteKey> = Omit<ApiRequestOptions, 'query' | 'body'> &
  ([RouteQuery<K>] extends [never] ? { query?: never } : { query: RouteQuery<K> }) &
  ([RouteBody<K>] extends [never] ? { body?: never } : { body: RouteBody<K> });

/**
 * apiRequest with the types of the contract's route table. The envelope's body is the route's answer on code 0;
 * on a refusal it is whatever the refusal carries (often null), so callers read it only after checking the code.
 */
export function routeRequest<K extends RouteKey>(
  key: K,
  options: RouteCallOptions<K>,
): Promise<ApiEnvelope<RouteResponse<K> | null>> {
  // The contract's query interfaces are not index signatures, so they need the cast to the client's loose form.
  return apiRequest<RouteResponse<K> | null>(key, options as ApiRequestOptions);
}

/** apiData with the types of the contract's route table: the answer of route K, or a rejection. */
export function routeData<K extends RouteKey>(key: K, options: RouteCallOptions<K>): Promise<RouteResponse<K>> {
  return apiData<RouteResponse<K>>(key, options as ApiRequestOptions);
}
