import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { THROTTLER_SKIP } from '@nestjs/throttler/dist/throttler.constants.js';
import { RouteMemo } from '../../common/http/route-memo.js';

/**
 * The global rate limit: Nest's ThrottlerGuard, except on routes that skip every throttler (@SkipThrottle: only
 * the health check, which load balancers poll and which must answer while Redis is down). ThrottlerGuard itself
 * reads its skip flag and five other metadata keys at each request and always answers with a promise; here a
 * skipping route is known after its first request and passes synchronously. The catalogue is limited too, more
 * generously (@CatalogueRateLimit).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly throttlerNames: string[];
  private readonly skipsEveryThrottler = new RouteMemo((context) =>
    this.throttlerNames.every(
      (name) =>
        this.reflector.getAllAndOverride<boolean>(THROTTLER_SKIP + name, [context.getHandler(), context.getClass()]) ===
        true,
    ),
  );

  constructor(
    private readonly throttler: ThrottlerGuard,
    private readonly reflector: Reflector,
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
  ) {
    const throttlers = Array.isArray(options) ? options : options.throttlers;
    this.throttlerNames = throttlers.map((throttler) => throttler.name ?? 'default');
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    return this.skipsEveryThrottler.get(context) || this.throttler.canActivate(context);
  }
}
