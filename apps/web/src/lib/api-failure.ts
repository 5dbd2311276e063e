import { ErrorCode, isLoginInvalidCode, type ApiEnvelope } from '@seqportal/contract';

/**
 * For silent calls that toast their own failures: the API client raises the login dialog, the server-exception
 * dialog and the out-of-contract notice even for silent calls, and code 99 is never toasted, so those must not
 * be announced a second time.
 */
export function isAnnouncedByClient(code: number): boolean {
  return (
    isLoginInvalidCode(code) ||
    code === ErrorCode.ServerError ||
    code === ErrorCode.OutOfContract ||
    code === ErrorCode.Silent
  );
}

/** The spec shows the body instead of the message when the server put a non-empty string there. */
export function failureMessage(envelope: ApiEnvelope<unknown>, fallback = '操作失败'): string {
  if (typeof envelope.body === 'string' && envelope.body.trim() !== '') return envelope.body;
  return envelope.message || fallback;
}
