import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../infra/audit/audit.module.js';
import { EventsModule } from '../../infra/events/events.module.js';
import { MailModule } from '../../infra/mail/mail.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AuditLogController } from './admin/audit-log.controller.js';
import { LAB_ENTITIES } from './entities.js';
import { ExpressTracesModule } from './express/express-traces.module.js';
import { LabOrderViewService } from './lab-order-view.service.js';
import { LabController } from './lab.controller.js';
import { OrderEventsController } from './live/order-events.controller.js';
import { OrderStreamService } from './live/order-stream.service.js';
import { StreamTicketStore } from './live/stream-ticket.store.js';
import { NotificationPreferencesService } from './notifications/notification-preferences.service.js';
import { NotificationSettingsController } from './notifications/notification-settings.controller.js';
import { ProgressNotifier } from './notifications/progress-notifier.service.js';
import { OrderCompletionService } from './order-completion.service.js';
import { QcResultsService } from './qc-results.service.js';
import { SampleProgressService } from './sample-progress.service.js';
import { SampleQcReportService } from './sample-qc-report.service.js';

/**
 * The lab's workflow under /api/admin/lab (find, receive, progress, QC, complete, express), the audit log, and
 * what customers see of it live: the event stream and progress notifications. Other modules read staff express
 * entries by importing ExpressTracesModule.
 */
@Module({
  imports: [
    AuditModule,
    EventsModule,
    MailModule,
    OrdersModule,
    DeliveryModule,
    ExpressTracesModule,
    TypeOrmModule.forFeature([...LAB_ENTITIES]),
  ],
  controllers: [LabController, OrderEventsController, NotificationSettingsController, AuditLogController],
  providers: [
    StreamTicketStore,
    OrderStreamService,
    NotificationPreferencesService,
    ProgressNotifier,
    LabOrderViewService,
    SampleProgressService,
    QcResultsService,
    OrderCompletionService,
    SampleQcReportService,
  ],
  exports: [NotificationPreferencesService, LabOrderViewService, StreamTicketStore, ProgressNotifier],
})
export class LabModule {}
