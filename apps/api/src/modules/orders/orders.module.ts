import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module.js';
import { PersonalCentreModule } from '../accounts/personal-centre/personal-centre.module.js';
import { CartModule } from '../cart/cart.module.js';
import { ContentModule } from '../content/content.module.js';
import { ContractsModule } from '../contracts/contracts.module.js';
import { ClockModule } from './clock.module.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { DeliveryLabsService } from './delivery-labs.service.js';
import { ORDER_ENTITIES } from './entities/index.js';
import { OrderLookupService } from './order-lookup.service.js';
import { OrderTransitionsService } from './order-transitions.service.js';
import { OrdersController } from './orders.controller.js';
import { ContractOrdersController } from './contract-orders.controller.js';
import { ContractOrdersService } from './contract-orders.service.js';
import { PayOrderService } from './pay-order.service.js';
import { SubmitOrderService } from './submit-order.service.js';

/**
 * Orders: creation, placement on credit, my orders. Other modules use OrderLookupService (the only reader and locker
 * of orders for them; 404 订单不存在), OrderTransitionsService (status changes with history) and Clock. What orders
 * needs from samples and lab comes through the interfaces of ports/order-ports.ts, which those modules provide
 * globally (OrderSamplesModule, OrderExpressTracesModule), so that orders imports neither.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(ORDER_ENTITIES),
    IdempotencyModule,
    CartModule,
    ContentModule,
    ContractsModule,
    PersonalCentreModule,
    ClockModule,
  ],
  controllers: [OrdersController, ContractOrdersController],
  providers: [
    OrderLookupService,
    OrderTransitionsService,
    DeliveryLabsService,
    SubmitOrderService,
    PayOrderService,
    CustomerOrdersService,
    ContractOrdersService,
  ],
  exports: [ClockModule, OrderLookupService, OrderTransitionsService, DeliveryLabsService, CustomerOrdersService],
})
export class OrdersModule {}
