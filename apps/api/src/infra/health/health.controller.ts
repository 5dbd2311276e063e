import { Controller, Get, HttpStatus, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { routes, type ApiEnvelope } from '@seqportal/contract';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { RawResponse } from '../../common/http/raw-response.decorator.js';
import { routePath } from '../../common/http/route-path.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import { StorageService } from '../storage/storage.service.js';

const CHECK_TIMEOUT_MS = 1500;

/**
 * Liveness of the three services SeqPortal needs. Unlike business calls it answers HTTP 503 when a
 * service is down, because load balancers and `docker compose` healthchecks read the status code.
 */
@ApiTags('system')
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly storage: StorageService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  @Get(routePath('Health'))
  @SkipThrottle()
  @RawResponse()
  @ApiOperation({ summary: routes.Health.summary, description: 'PostgreSQL, Redis and S3, each up or down.' })
  @ApiResponse({ status: 200, description: 'All services up: code 0' })
  @ApiResponse({ status: 503, description: 'At least one service down: code 500, body names it' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<ApiEnvelope> {
    try {
      const result = await this.health.check([
        () => this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }),
        () =>
          this.indicators
            .check('redis')
            .attempt(async () => {
              await this.redis.ping();
            })
            .withTimeout(CHECK_TIMEOUT_MS),
        () =>
          this.indicators
            .check('storage')
            .attempt(() => this.storage.ping())
            .withTimeout(CHECK_TIMEOUT_MS),
      ]);
      return { code: 0, message: '服务正常', body: result };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const body = error.getResponse() as { error?: Record<string, unknown> };
      const down = Object.keys(body.error ?? {});
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { code: 500, message: `服务不可用：${down.join('、')}`, body };
    }
  }
}
