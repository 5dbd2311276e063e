import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import type { AppConfig } from '../../config/configuration.js';

/**
 * Structured logs with a request id on every line. Only method, path (never the query string, which
 * can carry phone numbers) and status are logged; headers and bodies with tokens or codes never are.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const app = config.getOrThrow<AppConfig>('app');
        const destination = app.logFile ? pino.destination({ dest: app.logFile, sync: true }) : undefined;
        const options: PinoHttpOptions = {
          level: app.logLevel,
          // The adapter's genReqId already put the request id on the raw request.
          genReqId: (req) => req.id ?? randomUUID(),
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              path: req.url.split('?')[0],
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          redact: { paths: ['req.headers', 'req.body', 'req.query', 'err.config'], remove: true },
          autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
            error || res.statusCode >= 500 ? 'error' : 'info',
        };
        return { pinoHttp: destination ? [options, destination] : options };
      },
    }),
  ],
})
export class LoggingModule {}
