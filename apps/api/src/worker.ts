import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { validateEnvironmentOrExit } from './config/env.validation.js';
import { loadDotEnv } from './config/project-paths.js';
import { AppLogger } from './infra/logging/app-logger.js';
import { closeOnSignals } from './shutdown-deadline.js';
import { WorkerAppModule } from './worker.module.js';

loadDotEnv();
validateEnvironmentOrExit();
const worker = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(), { bufferLogs: true });
worker.useLogger(worker.get(AppLogger));
closeOnSignals(worker);
worker.get(AppLogger).log('SeqPortal worker started');
