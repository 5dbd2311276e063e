import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadDotEnv } from './config/project-paths.js';
import { exitIfShutdownStalls } from './shutdown-deadline.js';
import { WorkerAppModule } from './worker.module.js';

loadDotEnv();
const worker = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(), { bufferLogs: true });
worker.useLogger(worker.get(Logger));
worker.enableShutdownHooks();
exitIfShutdownStalls();
worker.get(Logger).log('SeqPortal worker started');
