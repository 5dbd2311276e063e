import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadDotEnv } from './config/project-paths.js';
import { WorkerAppModule } from './worker.module.js';

loadDotEnv();
const worker = await NestFactory.createApplicationContext(WorkerAppModule, { bufferLogs: true });
worker.useLogger(worker.get(Logger));
worker.enableShutdownHooks();
worker.get(Logger).log('SeqPortal worker started');
