import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { ChartService } from './chart.service.js';
import { TodoService } from './todo.service.js';
import { WorkbenchController } from './workbench.controller.js';
import { WorkbenchListsService } from './workbench-lists.service.js';

/** The workbench (/work): read-only views over orders, samples and contracts, by SQL; Clock from orders. */
@Module({
  imports: [OrdersModule],
  controllers: [WorkbenchController],
  providers: [TodoService, ChartService, WorkbenchListsService],
})
export class WorkbenchModule {}
