import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { AuditModule } from '../../infra/audit/audit.module.js';
import { EventsModule } from '../../infra/events/events.module.js';
import { ensureMultipart } from '../../infra/uploads/multipart.js';
import { OrdersModule } from '../orders/orders.module.js';
import { DataCentreController } from './data-centre.controller.js';
import { DataCentreService } from './data-centre.service.js';
import { DataListService } from './data-list.service.js';
import { DeliveryAdminController } from './delivery-admin.controller.js';
import { DeliveryCredentialService } from './delivery-credential.service.js';
import { DeliveryFilesService } from './delivery-files.service.js';
import { DeliveryPresigner } from './delivery-presigner.js';
import { deliveryConfig } from './delivery.config.js';
import { DELIVERY_ENTITIES } from './entities/index.js';

/**
 * Data delivery: the lab's files in the delivery bucket under each order's prefix with their MD5 manifest, and the
 * customer's lists, signed download links and storage credentials.
 */
@Module({
  imports: [
    ConfigModule.forFeature(deliveryConfig),
    TypeOrmModule.forFeature(DELIVERY_ENTITIES),
    AuditModule,
    EventsModule,
    OrdersModule,
  ],
  controllers: [DeliveryAdminController, DataCentreController],
  providers: [DeliveryFilesService, DataCentreService, DataListService, DeliveryCredentialService, DeliveryPresigner],
  exports: [DeliveryFilesService],
})
export class DeliveryModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    ensureMultipart(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
