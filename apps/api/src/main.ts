import { ConfigService } from '@nestjs/config';
import { createApp } from './app.factory.js';
import type { AppConfig } from './config/configuration.js';
import { validateEnvironmentOrExit } from './config/env.validation.js';
import { loadDotEnv } from './config/project-paths.js';
import { closeOnSignals } from './shutdown-deadline.js';

loadDotEnv();
// A configuration that cannot run (in production: a missing or published secret) ends here with one line.
validateEnvironmentOrExit();
const app = await createApp();
const { port, host } = app.get(ConfigService).getOrThrow<AppConfig>('app');
// SIGTERM/SIGINT close the app: in-flight requests finish, then queues and connections close, and the process exits 0.
closeOnSignals(app);
await app.listen({ port, host });
