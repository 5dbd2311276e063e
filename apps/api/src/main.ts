import { ConfigService } from '@nestjs/config';
import { createApp } from './app.factory.js';
import type { AppConfig } from './config/configuration.js';
import { loadDotEnv } from './config/project-paths.js';
import { exitIfShutdownStalls } from './shutdown-deadline.js';

loadDotEnv();
const app = await createApp();
const { port, host } = app.get(ConfigService).getOrThrow<AppConfig>('app');
// SIGTERM/SIGINT close the app (enableShutdownHooks): in-flight requests finish, then queues and connections close.
await app.listen({ port, host });
exitIfShutdownStalls();
