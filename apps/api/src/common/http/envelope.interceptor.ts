import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { ApiEnvelope } from '@seqportal/contract';
import { map, type Observable } from 'rxjs';
import { ApiResult, SUCCESS_MESSAGE } from './api-result.js';
import { RAW_RESPONSE } from './raw-response.decorator.js';
import { Reflector } from '@nestjs/core';

/** Wraps every controller result as `{ code: 0, message, body }` (DESIGN.md section 2). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (raw) return next.handle();
    return next.handle().pipe(map((result): ApiEnvelope => toEnvelope(result)));
  }
}

function toEnvelope(result: unknown): ApiEnvelope {
  if (result instanceof ApiResult) return { code: 0, message: result.message, body: result.body ?? null };
  return { code: 0, message: SUCCESS_MESSAGE, body: result ?? null };
}
