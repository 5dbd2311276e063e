import { createHash } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import {
  THROTTLER_BLOCK_DURATION,
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from '@nestjs/throttler/dist/throttler.constants.js';
import { normalizeIp } from '@nestjs/throttler/dist/ip.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RouteMemo } from '../../common/http/route-memo.js';

/** What one throttler applies to one route, read once from its decorators. */
interface RouteThrottle {
  name: string;
  /** A number, or the module's per-route function (routeRateLimit), called with the request's context. */
  limit: unknown;
  ttl: unknown;
  blockDuration: unknown;
  /** `${Controller}-${handler}-${throttler}`: ThrottlerGuard.generateKey's prefix. */
  keyPrefix: string;
  /** Header name suffix: none for the default throttler. */
  suffix: string;
}

/** Per route: null where it skips every throttler, 'generic' where ThrottlerGuard's own path must run. */
type RoutePlan = RouteThrottle[] | null | 'generic';

/** Hashed keys kept (ThrottlerGuard hashes the same text at every request): a client × route each. */
const MAX_KEPT_KEYS = 10_000;

/**
 * ThrottlerGuard reads six metadata keys per throttler, awaits five promises and hashes the key anew at every
 * request, which cost the catalogue's GETs a few percent of their throughput (issue 22). Here what a route's
 * decorators say is read once per route (planFor), the hashed key is kept per client and route, and the only
 * await is Redis's answer: same keys, same counting script, same headers and refusal as ThrottlerGuard.
 *
 * Options that decide per request (skipIf, ignoreUserAgents, custom trackers or key generators, a route's own
 * tracker or key generator) take ThrottlerGuard's own path, unchanged (canActivate); none is configured today.
 */
@Injectable()
export class RouteThrottler extends ThrottlerGuard {
  private readonly hashedKeys = new Map<string, string>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storageService: ThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, storageService, reflector);
  }

  async throttle(context: ExecutionContext, plan: RouteThrottle[]): Promise<boolean> {
    const values = plan.map((route) => [
      resolve(context, route.limit),
      resolve(context, route.ttl),
      route.blockDuration === undefined ? undefined : resolve(context, route.blockDuration),
    ]);
    // A function option answering a promise: ThrottlerGuard's own path awaits it.
    if (values.some((resolved) => resolved.some(isThenable))) return super.canActivate(context);
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const tracker = normalizeIp(request.ip, this.ipv6SubnetPrefix);
    const setHeaders = this.commonOptions.setHeaders ?? true;
    for (let i = 0; i < plan.length; i += 1) {
      const route = plan[i]!;
      const [rawLimit, rawTtl, rawBlockDuration] = values[i]!;
      const limit = toNumber(rawLimit, 'limit', route.name);
      const ttl = toNumber(rawTtl, 'ttl', route.name);
      const blockDuration = toNumber(rawBlockDuration ?? ttl, 'blockDuration', route.name);
      const key = this.hashedKey(`${route.keyPrefix}-${tracker}`);
      const { totalHits, timeToExpire, isBlocked, timeToBlockExpire } = await this.storageService.increment(
        key,
        ttl,
        limit,
        blockDuration,
        route.name,
      );
      if (isBlocked) {
        if (setHeaders) void reply.header(`Retry-After${route.suffix}`, timeToBlockExpire);
        await this.throwThrottlingException(context, {
          limit,
          ttl,
          key,
          tracker,
          totalHits,
          timeToExpire,
          isBlocked,
          timeToBlockExpire,
        });
      }
      if (setHeaders) {
        void reply.header(`${this.headerPrefix}-Limit${route.suffix}`, limit);
        void reply.header(`${this.headerPrefix}-Remaining${route.suffix}`, Math.max(0, limit - totalHits));
        void reply.header(`${this.headerPrefix}-Reset${route.suffix}`, timeToExpire);
      }
    }
    return true;
  }

  /** ThrottlerGuard.generateKey's sha256, computed once per client and route. */
  private hashedKey(text: string): string {
    let key = this.hashedKeys.get(text);
    if (key === undefined) {
      if (this.hashedKeys.size >= MAX_KEPT_KEYS) this.hashedKeys.clear();
      key = createHash('sha256').update(text).digest('hex');
      this.hashedKeys.set(text, key);
    }
    return key;
  }

  /** Read once per route (RateLimitGuard keeps it); called after onModuleInit, at the route's first request. */
  planFor(context: ExecutionContext): RoutePlan {
    const targets = [context.getHandler(), context.getClass()];
    const read = (metadataKey: string, throttler: ThrottlerOptions) =>
      this.reflector.getAllAndOverride<unknown>(metadataKey + throttler.name, targets);
    const common = this.commonOptions;
    const perRequest =
      typeof this.options === 'object' &&
      !Array.isArray(this.options) &&
      (this.options.getTracker !== undefined || this.options.generateKey !== undefined);
    if (perRequest || common.skipIf || common.ignoreUserAgents) return 'generic';
    const plan: RouteThrottle[] = [];
    for (const throttler of this.throttlers) {
      if (read(THROTTLER_SKIP, throttler) === true) continue;
      if (
        throttler.skipIf ||
        throttler.ignoreUserAgents ||
        throttler.getTracker ||
        throttler.generateKey ||
        throttler.setHeaders !== undefined ||
        read(THROTTLER_TRACKER, throttler) ||
        read(THROTTLER_KEY_GENERATOR, throttler)
      )
        return 'generic';
      const name = throttler.name!;
      plan.push({
        name,
        limit: read(THROTTLER_LIMIT, throttler) ?? throttler.limit,
        ttl: read(THROTTLER_TTL, throttler) ?? throttler.ttl,
        blockDuration: read(THROTTLER_BLOCK_DURATION, throttler) ?? throttler.blockDuration,
        keyPrefix: `${context.getClass().name}-${context.getHandler().name}-${name}`,
        suffix: name === 'default' ? '' : `-${name}`,
      });
    }
    return plan.length === 0 ? null : plan;
  }
}

/**
 * The global rate limit: Nest's ThrottlerGuard, with the same Redis keys, limits, headers and 429 refusal, on a
 * lighter path (RouteThrottler). Routes that skip every throttler (@SkipThrottle: only the health check, which
 * load balancers poll and which must answer while Redis is down) pass synchronously. The catalogue is limited
 * too, more generously (@CatalogueRateLimit).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly plans = new RouteMemo<RoutePlan>((context) => this.throttler.planFor(context));

  constructor(private readonly throttler: RouteThrottler) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const plan = this.plans.get(context);
    if (plan === null) return true;
    if (plan === 'generic') return this.throttler.canActivate(context);
    return this.throttler.throttle(context, plan);
  }
}

/** ThrottlerGuard.resolveValue without its await: the module's values are numbers or synchronous functions. */
function resolve(context: ExecutionContext, value: unknown): unknown {
  return typeof value === 'function' ? (value as (context: ExecutionContext) => unknown)(context) : value;
}

function isThenable(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** ThrottlerGuard.toNumber (private there): numeric strings count, anything else that is not a number fails. */
function toNumber(value: unknown, option: string, throttlerName: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) {
    throw new Error(
      `Invalid "${option}" for the "${throttlerName}" throttler: expected a number, got ${JSON.stringify(value)}.`,
    );
  }
  return number;
}
