import { Global, Module } from '@nestjs/common';
import { LiveEventsBus } from './live-events.bus.js';
import { OrderEventsBus } from './order-events.bus.js';

/** Live events across API instances (Redis pub/sub): order events and the support chat; any module may publish. */
@Global()
@Module({
  providers: [LiveEventsBus, OrderEventsBus],
  exports: [LiveEventsBus, OrderEventsBus],
})
export class EventsModule {}
