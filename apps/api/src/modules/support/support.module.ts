import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { ensureMultipart } from '../../infra/uploads/multipart.js';
import { MailModule } from '../../infra/mail/mail.module.js';
import { LabModule } from '../lab/lab.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { SUPPORT_ENTITIES } from './entities/index.js';
import { SupportAdminController, SupportAdminEventsController } from './support-admin.controller.js';
import { SupportCannedService } from './support-canned.service.js';
import { SupportChatService } from './support-chat.service.js';
import { SupportController } from './support.controller.js';
import { SupportDeskService } from './support-desk.service.js';
import { SupportLiveService } from './support-live.service.js';
import { SupportPresenceService } from './support-presence.service.js';
import { SupportViewsService } from './support-views.service.js';

/**
 * The support chat: conversations tied to an order, sample or product; the customer's /kefu and the staff desk;
 * live over the same Redis-fanned SSE machinery as order events; the agent's order panel from the lab's view.
 */
@Module({
  imports: [TypeOrmModule.forFeature(SUPPORT_ENTITIES), LabModule, MailModule, NotificationsModule, OrdersModule],
  controllers: [SupportController, SupportAdminController, SupportAdminEventsController],
  providers: [
    SupportViewsService,
    SupportPresenceService,
    SupportLiveService,
    SupportChatService,
    SupportDeskService,
    SupportCannedService,
  ],
})
export class SupportModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    ensureMultipart(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
