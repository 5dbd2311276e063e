import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module.js';
import { PersonalCentreModule } from '../accounts/personal-centre/personal-centre.module.js';
import { CartModule } from '../cart/cart.module.js';
import { ContractsModule } from '../contracts/contracts.module.js';
import { ContentModule } from '../content/content.module.js';
import { ExpressTracesModule } from '../lab/express/express-traces.module.js';
import { SamplesModule } from '../samples/samples.module.js';
import { Clock } from './clock.js';
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
 * Orders: creation, placement on credit, my orders. Other modules use OrderLookupService (an order of a customer,
 * else 404), OrderTransitionsService (status changes with history) and Clock.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(ORDER_ENTITIES),
    IdempotencyModule,
    CartModule,
    ContentModule,
    ContractsModule,
    ExpressTracesModule,
    PersonalCentreModule,
    SamplesModule,
  ],
  controllers: [OrdersController, ContractOrdersController],
  providers: [
    Clock,
    OrderLookupService,
    OrderTransitionsService,
    DeliveryLabsService,
    SubmitOrderService,
    PayOrderService,
    CustomerOrdersService,
    ContractOrdersService,
  ],
  exports: [Clock, OrderLookupService, OrderTransitionsService, DeliveryLabsService, CustomerOrdersService],
})
export class OrdersModule {}
