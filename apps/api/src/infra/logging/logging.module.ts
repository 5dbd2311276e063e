import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import pino from 'pino';
import type { AppConfig } from '../../config/configuration.js';
import { AppLogger } from './app-logger.js';

/**
 * Structured JSON logs (pino) at LOG_LEVEL, to stdout or LOG_FILE. main.ts and the worker make AppLogger
 * Nest's logger; the API adds one line per request (registerRequestLog).
 */
@Global()
@Module({
  providers: [
    {
      provide: AppLogger,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const app = config.getOrThrow<AppConfig>('app');
        const destination = app.logFile ? pino.destination({ dest: app.logFile, sync: true }) : pino.destination(1);
        return new AppLogger(pino({ level: app.logLevel }, destination));
      },
    },
  ],
  exports: [AppLogger],
})
export class LoggingModule {}
