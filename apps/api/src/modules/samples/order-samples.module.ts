import { Global, Injectable, Module } from '@nestjs/common';
import type { OrderGoodsSamples, SampleInfoInput, SampleRow } from '@seqportal/contract';
import type { EntityManager } from 'typeorm';
import { ORDER_SAMPLES, type OrderSampleRecord, type OrderSamples } from '../orders/ports/order-ports.js';
import { sampleRows } from './helpers/sample-views.js';
import { SampleInfoService } from './sample-info.service.js';
import { SampleRecords } from './sample-records.js';
import { SamplesModule } from './samples.module.js';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';

/** The samples module's side of the orders module's OrderSamples interface. */
@Injectable()
export class OrderSamplesAdapter implements OrderSamples {
  constructor(
    private readonly info: SampleInfoService,
    private readonly records: SampleRecords,
  ) {}

  saveForNewOrder(
    manager: EntityManager,
    order: { id: number; memberId: number },
    input: SampleInfoInput,
    now: Date,
  ): Promise<void> {
    return this.info.saveForNewOrder(manager, order, input, now);
  }

  samplesByGoods(orderIds: readonly number[], manager?: EntityManager): Promise<Map<number, OrderGoodsSamples>> {
    return this.records.samplesByGoods(orderIds, manager);
  }

  byOrders(orderIds: readonly number[], manager?: EntityManager): Promise<OrderSampleRecord[]> {
    return this.records.byOrders(orderIds, manager);
  }

  async sampleRows(orderIds: readonly number[]): Promise<SampleRow[]> {
    return (await this.records.byOrders(orderIds)).flatMap(sampleRows);
  }

  modify(customer: CustomerPrincipal, orderNo: string, input: SampleInfoInput): Promise<void> {
    return this.info.modify(customer, orderNo, input);
  }

  firstReceivedAt(orderId: number): Promise<Date | null> {
    return this.records.firstReceivedAt(orderId);
  }
}

/**
 * Provides ORDER_SAMPLES to the orders module. Global because orders must not import the samples module (which
 * imports orders for OrderLookupService); the application module registers it once.
 */
@Global()
@Module({
  imports: [SamplesModule],
  providers: [{ provide: ORDER_SAMPLES, useClass: OrderSamplesAdapter }],
  exports: [ORDER_SAMPLES],
})
export class OrderSamplesModule {}
