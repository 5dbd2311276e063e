/**
 * Business codes carried in the envelope. Values are fixed by existing clients (spec part 1 section 8) and by
 * DESIGN.md section 2; never renumber them.
 */
export const ErrorCode = {
  Success: 0,
  /** A failure the client must not toast. */
  Silent: 99,
  NoToken: 100,
  TokenExpired: 101,
  TokenInvalid: 102,
  OrderSettingsMissing: 182,
  /** Contract centre, batch ordering and business management need an approved institution (auditType 3). */
  NotApproved: 183,
  OutOfContract: 184,
  /** PayOrder answers this unless the request carries `confirmCredit: true`. */
  CreditInsufficient: 185,
  UnpaidCapReached: 186,
  /** An order under a prepaid contract costs more than the contract's balance. */
  ContractBalanceInsufficient: 187,
  RegisterCodeExpired: 190,
  SubRegisterCodeExpired: 199,
  BadRequest: 400,
  Forbidden: 403,
  /** Also used for other customers' objects, so that their existence is never revealed. */
  NotFound: 404,
  /** An Idempotency-Key reused with a different body. */
  Conflict: 409,
  IllegalOperation: 422,
  TooManyRequests: 429,
  ServerError: 500,
  UploadTooLarge: 11001,
  UploadFormat: 11002,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

const KNOWN_CODES: ReadonlySet<number> = new Set<number>(Object.values(ErrorCode));

export function isErrorCode(value: number): value is ErrorCodeValue {
  return KNOWN_CODES.has(value);
}

const LOGIN_INVALID_CODES: ReadonlySet<number> = new Set<number>([
  ErrorCode.NoToken,
  ErrorCode.TokenExpired,
  ErrorCode.TokenInvalid,
]);

/** Codes on which the client clears its token and sends the user to /login (spec part 1 section 4). */
export function isLoginInvalidCode(code: number): boolean {
  return LOGIN_INVALID_CODES.has(code);
}
