import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { UserInputError } from '../errors/domain-errors.js';

/** Printable ASCII, as UUIDs and the usual client-generated keys are; long enough for any of them. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key 格式不正确';

/** The request's Idempotency-Key, or undefined when it carries none; a malformed key answers 400. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const raw = context.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new UserInputError(IDEMPOTENCY_KEY_INVALID);
  return key;
});

/** Swagger: documents the optional header on an operation that honours it. */
export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description: '同一键与相同请求体在24小时内重复提交，返回第一次的结果且不重复创建；同一键不同请求体返回409',
    example: '6f1c2a9e-2b8d-4c1e-9a51-0d3f7c2e8b10',
  });
