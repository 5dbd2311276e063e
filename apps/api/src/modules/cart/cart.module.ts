import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractsModule } from '../contracts/contracts.module.js';
import { CartController } from './cart.controller.js';
import { CartService } from './cart.service.js';
import { CartItem } from './entities/cart-item.entity.js';

/**
 * The sample box, priced by the contracts module's PricingService. Order creation removes the ordered items
 * through CartService.removeOrderedCte (a part of its own statement): no other module writes cart_item rows.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem]), ContractsModule],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
