import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../../infra/audit/audit.module.js';
import { EventsModule } from '../../../infra/events/events.module.js';
import { OrderExpressTrace } from '../entities/order-express-trace.entity.js';
import { ExpressTracesService } from './express-traces.service.js';

/**
 * Staff express tracking entries on their own, without the rest of the lab module, so that the orders module can
 * import it for the order detail's express info without an import cycle (the lab module imports orders).
 */
@Module({
  imports: [AuditModule, EventsModule, TypeOrmModule.forFeature([OrderExpressTrace])],
  providers: [ExpressTracesService],
  exports: [ExpressTracesService],
})
export class ExpressTracesModule {}
