import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { StorageConfig } from '../../config/configuration.js';
import { STORAGE_CONFIG } from './storage.constants.js';
import { StorageService } from './storage.service.js';

@Global()
@Module({
  providers: [
    {
      provide: STORAGE_CONFIG,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => config.getOrThrow<StorageConfig>('storage'),
    },
    StorageService,
  ],
  exports: [StorageService],
})
export class StorageModule {}
