import { ErrorCode, isLoginInvalidCode, routes, type ApiEnvelope, type RouteKey } from '@seqportal/contract';
import { buildUrl, MESSAGES, type QueryParams } from '@/lib/api-client';
import { clearStaffSession, getStaffToken } from './staff-session';

/**
 * Calls to /api/admin with the staff token. Deliberately not lib/api-client's apiRequest: that one sends the
 * customer's token, clears the customer's session on 100-102 and refreshes customer tokens, none of which may
 * happen for a staff call. URLs still come from the contract's route table through buildUrl.
 */
export const STAFF_LOGIN_EXPIRED = '登录已失效，请重新登录';

/** A failed staff call: a business code from the envelope, or 0 for a transport failure. */
export class StaffApiError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'StaffApiError';
    this.code = code;
  }
}

export interface StaffRequestOptions {
  query?: QueryParams;
  /** JSON body (or FormData for an upload); on a GET, its fields become query parameters. */
  body?: unknown;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** Bearer header of the signed-in staff member, for the XMLHttpRequest uploads that cannot go through fetch. */
export function staffAuthHeader(): Record<string, string> {
  const token = getStaffToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Turns an envelope into its body or a StaffApiError. A dead staff token signs the console out (the login form
 * reappears) instead of opening the customer's "login expired" dialog.
 */
export function unwrapStaffEnvelope<T>(envelope: ApiEnvelope<unknown>): T {
  if (envelope.code === ErrorCode.Success) return envelope.body as T;
  if (isLoginInvalidCode(envelope.code)) {
    clearStaffSession();
    throw new StaffApiError(envelope.code, STAFF_LOGIN_EXPIRED);
  }
  throw new StaffApiError(envelope.code, envelope.message || MESSAGES.unknown);
}

/** Resolves with the body of a successful envelope; rejects with a StaffApiError carrying the text to show. */
export async function staffData<T>(key: RouteKey, options: StaffRequestOptions = {}): Promise<T> {
  const route = routes[key];
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    ...staffAuthHeader(),
  };
  let body: BodyInit | undefined;
  if (route.method !== 'GET' && options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = options.body;
  } else if (route.method !== 'GET' && options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(key, { query: options.query, body: options.body }), {
      method: route.method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new StaffApiError(0, MESSAGES.network);
  }
  if (response.status >= 500) throw new StaffApiError(0, MESSAGES.httpServer);
  if (response.status >= 400) throw new StaffApiError(0, MESSAGES.httpClient);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new StaffApiError(0, MESSAGES.unknown);
  }
  if (!isEnvelope(payload)) throw new StaffApiError(0, MESSAGES.unknown);
  return unwrapStaffEnvelope<T>(payload);
}

/** The text to show for any failure of a staff call. */
export function staffErrorText(error: unknown): string {
  if (error instanceof StaffApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.unknown;
}
