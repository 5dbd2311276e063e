import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DatabaseConfig } from '../../config/configuration.js';
import { dataSourceOptions } from './data-source.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const { url, ...timeouts } = config.getOrThrow<DatabaseConfig>('database');
        return { ...dataSourceOptions(url, timeouts), autoLoadEntities: false };
      },
    }),
  ],
})
export class DatabaseModule {}
