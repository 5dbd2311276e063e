import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../../infra/audit/audit.module.js';
import { EventsModule } from '../../../infra/events/events.module.js';
import { OrdersModule } from '../../orders/orders.module.js';
import { OrderExpressTrace } from '../entities/order-express-trace.entity.js';
import { ExpressTracesService } from './express-traces.service.js';

/**
 * Staff express tracking entries on their own, without the rest of the lab module; OrderExpressTracesModule offers
 * them to the orders module (the order detail's express info) through its OrderExpressTraces interface.
 */
@Module({
  imports: [AuditModule, EventsModule, OrdersModule, TypeOrmModule.forFeature([OrderExpressTrace])],
  providers: [ExpressTracesService],
  exports: [ExpressTracesService],
})
export class ExpressTracesModule {}
