import { Global, Module } from '@nestjs/common';
import { ORDER_EXPRESS_TRACES } from '../../orders/ports/order-ports.js';
import { ExpressTracesModule } from './express-traces.module.js';
import { ExpressTracesService } from './express-traces.service.js';

/**
 * Provides ORDER_EXPRESS_TRACES (the order detail's express info) to the orders module. Global because orders must
 * not import the lab module (which imports orders); the application module registers it once.
 */
@Global()
@Module({
  imports: [ExpressTracesModule],
  providers: [{ provide: ORDER_EXPRESS_TRACES, useExisting: ExpressTracesService }],
  exports: [ORDER_EXPRESS_TRACES],
})
export class OrderExpressTracesModule {}
