import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { BillingExportService } from './billing-export.service.js';
import { BillingFilterService } from './billing-filter.service.js';
import { BillingReportService } from './billing-report.service.js';
import { BillingSummaryZoneService } from './billing-summary-zone.service.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { StatementsModule } from './statements/statements.module.js';

/**
 * The billing centre: a customer's placed order lines summed by contract and window, the billing report with its
 * xlsx export. Reads orders, samples and QC results; writes nothing but the exported file.
 */
@Module({
  imports: [OrdersModule, StatementsModule],
  controllers: [BillingController],
  providers: [
    BillingFilterService,
    BillingService,
    BillingReportService,
    BillingExportService,
    BillingSummaryZoneService,
  ],
})
export class BillingModule {}
