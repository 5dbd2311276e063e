import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ErrorCode, ERROR_MESSAGES, type ApiEnvelope } from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEPENDENCY_UNAVAILABLE_MESSAGE,
  isDependencyUnavailable,
  isRejectedInput,
  redactedMessage,
} from '../errors/dependency-failure.js';
import { DomainError } from '../errors/domain-errors.js';

/**
 * The answer to a path under /api that no route serves, here and from the web app's catch-all
 * (infra/web/web-app.ts), which sees /api paths that Nest's router let through to its `/*`.
 */
export const ROUTE_NOT_FOUND: ApiEnvelope = Object.freeze({ code: 404, message: '接口不存在', body: null });

interface Outcome {
  httpStatus: number;
  envelope: ApiEnvelope;
}

/** Errors raised by Fastify itself before a handler runs (bad JSON, oversized body ...). */
interface TransportError {
  statusCode: number;
  code?: string;
  message: string;
}

/**
 * The one place where failures become envelopes. Business outcomes answer HTTP 200 with their code;
 * only transport failures (unknown route, malformed JSON, oversized body) keep an HTTP error status.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { httpStatus, envelope } = this.outcomeOf(exception, request);
    void reply.status(httpStatus).header('content-type', 'application/json; charset=utf-8').send(envelope);
  }

  private outcomeOf(exception: unknown, request: FastifyRequest): Outcome {
    if (exception instanceof DomainError) {
      return ok({ code: exception.code, message: exception.message, body: exception.body ?? null });
    }
    if (exception instanceof ThrottlerException) {
      return ok(failure(ErrorCode.TooManyRequests));
    }
    if (exception instanceof HttpException) {
      return this.fromHttpException(exception);
    }
    if (isTransportError(exception)) {
      return {
        httpStatus: exception.statusCode,
        envelope: { code: exception.statusCode, message: transportMessage(exception), body: null },
      };
    }
    // Only name, code, a redacted message and the stack: a database error also carries its query parameters
    // (phones, codes), and PostgreSQL quotes the offending value in its message.
    const error = exception instanceof Error ? exception : new Error(String(exception));
    const code = (error as { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: unknown }).code;
    const logged = {
      err: {
        name: error.name,
        code,
        message: redactedMessage(error.message),
        stack: redactedMessage(error.stack ?? ''),
      },
      req: { id: request.id, method: request.method, path: request.url.split('?')[0] },
    };
    if (isRejectedInput(error)) {
      // Validation let through a value its column cannot hold: the caller's mistake, and the DTO's to tighten.
      this.logger.warn(logged, 'Input refused by the database');
      return ok(failure(ErrorCode.BadRequest));
    }
    if (isDependencyUnavailable(error)) {
      this.logger.error(logged, 'Dependency unavailable');
      return ok({ code: ErrorCode.ServerError, message: DEPENDENCY_UNAVAILABLE_MESSAGE, body: null });
    }
    this.logger.error(logged, 'Unhandled error');
    return ok(failure(ErrorCode.ServerError));
  }

  private fromHttpException(exception: HttpException): Outcome {
    const status = exception.getStatus();
    // Nest raises NotFoundException for unmatched routes: a transport failure, so HTTP 404 stays.
    if (status === HttpStatus.NOT_FOUND) {
      return { httpStatus: 404, envelope: ROUTE_NOT_FOUND };
    }
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
      return { httpStatus: 413, envelope: { code: 413, message: '请求内容过大', body: null } };
    }
    // Validation failures are UserInputErrors; an HTTP 400/415 here comes from body parsing (malformed JSON).
    if (status === HttpStatus.BAD_REQUEST || status === HttpStatus.UNSUPPORTED_MEDIA_TYPE) {
      return { httpStatus: status, envelope: { code: status, message: '请求格式不正确', body: null } };
    }
    if (status === HttpStatus.FORBIDDEN) return ok(failure(ErrorCode.Forbidden));
    if (status === HttpStatus.UNAUTHORIZED) return ok(failure(ErrorCode.NoToken));
    if (status === HttpStatus.TOO_MANY_REQUESTS) return ok(failure(ErrorCode.TooManyRequests));
    if (status >= 500) return ok(failure(ErrorCode.ServerError));
    return ok({ code: status, message: exception.message, body: null });
  }
}

function ok(envelope: ApiEnvelope): Outcome {
  return { httpStatus: HttpStatus.OK, envelope };
}

function failure(code: keyof typeof ERROR_MESSAGES): ApiEnvelope {
  return { code, message: ERROR_MESSAGES[code], body: null };
}

function isTransportError(value: unknown): value is TransportError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TransportError).statusCode === 'number' &&
    (value as TransportError).statusCode >= 400 &&
    (value as TransportError).statusCode < 500
  );
}

function transportMessage(error: TransportError): string {
  if (error.statusCode === 413) return '请求内容过大';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return '不支持的请求格式';
  if (error.statusCode === 400) return '请求格式不正确';
  return error.message;
}
