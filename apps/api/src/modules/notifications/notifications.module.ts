import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../../infra/events/events.module.js';
import { MailModule } from '../../infra/mail/mail.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { NOTIFICATION_ENTITIES } from './entities.js';
import { OrderEventsController } from './live/order-events.controller.js';
import { OrderStreamService } from './live/order-stream.service.js';
import { StreamTicketStore } from './live/stream-ticket.store.js';
import { NotificationPreferencesService } from './settings/notification-preferences.service.js';
import { NotificationSettingsController } from './settings/notification-settings.controller.js';
import { ProgressNotifier } from './settings/progress-notifier.service.js';

/**
 * What the customer is told as an order moves: the live event stream of the order pages (one-time tickets, SSE
 * fanned out through Redis from whichever instance recorded the change) and the SMS and e-mail progress notices
 * with their settings. The lab and analysis send notices through ProgressNotifier; the support chat opens its own
 * stream with StreamTicketStore. Depends on orders only (who owns an order), so any module may import it.
 */
@Module({
  imports: [EventsModule, MailModule, OrdersModule, TypeOrmModule.forFeature([...NOTIFICATION_ENTITIES])],
  controllers: [OrderEventsController, NotificationSettingsController],
  providers: [StreamTicketStore, OrderStreamService, NotificationPreferencesService, ProgressNotifier],
  exports: [NotificationPreferencesService, StreamTicketStore, ProgressNotifier],
})
export class NotificationsModule {}
