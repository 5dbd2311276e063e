import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractsModule } from '../contracts/contracts.module.js';
import { CartController } from './cart.controller.js';
import { CartService } from './cart.service.js';
import { CartItem } from './entities/cart-item.entity.js';
import { SkuPricingService } from './sku-pricing.service.js';

/** The sample box; SkuPricingService (the price that applies to a caller) is shared with order creation. */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem]), ContractsModule],
  controllers: [CartController],
  providers: [CartService, SkuPricingService],
  exports: [SkuPricingService],
})
export class CartModule {}
