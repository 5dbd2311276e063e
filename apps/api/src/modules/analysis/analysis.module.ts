import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module.js';
import { AuditModule } from '../../infra/audit/audit.module.js';
import { EventsModule } from '../../infra/events/events.module.js';
import { PersonalCentreModule } from '../accounts/personal-centre/personal-centre.module.js';
import { ContractsModule } from '../contracts/contracts.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AnalysisAdminController } from './analysis-admin.controller.js';
import { AnalysisAdminService } from './analysis-admin.service.js';
import { AnalysisCatalogueService } from './analysis-catalogue.service.js';
import { AnalysisOrdersService } from './analysis-orders.service.js';
import { AnalysisController } from './analysis.controller.js';

/**
 * Bioinformatics analysis on delivered data: the catalogue (types priced per G, reference genomes, output types),
 * ordering (one order per type, on credit), and the staff's queue. Results travel through the delivery module.
 */
@Module({
  imports: [
    AuditModule,
    ContractsModule,
    EventsModule,
    IdempotencyModule,
    NotificationsModule,
    OrdersModule,
    PersonalCentreModule,
  ],
  controllers: [AnalysisController, AnalysisAdminController],
  providers: [AnalysisCatalogueService, AnalysisOrdersService, AnalysisAdminService],
})
export class AnalysisModule {}
