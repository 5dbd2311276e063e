import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../infra/audit/audit.module.js';
import { EventsModule } from '../../infra/events/events.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AuditLogController } from './admin/audit-log.controller.js';
import { LAB_ENTITIES } from './entities.js';
import { ExpressTracesModule } from './express/express-traces.module.js';
import { LabOrderViewService } from './lab-order-view.service.js';
import { LabController } from './lab.controller.js';
import { OrderCompletionService } from './order-completion.service.js';
import { QcResultsService } from './qc-results.service.js';
import { SampleProgressService } from './sample-progress.service.js';
import { SampleQcReportService } from './sample-qc-report.service.js';

/**
 * The lab's workflow under /api/admin/lab (find, receive, progress, QC, complete, express) and the audit log. What
 * customers are told of it (the live stream, SMS and e-mail notices) is the notifications module's, which the
 * workflow calls. Other modules read staff express entries by importing ExpressTracesModule.
 */
@Module({
  imports: [
    AuditModule,
    EventsModule,
    OrdersModule,
    DeliveryModule,
    NotificationsModule,
    ExpressTracesModule,
    TypeOrmModule.forFeature([...LAB_ENTITIES]),
  ],
  controllers: [LabController, AuditLogController],
  providers: [
    LabOrderViewService,
    SampleProgressService,
    QcResultsService,
    OrderCompletionService,
    SampleQcReportService,
  ],
  exports: [LabOrderViewService],
})
export class LabModule {}
