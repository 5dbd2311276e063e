import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { ensureMultipart } from '../../../infra/uploads/multipart.js';
import { samplesConfig } from '../samples.config.js';
import { FilesController } from './files.controller.js';
import { SampleSheetUploadService } from './sample-sheet-upload.service.js';

/** Customers' uploads (sample sheets); @fastify/multipart is registered once for the whole application. */
@Module({
  imports: [ConfigModule.forFeature(samplesConfig)],
  controllers: [FilesController],
  providers: [SampleSheetUploadService],
})
export class FilesModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    ensureMultipart(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
