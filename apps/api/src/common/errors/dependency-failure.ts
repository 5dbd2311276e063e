/** The answer when PostgreSQL, Redis or the object storage does not answer in time: the call may simply be retried. */
export const DEPENDENCY_UNAVAILABLE_MESSAGE = '服务器繁忙，请稍后再试';

/** Socket-level failures of any client (pg, ioredis, the S3 client, fetch). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * SQLSTATE classes of a database that cannot serve right now: 08 connection exception, 53 insufficient resources
 * (too many connections), 57 operator intervention (57014 query_canceled is how statement_timeout ends a statement,
 * 57P01-03 a server shutting down or starting up).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57)/;

/** The clients' own words for "no answer in time" and "no connection" (pg, ioredis, our storage timeout). */
const UNAVAILABLE_MESSAGE =
  /timeout|timed out|Connection terminated|Connection is closed|max retries per request|socket hang up|Stream isn't writeable/i;

const UNAVAILABLE_NAMES = new Set(['TimeoutError', 'AbortError', 'MaxRetriesPerRequestError', 'StorageTimeoutError']);

/**
 * True when an error says that a dependency is down or too slow, rather than that the code is wrong: the caller
 * gets code 500 with a message that invites a retry, and the request's log line says which it was. Looks through
 * `driverError` (TypeORM) and `cause` chains.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const candidate = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof candidate.name === 'string' && UNAVAILABLE_NAMES.has(candidate.name)) return true;
  if (typeof candidate.code === 'string') {
    if (NETWORK_CODES.has(candidate.code)) return true;
    if (/^[0-9A-Z]{5}$/.test(candidate.code) && UNAVAILABLE_SQLSTATE.test(candidate.code)) return true;
  }
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
  return (
    isDependencyUnavailable(candidate.driverError, depth + 1) || isDependencyUnavailable(candidate.cause, depth + 1)
  );
}

/**
 * SQLSTATE class 22 (data exception: a number out of its column's range, text that is not a number, a NUL byte):
 * PostgreSQL refused a value that validation should have refused first. The caller gets code 400 instead of 500;
 * the log line names the route so that its DTO can be tightened.
 */
export function isRejectedInput(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: unknown } } | null)?.driverError;
  const code = driverError?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * A database error's message for the log without the values it quotes: PostgreSQL repeats the offending input
 * (`invalid input syntax for type integer: "13800000001"`), which may be personal data.
 */
export function redactedMessage(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
}
