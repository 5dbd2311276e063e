import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovalGateService } from './approval-gate.service.js';
import { ContractBalanceService } from './contract-balance.service.js';
import { ContractProductsController } from './contract-products.controller.js';
import { ContractScopeService } from './contract-scope.service.js';
import { CONTRACT_ENTITIES } from './entities/index.js';
import { PricingService } from './pricing/pricing.service.js';

/**
 * Customer contracts and their price lists. PricingService is the one answer to "can this caller order this SKU, at
 * what price" for the sample box, orders and every later module; ContractScopeService serves sample sheets.
 */
@Module({
  imports: [TypeOrmModule.forFeature(CONTRACT_ENTITIES)],
  controllers: [ContractProductsController],
  providers: [ContractScopeService, PricingService, ContractBalanceService, ApprovalGateService],
  exports: [ContractScopeService, PricingService, ContractBalanceService, ApprovalGateService],
})
export class ContractsModule {}
