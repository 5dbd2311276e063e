import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractProductsController } from './contract-products.controller.js';
import { ContractScopeService } from './contract-scope.service.js';
import { CONTRACT_ENTITIES } from './entities/index.js';

/** Customer contracts and their price lists; ContractScopeService is what the orders module checks. */
@Module({
  imports: [TypeOrmModule.forFeature(CONTRACT_ENTITIES)],
  controllers: [ContractProductsController],
  providers: [ContractScopeService],
  exports: [ContractScopeService],
})
export class ContractsModule {}
