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
import { isRouteLevel } from './catalogue-rate-limit.decorator.js';
import { ClientKeyTables } from './client-key-tables.js';
import { HitLeases, type HitVerdict } from './hit-leases.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

/** A throttler's window for a route: how many hits, for how long, and how long a refusal blocks. */
interface WindowValues {
  limit: number;
  ttl: number;
  blockDuration: number;
}

/** What one throttler applies to one route, read once from its decorators. */
interface RouteThrottle {
  name: string;
  /** A number, or a function of the request's context (ThrottlerGuard's options allow either). */
  limit: unknown;
  ttl: unknown;
  blockDuration: unknown;
  /** The window as numbers, where it depends on the route alone (numbers, or routeRateLimit): resolved once. */
  fixed: WindowValues | null;
  /** `${Controller}-${handler}-${throttler}`: ThrottlerGuard.generateKey's prefix. */
  keyPrefix: string;
  /** The X-RateLimit-* and Retry-After header names (suffixed with the throttler's name but for the default). */
  headers: { limit: string; remaining: string; reset: string; retryAfter: string };
  /** Each client address's keys on this route, kept so that a request normalises and hashes nothing. */
  clients: ReadonlyMap<string, ClientKeys>;
}

/** A client's keys on one route. */
interface ClientKeys {
  /** ThrottlerGuard's hashed key, as in Redis. */
  key: string;
  /** The key of this process's leased hits: throttler and hashed key. */
  leaseKey: string;
  tracker: string;
}

/** One throttler's check of one request. */
interface ThrottleCheck {
  route: RouteThrottle;
  client: ClientKeys;
  window: WindowValues;
}

/** Per route: null where it skips every throttler, 'generic' where ThrottlerGuard's own path must run. */
type RoutePlan = RouteThrottle[] | null | 'generic';

/** Client keys kept across all routes (ThrottlerGuard hashes the same text at every request), as many as leases. */
const MAX_KEPT_KEYS = 10_000;

/**
 * ThrottlerGuard reads six metadata keys per throttler, awaits five promises and hashes the key anew at every
 * request, which cost the catalogue's GETs a few percent of their throughput (issue 22). Here what a route's
 * decorators say is read once per route (planFor), the hashed key is kept per client and route, and hits are
 * leased from Redis in small batches (HitLeases: a 50th of the limit at most, one hit at a time below a limit
 * of 100, so small limits such as the staff login's count exactly): same keys, same counts in Redis, same headers and
 * refusal as ThrottlerGuard.
 *
 * Options that decide per request (skipIf, ignoreUserAgents, custom trackers or key generators, a route's own
 * tracker or key generator) take ThrottlerGuard's own path, unchanged (canActivate); none is configured today.
 */
@Injectable()
export class RouteThrottler extends ThrottlerGuard {
  private readonly leases = new HitLeases();
  private readonly clientKeys = new ClientKeyTables<ClientKeys>(MAX_KEPT_KEYS);

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storageService: ThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, storageService, reflector);
  }

  /**
   * The verdict of every throttler of the route. Where this process holds leased hits for the client (HitLeases)
   * it answers at once, without Redis; otherwise it asks Redis for more.
   */
  throttle(context: ExecutionContext, plan: RouteThrottle[]): boolean | Promise<boolean> {
    const ip = context.switchToHttp().getRequest<FastifyRequest>().ip;
    const checks: ThrottleCheck[] = [];
    for (const route of plan) {
      const check = this.checkFor(context, route, ip);
      // A function option answering a promise: ThrottlerGuard's own path awaits it.
      if (check === null) return super.canActivate(context);
      checks.push(check);
    }
    const now = Date.now();
    const verdicts = checks.map((check) => this.leases.take(check.client.leaseKey, check.window.limit, now));
    if (verdicts.every((verdict) => verdict?.allowed === true)) {
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      for (let i = 0; i < checks.length; i += 1) this.setLimitHeaders(reply, checks[i]!, verdicts[i]!);
      return true;
    }
    return this.throttleWithGrants(context, checks, verdicts);
  }

  /** The client's check on the route: its keys kept per address, the window fixed or resolved for this request. */
  private checkFor(context: ExecutionContext, route: RouteThrottle, ip: string): ThrottleCheck | null {
    const window = route.fixed ?? resolveWindow(context, route);
    if (window === null) return null;
    let client = route.clients.get(ip);
    if (client === undefined) {
      const tracker = normalizeIp(ip, this.ipv6SubnetPrefix);
      // ThrottlerGuard.generateKey's sha256 of the same text.
      const key = createHash('sha256').update(`${route.keyPrefix}-${tracker}`).digest('hex');
      client = { key, leaseKey: `${route.name}:${key}`, tracker };
      this.clientKeys.keep(route.clients, ip, client);
    }
    return { route, client, window };
  }

  private async throttleWithGrants(
    context: ExecutionContext,
    checks: ThrottleCheck[],
    verdicts: (HitVerdict | null)[],
  ): Promise<boolean> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    for (let i = 0; i < checks.length; i += 1) {
      const check = checks[i]!;
      const verdict =
        verdicts[i] ??
        (await this.leases.acquire(check.client.leaseKey, check.window.limit, (ask) =>
          this.redisStorage.grant(check.client.key, check.route.name, check.window, ask),
        ));
      if (!verdict.allowed) {
        if (this.setsHeaders) void reply.header(check.route.headers.retryAfter, verdict.timeToBlockExpire);
        await this.throwThrottlingException(context, {
          limit: check.window.limit,
          ttl: check.window.ttl,
          key: check.client.key,
          tracker: check.client.tracker,
          totalHits: verdict.totalHits,
          timeToExpire: verdict.timeToExpire,
          isBlocked: true,
          timeToBlockExpire: verdict.timeToBlockExpire,
        });
      }
      this.setLimitHeaders(reply, check, verdict);
    }
    return true;
  }

  private setLimitHeaders(reply: FastifyReply, check: ThrottleCheck, verdict: HitVerdict): void {
    if (!this.setsHeaders) return;
    const { headers } = check.route;
    void reply.header(headers.limit, check.window.limit);
    void reply.header(headers.remaining, Math.max(0, check.window.limit - verdict.totalHits));
    void reply.header(headers.reset, verdict.timeToExpire);
  }

  private get setsHeaders(): boolean {
    return this.commonOptions.setHeaders ?? true;
  }

  private get redisStorage(): RedisThrottlerStorage {
    return this.storageService as RedisThrottlerStorage;
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
    // Leased hits need the Redis storage's grants; another storage counts each hit through its own increment().
    const leasing = this.storageService instanceof RedisThrottlerStorage;
    if (perRequest || !leasing || common.skipIf || common.ignoreUserAgents) return 'generic';
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
      const suffix = name === 'default' ? '' : `-${name}`;
      const route: Omit<RouteThrottle, 'fixed'> = {
        name,
        limit: read(THROTTLER_LIMIT, throttler) ?? throttler.limit,
        ttl: read(THROTTLER_TTL, throttler) ?? throttler.ttl,
        blockDuration: read(THROTTLER_BLOCK_DURATION, throttler) ?? throttler.blockDuration,
        keyPrefix: `${context.getClass().name}-${context.getHandler().name}-${name}`,
        headers: {
          limit: `${this.headerPrefix}-Limit${suffix}`,
          remaining: `${this.headerPrefix}-Remaining${suffix}`,
          reset: `${this.headerPrefix}-Reset${suffix}`,
          retryAfter: `Retry-After${suffix}`,
        },
        clients: this.clientKeys.newTable(),
      };
      const routeLevel = [route.limit, route.ttl, route.blockDuration].every(
        (value) => typeof value !== 'function' || isRouteLevel(value),
      );
      plan.push({ ...route, fixed: routeLevel ? resolveWindow(context, route) : null });
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

/** The route's window for this request; null where a function option answered a promise. */
function resolveWindow(
  context: ExecutionContext,
  route: Pick<RouteThrottle, 'name' | 'limit' | 'ttl' | 'blockDuration'>,
): WindowValues | null {
  const rawLimit = resolve(context, route.limit);
  const rawTtl = resolve(context, route.ttl);
  const rawBlockDuration = route.blockDuration === undefined ? undefined : resolve(context, route.blockDuration);
  if (isThenable(rawLimit) || isThenable(rawTtl) || isThenable(rawBlockDuration)) return null;
  const ttl = toNumber(rawTtl, 'ttl', route.name);
  return {
    limit: toNumber(rawLimit, 'limit', route.name),
    ttl,
    blockDuration: toNumber(rawBlockDuration ?? ttl, 'blockDuration', route.name),
  };
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
