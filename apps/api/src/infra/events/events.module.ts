import { Global, Module } from '@nestjs/common';
import { OrderEventsBus } from './order-events.bus.js';

/** Live order events across API instances (Redis pub/sub); any module may publish. */
@Global()
@Module({
  providers: [OrderEventsBus],
  exports: [OrderEventsBus],
})
export class EventsModule {}
