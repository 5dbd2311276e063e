import { ErrorCode, ERROR_MESSAGES } from '@seqportal/contract';

/**
 * Business outcomes that are not success. The envelope filter turns each into
 * `{ code, message, body }` with HTTP 200, so services throw these instead of HTTP exceptions.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly body: unknown = null,
  ) {
    super(message ?? ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] ?? '操作失败');
    this.name = new.target.name;
  }
}

/** The caller sent something the rules reject; the message is the rule's Chinese text. */
export class UserInputError extends DomainError {
  constructor(message: string, body: unknown = null) {
    super(ErrorCode.BadRequest, message, body);
  }
}

/** Missing, or belonging to someone else: both answer the same so that nothing leaks. */
export class NotFoundError extends DomainError {
  constructor(message?: string) {
    super(ErrorCode.NotFound, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message?: string) {
    super(ErrorCode.Forbidden, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message?: string, body: unknown = null) {
    super(ErrorCode.Conflict, message, body);
  }
}

/** A state machine refused a transition, e.g. cancelling an order that is no longer pending. */
export class IllegalOperationError extends DomainError {
  constructor(message?: string, body: unknown = null) {
    super(ErrorCode.IllegalOperation, message, body);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message?: string) {
    super(ErrorCode.TooManyRequests, message);
  }
}

/** 100 no token, 101 expired, 102 invalid or revoked. */
export class AuthenticationError extends DomainError {
  constructor(code: 100 | 101 | 102, message?: string) {
    super(code, message);
  }
}
