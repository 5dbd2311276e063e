import { Module } from '@nestjs/common';
import { CORE_MODULES } from './app.module.js';
import { WorkersModule } from './infra/queue/workers.module.js';

/** `pnpm worker`: the queue workers alone, for deployments that scale them apart from the API. */
@Module({ imports: [...CORE_MODULES, WorkersModule] })
export class WorkerAppModule {}
