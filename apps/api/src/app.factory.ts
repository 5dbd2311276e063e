import 'reflect-metadata';
import { installConditionalGet } from './common/http/conditional-get.js';
import { installJsonCompression } from './common/http/json-compression.js';
import { installNoStoreDefault } from './common/http/no-store-default.js';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCors from '@fastify/cors';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { DEFAULT_BODY_LIMITS, inspectQuery, installBodyGuard } from './common/http/body-guard.js';
import { EnvelopeFastifyAdapter } from './common/http/envelope-fastify.adapter.js';
import { UserInputError } from './common/errors/domain-errors.js';
import { trackRawResponseRoutes } from './common/http/raw-response.decorator.js';
import { helmetHeaders, securityHeaderSets, securityHeadersFor } from './common/http/security-headers.js';
import { AppLogger } from './infra/logging/app-logger.js';
import { registerRequestLog } from './infra/logging/request-log.js';
import { validateEnvironment } from './config/env.validation.js';
import type { AppConfig, StorageConfig } from './config/configuration.js';
import { setupSwagger } from './infra/swagger/swagger.setup.js';
import { serveWebApp } from './infra/web/web-app.js';

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Keeps a caller's well-formed x-request-id (so a request can be followed across services) or makes one.
 * It is also set on the raw request, where the request logger picks it up for every log line.
 */
function assignRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  (raw as IncomingMessage & { id?: string }).id = id;
  return id;
}

/** Builds the fully configured application; used by main.ts and by every e2e test. */
export async function createApp(): Promise<NestFastifyApplication> {
  const { TRUST_PROXY } = validateEnvironment(process.env);
  const adapter = new EnvelopeFastifyAdapter({
    // Each route gets its own limit (installBodyGuard); uploads have theirs.
    bodyLimit: DEFAULT_BODY_LIMITS.maxBytes,
    genReqId: assignRequestId,
    trustProxy: TRUST_PROXY,
    // The API has no Express-style middleware (no MiddlewareConsumer, no app.use): without this Nest registers
    // @fastify/middie anyway, and its request hook runs on every call. Adding middleware later fails at start-up.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(), adapter, { bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  await configureApp(app);
  return app;
}

async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(ConfigService);
  const appConfig = config.getOrThrow<AppConfig>('app');
  const storage = config.getOrThrow<StorageConfig>('storage');

  app.setGlobalPrefix('api');
  const documentHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', new URL(storage.endpoint).origin],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
  });

  const fastify = app.getHttpAdapter().getInstance();
  registerRequestLog(fastify, app.get(AppLogger).pino);
  trackRawResponseRoutes(fastify);
  installConditionalGet(fastify);
  installJsonCompression(fastify);
  installNoStoreDefault(fastify);
  installBodyGuard(fastify);
  // @fastify/cors on the instance itself rather than app.enableCors(), whose hook also copies the CORS headers
  // to the raw response at each request, for answers that middleware ends (there is none).
  await fastify.register(fastifyCors, { origin: appConfig.corsOrigins, maxAge: 600 });
  const securityHeaders = securityHeaderSets(documentHeaders);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeadersFor(securityHeaders, request.url, request.protocol === 'https'));
    void reply.header(REQUEST_ID_HEADER, request.id);
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') {
      // Every GET may carry a cache-busting `date` timestamp (DESIGN.md section 2): dropped before validation.
      if (request.method === 'GET') delete query.date;
      const problem = inspectQuery(query);
      if (problem) return done(new UserInputError(problem));
    }
    done();
  });
  // Answers that finish while the server is closing also close their keep-alive connection; otherwise shutdown
  // would wait for the client's idle timeout. Decided when the answer is sent: a request may start before closing.
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  setupSwagger(app);
  await serveWebApp(app, appConfig.webDistDir);
}
