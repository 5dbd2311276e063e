import { Module } from '@nestjs/common';
import { AuditModule } from '../../../infra/audit/audit.module.js';
import { ClockModule } from '../../orders/clock.module.js';
import { StatementClock } from './statement-clock.service.js';
import { StatementDocumentsService } from './statement-documents.service.js';
import { StatementGeneratorService } from './statement-generator.service.js';
import { StatementsService } from './statements.service.js';

/** The statement services without HTTP: what the API's controllers and the statements worker both use. */
@Module({
  imports: [ClockModule, AuditModule],
  providers: [StatementClock, StatementGeneratorService, StatementsService, StatementDocumentsService],
  exports: [StatementClock, StatementGeneratorService, StatementsService, StatementDocumentsService],
})
export class StatementsCoreModule {}
