import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  OrderStatus,
  PropertyType,
  formatMoney,
  type AnalysisInput,
  type AnalysisQuote,
  type PayOrderRefusal,
  type SubmitAnalysisResponse,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import type { AppConfig } from '../../config/configuration.js';
import { OrderSettingsService } from '../accounts/personal-centre/order-settings.service.js';
import { Clock } from '../orders/clock.js';
import { lockCustomerCredit } from '../orders/credit-lock.js';
import { availableCredit, decideCredit } from '../orders/helpers/credit-calculator.js';
import { ORDER_SEQUENCE_DIGITS, barcodeNumber, orderDatePrefix } from '../orders/helpers/order-numbers.js';
import { OrderEvent } from '../orders/helpers/order-state-machine.js';
import { OrderChange, OrderTransitionsService } from '../orders/order-transitions.service.js';
import { AnalysisCatalogueService, type PricedAnalysisType } from './analysis-catalogue.service.js';
import { resolveInputs } from './analysis-inputs.js';
import type { AnalysisQuoteDto, SubmitAnalysisDto } from './dto/analysis.dto.js';
import { analysisLinePrice } from './helpers/analysis-price.js';
import { dataScopeOf, dataScopeSql } from '../delivery/data-scope.js';

interface PricedLine {
  type: PricedAnalysisType;
  chargedYields: Decimal;
  total: Decimal;
}

interface PreparedAnalysis {
  lines: PricedLine[];
  inputs: AnalysisInput[];
  total: Decimal;
  reorderOf: number | null;
}

/**
 * Ordering analyses on delivered data: the quote shown before 提交 and SubmitAnalysis, which creates one order per
 * analysis type (an order of its own, with the analysis SKU as its goods line, placed at once on credit under the
 * rules of PayOrder: 182 order settings, 186 the unpaid cap, 185 the credit limit unless confirmed) and its
 * analysis record (queued), all in one transaction and at most once per Idempotency-Key.
 */
@Injectable()
export class AnalysisOrdersService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: AnalysisCatalogueService,
    private readonly orderSettings: OrderSettingsService,
    private readonly transitions: OrderTransitionsService,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async quote(customer: CustomerPrincipal, dto: AnalysisQuoteDto): Promise<AnalysisQuote> {
    const prepared = await this.price(customer, dto);
    const credit = await this.dataSource.query<Array<{ credit_limit: string | null; unpaid_total: string }>>(
      `SELECT credit_limit::text, unpaid_total::text FROM customer_credit
       WHERE ${customer.organisationId === null ? 'member_id' : 'organisation_id'} = $1`,
      [customer.organisationId ?? customer.memberId],
    );
    const position = {
      creditLimit: credit[0]?.credit_limit ? new Decimal(credit[0].credit_limit) : null,
      unpaid: new Decimal(credit[0]?.unpaid_total ?? 0),
    };
    const available = availableCredit(position);
    return {
      lines: prepared.lines.map((line) => ({
        goodsId: line.type.goodsId,
        skuId: line.type.skuId,
        goodsName: line.type.goodsName,
        unitPrice: line.type.unitPrice,
        chargedYields: line.chargedYields.toNumber(),
        totalPrice: formatMoney(line.total.toFixed(2)),
      })),
      totalPrice: formatMoney(prepared.total.toFixed(2)),
      availableCredit: formatMoney(available.toFixed(2)),
      overCredit: prepared.total.greaterThan(available),
      libraries: prepared.inputs,
    };
  }

  submit(
    customer: CustomerPrincipal,
    dto: SubmitAnalysisDto,
    idempotencyKey: string | undefined,
  ): Promise<SubmitAnalysisResponse> {
    return this.idempotency.run(
      { memberId: customer.memberId, operation: 'SubmitAnalysis', key: idempotencyKey, request: dto },
      (manager, prepared) => this.create(manager, customer, dto, prepared),
      () => this.prepare(customer, dto),
    );
  }

  private async prepare(customer: CustomerPrincipal, dto: SubmitAnalysisDto): Promise<PreparedAnalysis> {
    const priced = await this.price(customer, dto);
    await this.catalogue.assertGenome(dto.genome);
    let reorderOf: number | null = null;
    if (dto.reorderOf !== undefined) {
      const owner = dataScopeSql(dataScopeOf(customer), 'o', 2);
      const [own] = await this.dataSource.query<Array<{ id: number }>>(
        `SELECT a.id FROM analysis_order a JOIN customer_order o ON o.id = a.order_id WHERE a.id = $1 AND ${owner.sql}`,
        [dto.reorderOf, owner.value],
      );
      if (!own) throw new NotFoundError('分析记录不存在');
      reorderOf = own.id;
    }
    if (!(await this.orderSettings.isComplete(customer.memberId)))
      throw new DomainError(ErrorCode.OrderSettingsMissing);
    return { ...priced, reorderOf };
  }

  /** The server's price: each chosen type's unit price per G times the G charged over the libraries. */
  private async price(
    customer: CustomerPrincipal,
    dto: AnalysisQuoteDto,
  ): Promise<Omit<PreparedAnalysis, 'reorderOf'>> {
    const types = await this.catalogue.chosen(customer, dto.goodsList);
    const inputs = await resolveInputs(this.dataSource.manager, dataScopeOf(customer), dto.libraryList);
    const lines = types.map((type): PricedLine => {
      const price = analysisLinePrice(
        type.unitPrice,
        inputs.map((input) => input.yields),
      );
      return { type, chargedYields: price.chargedYields, total: price.total };
    });
    const total = lines.reduce((sum, line) => sum.plus(line.total), new Decimal(0));
    return { lines, inputs, total };
  }

  private async create(
    manager: EntityManager,
    customer: CustomerPrincipal,
    dto: SubmitAnalysisDto,
    prepared: PreparedAnalysis,
  ): Promise<SubmitAnalysisResponse> {
    const credit = await lockCustomerCredit(manager, customer);
    const position = {
      creditLimit: credit.credit_limit === null ? null : new Decimal(credit.credit_limit),
      unpaid: new Decimal(credit.unpaid_total),
    };
    const decision = decideCredit(position, prepared.total, new Decimal(credit.unpaid_cap));
    const refusal: PayOrderRefusal = {
      orderNo: '',
      totalPrice: formatMoney(prepared.total.toFixed(2)),
      availableCredit: formatMoney(availableCredit(position).toFixed(2)),
    };
    if (decision.kind === 'over-cap') throw new DomainError(ErrorCode.UnpaidCapReached, undefined, refusal);
    if (decision.kind === 'over-credit' && !dto.confirmCredit)
      throw new DomainError(ErrorCode.CreditInsufficient, undefined, refusal);
    await manager.query('UPDATE customer_credit SET unpaid_total = $2, updated_at = now() WHERE id = $1', [
      credit.id,
      decision.unpaidAfter.toFixed(2),
    ]);

    const now = this.clock.now();
    const actor = { type: 'customer' as const, id: customer.memberId };
    const sourceOrderIds = [...new Set(prepared.inputs.map((input) => input.orderId))];
    const orderNos: string[] = [];
    for (const line of prepared.lines) {
      const amount = formatMoney(line.total.toFixed(2));
      const [order] = await manager.query<Array<{ id: number; order_no: string }>>(
        `WITH next AS (SELECT nextval(pg_get_serial_sequence('customer_order', 'id'))::int AS id)
         INSERT INTO customer_order (id, order_no, member_id, organisation_id, contract_id, status, type, property_type,
           total_price, order_amount, is_pay, credit_pending, placed_at, created_at, updated_at)
         SELECT next.id, $1 || lpad(next.id::text, greatest($2, length(next.id::text)), '0'),
           m.id, m.organisation_id, $4, $5, 2, $6, $7, $7, TRUE, $8, $9, $9, $9
         FROM next, member m WHERE m.id = $3
         RETURNING id, order_no`,
        [
          orderDatePrefix(now, this.timeZone),
          ORDER_SEQUENCE_DIGITS,
          customer.memberId,
          line.type.sku.contractId,
          OrderStatus.PendingPayment,
          PropertyType.SampleSheet,
          amount,
          decision.kind === 'over-credit',
          now,
        ],
      );
      if (!order) throw new NotFoundError();
      await manager.query(
        `INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, goods_img, template_type,
           contract_id, sku_price, goods_count, actual_price, marketing_attributes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $12)`,
        [
          order.id,
          line.type.skuId,
          line.type.goodsId,
          line.type.goodsName,
          line.type.sku.skuName,
          line.type.sku.skuCode,
          line.type.goodsImg,
          line.type.sku.templateType,
          line.type.sku.contractId,
          amount,
          amount,
          JSON.stringify(line.type.sku.tags.map((name) => ({ name }))),
        ],
      );
      await this.transitions.record(manager, order.id, OrderChange.Create, null, OrderStatus.PendingPayment, actor);
      await this.transitions.apply(manager, order.id, OrderEvent.Place, actor, {
        barcodeNo: barcodeNumber(order.order_no),
      });
      await manager.query(
        `INSERT INTO analysis_order (order_id, member_id, sku_id, goods_name, genome, panel_bed, out_file_types, libraries,
           source_order_ids, yields, unit_price, total_price, reorder_of_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
        [
          order.id,
          customer.memberId,
          line.type.skuId,
          line.type.goodsName,
          dto.genome,
          line.type.needsPanelBed ? (dto.panelBed ?? '') : '',
          [...new Set(dto.outFileType)],
          JSON.stringify(prepared.inputs),
          sourceOrderIds,
          line.chargedYields.toFixed(1),
          line.type.unitPrice,
          amount,
          prepared.reorderOf,
          now,
        ],
      );
      orderNos.push(order.order_no);
    }
    return {
      postOk: true,
      orderNo: orderNos[0]!,
      orderNos,
      totalPrice: formatMoney(prepared.total.toFixed(2)),
    };
  }
}
