import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { UserInputError } from '../errors/domain-errors.js';
import { hookList } from './route-hooks.js';

/**
 * What one request may carry, checked before anything reads it. Bodies over `maxBytes` are refused by Fastify
 * before they are read (HTTP 413); a parsed body with more than `maxEntries` values (object keys and array items)
 * or nested deeper than `maxDepth` answers code 400 before any guard, class-transformer or class-validator work,
 * whose cost grows with the number of keys (a 60,000-key body once held the event loop for seconds).
 */
export interface BodyLimits {
  maxBytes: number;
  maxEntries: number;
}

/** Ordinary calls: a form's worth of fields. */
export const DEFAULT_BODY_LIMITS: BodyLimits = { maxBytes: 100 * 1024, maxEntries: 2_000 };

/** Calls that carry sample lists: up to 5,000 rows (with sub-libraries and indexes) in one body. */
export const SAMPLE_LIST_BODY_LIMITS: BodyLimits = { maxBytes: 4 * 1024 * 1024, maxEntries: 200_000 };

/** The deepest any body of this API goes is five levels (order → libraries → sub-libraries → index → field). */
export const MAX_BODY_DEPTH = 10;

/**
 * Keys of one object: a DTO has a few dozen fields at most, and unknown keys are refused one by one by
 * whitelisting, the costliest path of class-validator. Long lists are arrays, counted by `maxEntries` only.
 */
export const MAX_OBJECT_KEYS = 200;

/** Query strings: every GET of this API takes a handful of parameters. */
export const MAX_QUERY_KEYS = 50;

export const BodyGuardMessages = {
  tooManyEntries: '请求内容的字段过多',
  tooDeep: '请求内容的嵌套层级过深',
  nulCharacter: '请求内容不能包含空字符',
} as const;

const ROUTE_LIMITS = 'seqportalBodyLimits';
/** The metadata key of @nestjs/platform-fastify's @RouteConfig(), which the package does not export. */
const FASTIFY_ROUTE_CONFIG_METADATA = '__fastify_route_config__';

/**
 * Raises a route's limits above the default, for the few calls that need it. Merged into the Fastify route config
 * (which @RawResponse() also uses) rather than replacing it.
 */
export function BodyLimit(limits: BodyLimits): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const existing = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as Record<string, unknown>;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...existing, [ROUTE_LIMITS]: limits }, handler);
    return descriptor;
  };
}

/**
 * Gives every route its byte limit and, for methods with a body, the entry and depth check as a preValidation
 * hook (after parsing, whatever the content type, and before the handler where Nest's guards and pipes run).
 * Call before the routes are registered.
 */
export function installBodyGuard(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limits =
      ((route.config as Record<string, unknown> | undefined)?.[ROUTE_LIMITS] as BodyLimits | undefined) ??
      DEFAULT_BODY_LIMITS;
    route.bodyLimit = limits.maxBytes;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => method === 'POST' || method === 'PUT' || method === 'PATCH')) return;
    const guard = bodyGuardHook(limits.maxEntries);
    route.preValidation = [guard, ...hookList(route.preValidation)];
  });
}

function bodyGuardHook(maxEntries: number): preValidationHookHandler {
  return (request, _reply, done) => {
    const problem = inspectValue(request.body, maxEntries, MAX_BODY_DEPTH);
    done(problem ? new UserInputError(problem) : undefined);
  };
}

/**
 * One pass over a parsed value that stops at the first problem: it never visits more than `maxEntries` values nor
 * goes deeper than `maxDepth`, iteratively, so that a deep body cannot exhaust the stack. It also refuses NUL
 * characters in keys and strings, which PostgreSQL cannot store in text and no form ever sends.
 * Answers the refusal message, or null.
 */
export function inspectValue(root: unknown, maxEntries: number, maxDepth: number): string | null {
  if (root === null || typeof root !== 'object') {
    return typeof root === 'string' && root.includes('\0') ? BodyGuardMessages.nulCharacter : null;
  }
  let entries = 0;
  const stack: Array<{ value: object; depth: number }> = [{ value: root, depth: 1 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > maxDepth) return BodyGuardMessages.tooDeep;
    const isArray = Array.isArray(value);
    let keys = 0;
    for (const key in value) {
      entries += 1;
      keys += 1;
      if (entries > maxEntries || (!isArray && keys > MAX_OBJECT_KEYS)) return BodyGuardMessages.tooManyEntries;
      if (!isArray && key.includes('\0')) return BodyGuardMessages.nulCharacter;
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (child.includes('\0')) return BodyGuardMessages.nulCharacter;
      } else if (child !== null && typeof child === 'object') {
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * The query string's share of the same rules, from the request hook that already touches every query: a count of
 * its keys and a NUL check of its values (a repeated key arrives as an array of strings).
 */
export function inspectQuery(query: Record<string, unknown>): string | null {
  let keys = 0;
  for (const key in query) {
    keys += 1;
    if (keys > MAX_QUERY_KEYS) return BodyGuardMessages.tooManyEntries;
    const value = query[key];
    if (typeof value === 'string') {
      if (value.includes('\0')) return BodyGuardMessages.nulCharacter;
    } else if (Array.isArray(value)) {
      if (value.length > MAX_QUERY_KEYS) return BodyGuardMessages.tooManyEntries;
      if (value.some((item) => typeof item === 'string' && item.includes('\0'))) return BodyGuardMessages.nulCharacter;
    }
    if (key.includes('\0')) return BodyGuardMessages.nulCharacter;
  }
  return null;
}
