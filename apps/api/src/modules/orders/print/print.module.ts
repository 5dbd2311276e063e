import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { OrderStatisticsService } from './order-statistics.service.js';
import { PrintController } from './print.controller.js';
import { StaffPrintController } from './staff-print.controller.js';
import { PrintDataService } from './print-data.service.js';

/** Printed documents of an order (sample sheet, technology service order, QC report) as JSON and PDF. */
@Module({
  imports: [OrdersModule],
  controllers: [PrintController, StaffPrintController],
  providers: [PrintDataService, OrderStatisticsService],
})
export class PrintModule {}
