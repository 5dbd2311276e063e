import { ErrorCode, type ErrorCodeValue } from './error-codes.js';
import { messageFor, type MessageParams } from './error-messages.js';

/**
 * Every business outcome travels as HTTP 200 with this envelope; HTTP error statuses are kept for transport
 * failures only (DESIGN.md section 2), so clients branch on `code`, never on the HTTP status.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  body: T;
}

export function okEnvelope<T>(body: T, message: string = messageFor(ErrorCode.Success)): ApiEnvelope<T> {
  return { code: ErrorCode.Success, message, body };
}

/**
 * A failure envelope. `message` overrides the registry text when the rule has its own wording
 * (validation messages of the spec are always specific).
 */
export function errorEnvelope<T = null>(
  code: ErrorCodeValue,
  options: { message?: string; params?: MessageParams; body?: T } = {},
): ApiEnvelope<T | null> {
  return {
    code,
    message: options.message ?? messageFor(code, options.params),
    body: options.body ?? null,
  };
}

export function isSuccessEnvelope<T>(envelope: ApiEnvelope<T>): boolean {
  return envelope.code === ErrorCode.Success;
}
