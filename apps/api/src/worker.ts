import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadDotEnv } from './config/project-paths.js';
import { AppLogger } from './infra/logging/app-logger.js';
import { exitIfShutdownStalls } from './shutdown-deadline.js';
import { WorkerAppModule } from './worker.module.js';

loadDotEnv();
const worker = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(), { bufferLogs: true });
worker.useLogger(worker.get(AppLogger));
worker.enableShutdownHooks();
exitIfShutdownStalls();
worker.get(AppLogger).log('SeqPortal worker started');
