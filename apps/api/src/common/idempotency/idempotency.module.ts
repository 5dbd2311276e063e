import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyRecord } from './idempotency-record.entity.js';
import { IdempotencyService } from './idempotency.service.js';

/** Idempotency-Key handling for SubmitOrder, PayOrder, BatchSubmitOrder and SubmitAnalysis. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyRecord])],
  providers: [IdempotencyService],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
