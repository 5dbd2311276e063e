import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { AuthModule } from './common/auth/auth.module.js';
import { EnvelopeExceptionFilter } from './common/http/envelope-exception.filter.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { allConfigs, type AppConfig } from './config/configuration.js';
import { validateEnvironment } from './config/env.validation.js';
import { DatabaseModule } from './infra/database/database.module.js';
import { HealthModule } from './infra/health/health.module.js';
import { LoggingModule } from './infra/logging/logging.module.js';
import { QueueModule } from './infra/queue/queue.module.js';
import { WorkersModule } from './infra/queue/workers.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { ContractsModule } from './modules/contracts/contracts.module.js';
import { PersonalCentreModule } from './modules/accounts/personal-centre/personal-centre.module.js';
import { CartModule } from './modules/cart/cart.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { SamplesModule } from './modules/samples/samples.module.js';
import { OrderSamplesModule } from './modules/samples/order-samples.module.js';
import { OrderExpressTracesModule } from './modules/lab/express/order-express-traces.module.js';
import { FilesModule } from './modules/samples/sheets/files.module.js';
import { LabModule } from './modules/lab/lab.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { DeliveryModule } from './modules/delivery/delivery.module.js';
import { PrintModule } from './modules/orders/print/print.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { WorkbenchModule } from './modules/workbench/workbench.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { AnalysisModule } from './modules/analysis/analysis.module.js';
import { REDIS_CLIENT } from './infra/redis/redis.constants.js';
import { RedisModule } from './infra/redis/redis.module.js';
import { SmsModule } from './infra/sms/sms.module.js';
import { StorageModule } from './infra/storage/storage.module.js';
import { OutboxModule } from './infra/outbox/outbox.module.js';
import { routeRateLimit } from './infra/throttling/catalogue-rate-limit.decorator.js';
import { RateLimitGuard, RouteThrottler } from './infra/throttling/rate-limit.guard.js';
import { RedisThrottlerStorage } from './infra/throttling/redis-throttler.storage.js';

/**
 * Infrastructure every process needs (API and standalone worker). Built per application rather than at
 * import time, so that configuration is read when the application is created.
 */
export function coreModules() {
  return [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: allConfigs,
      validate: (raw) => ({ ...raw, ...validateEnvironment(raw) }),
    }),
    LoggingModule,
    DatabaseModule,
    RedisModule,
    QueueModule,
    StorageModule,
    SmsModule,
  ];
}

@Module({})
export class AppModule {
  static forRoot(): DynamicModule {
    const env = validateEnvironment(process.env);
    return {
      module: AppModule,
      imports: [
        ...coreModules(),
        ThrottlerModule.forRootAsync({
          inject: [ConfigService, REDIS_CLIENT],
          useFactory: (config: ConfigService, redis: Redis) => {
            const { throttle } = config.getOrThrow<AppConfig>('app');
            return {
              throttlers: [{ name: 'default', ttl: throttle.ttlSeconds * 1000, limit: routeRateLimit(throttle) }],
              storage: new RedisThrottlerStorage(redis),
            };
          },
        }),
        AuthModule,
        HealthModule,
        AccountsModule,
        CatalogueModule,
        ContractsModule,
        PersonalCentreModule,
        CartModule,
        OrdersModule,
        OrderSamplesModule,
        OrderExpressTracesModule,
        SamplesModule,
        FilesModule,
        LabModule,
        NotificationsModule,
        DeliveryModule,
        PrintModule,
        ContentModule,
        WorkbenchModule,
        BillingModule,
        SupportModule,
        AnalysisModule,
        OutboxModule.forProviders({ sms: env.SMS_PROVIDER, mail: env.MAIL_PROVIDER }),
        // Queue workers run here unless they are deployed alone with `pnpm worker`.
        ...(env.WORKER_IN_PROCESS ? [WorkersModule] : []),
      ],
      providers: [
        RouteThrottler,
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
