import { Module, type DynamicModule } from '@nestjs/common';
import { coreModules } from './app.module.js';
import { WorkersModule } from './infra/queue/workers.module.js';

/** `pnpm worker`: the queue workers alone, for deployments that scale them apart from the API. */
@Module({})
export class WorkerAppModule {
  static forRoot(): DynamicModule {
    return { module: WorkerAppModule, imports: [...coreModules(), WorkersModule] };
  }
}
