import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApprovalGateService } from './approval-gate.service.js';
import { ContractBalanceService } from './contract-balance.service.js';
import { ContractProductsController } from './contract-products.controller.js';
import { ContractScopeService } from './contract-scope.service.js';
import { CONTRACT_ENTITIES } from './entities/index.js';

/** Customer contracts and their price lists; ContractScopeService is what the orders module checks. */
@Module({
  imports: [TypeOrmModule.forFeature(CONTRACT_ENTITIES)],
  controllers: [ContractProductsController],
  providers: [ContractScopeService, ContractBalanceService, ApprovalGateService],
  exports: [ContractScopeService, ContractBalanceService, ApprovalGateService],
})
export class ContractsModule {}
