import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  CART_MAX_QTY,
  OrderStatus,
  PropertyType,
  TemplateType,
  formatMoney,
  type PlaceOrderResponse,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { IdempotencyService, type IdempotencyClaim } from '../../common/idempotency/idempotency.service.js';
import type { AppConfig } from '../../config/configuration.js';
import { CartService } from '../cart/cart.service.js';
import { assertInContract, atListPrice, PricingService, type PricedSku } from '../contracts/pricing/pricing.service.js';
import { publicImageUrl } from '../catalogue/helpers/public-image-url.js';
import { ORDER_SAMPLES, type OrderSamples } from './ports/order-ports.js';
import { ContractBalanceService } from '../contracts/contract-balance.service.js';
import { Clock } from './clock.js';
import { SubmitOrderMessages, type SkuCountDto, type SubmitOrderDto } from './dto/submit-order.dto.js';
import { ORDER_SEQUENCE_DIGITS, orderDatePrefix } from './helpers/order-numbers.js';
import { OrderChange } from './order-transitions.service.js';

/** The message of SubmitOrder's answer (also stored, in SQL, with its idempotency claim). */
const ORDER_CREATED_MESSAGE = '成功';

/** An order line as it will be written: the SKU as priced for the caller and the quantity. */
interface OrderLine {
  sku: PricedSku;
  count: number;
  actualPrice: Decimal;
}

/** What SubmitOrder decided before its transaction: the priced lines, the total and the order's contract. */
export interface PreparedOrder {
  lines: OrderLine[];
  total: Decimal;
  contractId: number | null;
}

/**
 * SubmitOrder: creates an order in status 1 (pending) from a list of SKUs and quantities, priced on the server
 * (the contract price where a contract of the caller covers the SKU, else the sale price), and removes the ordered
 * items from the buy-now line and, for a checkout from the sample box, from the box.
 */
@Injectable()
export class SubmitOrderService {
  private readonly timeZone: string;

  constructor(
    private readonly pricing: PricingService,
    private readonly cart: CartService,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
    @Inject(ConfigService) config: ConfigService,
    @Inject(ORDER_SAMPLES) private readonly samples: OrderSamples,
    private readonly contractBalance: ContractBalanceService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  submit(
    customer: CustomerPrincipal,
    dto: SubmitOrderDto,
    idempotencyKey: string | undefined,
  ): Promise<PlaceOrderResponse> {
    return this.idempotency.runClaimed(
      { memberId: customer.memberId, operation: 'SubmitOrder', key: idempotencyKey, request: dto },
      (manager, prepared, claim) => this.createOrder(manager, customer, dto, prepared, claim),
      () => this.prepareOrder(customer, dto, isSheetOrderWithoutContract(dto)),
    );
  }

  /**
   * Checks and prices the SKUs (reads only, before the transaction). BatchSubmitOrder shares it. With atList the
   * lines are priced at the list price and belong to no contract (a sample-sheet order placed without one).
   */
  async prepareOrder(
    customer: CustomerPrincipal,
    dto: Pick<SubmitOrderDto, 'skuList' | 'contractId'>,
    atList = false,
  ): Promise<PreparedOrder> {
    const counts = mergeCounts(dto.skuList);
    const priced = await this.pricing.price(customer, [...counts.keys()], dto.contractId);
    for (const skuId of counts.keys()) {
      const sku = priced.get(skuId);
      if (!sku) throw new NotFoundError('商品不存在');
      if (!sku.onSale) throw new UserInputError(`商品已下架：${sku.goodsName}`);
      if (sku.templateType === TemplateType.DeliveryAnalysis) throw new UserInputError('分析类商品请在数据中心下单');
    }
    // Another customer's contract answers 404; then 184 outside the contract scope (read from the same statement
    // that priced the SKUs).
    assertInContract([...priced.values()]);
    const lines = [...counts].map(([skuId, count]): OrderLine => {
      const sku = atList ? atListPrice(priced.get(skuId) as PricedSku) : (priced.get(skuId) as PricedSku);
      return {
        sku,
        count,
        actualPrice: new Decimal(sku.unitPrice).times(count).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
      };
    });
    const total = lines.reduce((sum, line) => sum.plus(line.actualPrice), new Decimal(0));
    const contracts = new Set(lines.map((line) => line.sku.contractId));
    const onlyContract = contracts.size === 1 ? ([...contracts][0] ?? null) : null;
    return { lines, total, contractId: dto.contractId ?? onlyContract };
  }

  /**
   * Writes the order, its goods and history in the caller's transaction; an order under a prepaid contract takes
   * its amount from the contract balance here (187 when short), so that the order and the deduction stand or fall
   * together. BatchSubmitOrder shares it (without a claim: IdempotencyService.run keeps its record).
   *
   * With an idempotency claim (SubmitOrder), the same statement claims the key and stores the answer, and writes
   * nothing when the key has already answered (the stored answer is then replayed).
   */
  async createOrder(
    manager: EntityManager,
    customer: CustomerPrincipal,
    dto: Pick<SubmitOrderDto, 'type' | 'propertyType' | 'orderAdress' | 'ybList' | 'wkList' | 'lanList'>,
    prepared: PreparedOrder,
    claim: IdempotencyClaim | null = null,
  ): Promise<PlaceOrderResponse> {
    const now = this.clock.now();
    const amount = formatMoney(prepared.total.toFixed());
    // Contract orders (propertyType 1: BatchSubmitOrder, or SubmitOrder under a chosen contract) pay a prepaid
    // contract from its balance; sample-box and sample-sheet orders (propertyType 0) at contract prices use credit.
    const balanceTaken =
      dto.propertyType === PropertyType.Contract ? await this.takeBalance(manager, prepared, claim) : '0.00';
    // One statement claims the idempotency key and writes the order, all its goods lines, its creation history and
    // the removal of the ordered items from the cart (issue 22: fewer round trips per order, whatever the number of
    // lines). The number is derived from the id, drawn in the same statement. The history row is the one
    // OrderTransitionsService.record writes for OrderChange.Create. The answer stored with the claim is the one
    // this method returns.
    const params: unknown[] = [
      orderDatePrefix(now, this.timeZone),
      ORDER_SEQUENCE_DIGITS,
      customer.memberId,
      prepared.contractId,
      OrderStatus.PendingPayment,
      dto.type,
      dto.propertyType,
      amount,
      now,
      balanceTaken,
      JSON.stringify(prepared.lines.map(goodsLine)),
      OrderChange.Create,
    ];
    const claimed = claim ? 'AND EXISTS (SELECT 1 FROM claim)' : '';
    const claimCte = claim
      ? `claim AS (${claim.cte(params.length + 1, {
          sql: `jsonb_build_object('code', 0, 'message', '${ORDER_CREATED_MESSAGE}', 'orderNo', next.order_no)`,
          from: 'next',
        })}),`
      : '';
    params.push(...(claim?.params ?? []));
    const cart = this.cart.removeOrderedCte(
      params.length + 1,
      customer.memberId,
      prepared.lines.map((line) => line.sku.skuId),
      dto.orderAdress !== undefined,
      'EXISTS (SELECT 1 FROM placed)',
    );
    params.push(...cart.params);
    const [row] = await manager.query<Array<{ claim_id: number | null; id: number | null; order_no: string | null }>>(
      `WITH next AS (
         SELECT id, $1 || lpad(id::text, greatest($2, length(id::text)), '0') AS order_no
         FROM (SELECT nextval(pg_get_serial_sequence('customer_order', 'id'))::int AS id) drawn
       ),
       ${claimCte}
       placed AS (
         INSERT INTO customer_order (id, order_no, member_id, organisation_id, contract_id, status, type, property_type,
           total_price, order_amount, created_at, updated_at, contract_balance_taken)
         SELECT next.id, next.order_no, m.id, m.organisation_id, $4, $5, $6, $7, $8, $8, $9, $9, $10
         FROM next, member m WHERE m.id = $3 ${claimed}
         RETURNING id, order_no
       ),
       goods AS (
         INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, goods_img, template_type,
           contract_id, sku_price, goods_count, actual_price, marketing_attributes)
         SELECT placed.id, l.sku_id, l.goods_id, l.goods_name, l.sku_name, l.sku_code, l.goods_img, l.template_type,
           l.contract_id, l.sku_price, l.goods_count, l.actual_price, l.marketing_attributes
         FROM placed, jsonb_to_recordset($11::jsonb) AS l(sku_id int, goods_id int, goods_name text, sku_name text,
           sku_code text, goods_img text, template_type text, contract_id int, sku_price numeric, goods_count int,
           actual_price numeric, marketing_attributes jsonb)
       ),
       history AS (
         INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_id, detail)
         SELECT placed.id, $12, NULL::smallint, $5, 'customer', $3, NULL::jsonb FROM placed
       ),
       cart AS (${cart.sql})
       SELECT ${claim ? '(SELECT id FROM claim)' : 'NULL::int'} AS claim_id, placed.id, placed.order_no
       FROM (SELECT 1) one LEFT JOIN placed ON TRUE`,
      params,
    );
    // The key has already answered (its claim found a live record): nothing was written.
    if (claim && !row?.claim_id) return claim.replay(manager);
    if (!row?.id || !row.order_no) throw new NotFoundError();
    const order = { id: row.id, order_no: row.order_no };

    // ── SAMPLES HOOK ──────────────────────────────────────────────────────────────────────────────────────────
    // The samples module validates and saves dto.ybList / dto.wkList / dto.lanList for order.id here, through
    // `manager`, so that an order and its sample information are created together or not at all. Sample rule
    // errors (400, body.errors) and index collisions (400, body.collisions) roll the order back.
    await this.samples.saveForNewOrder(manager, { id: order.id, memberId: customer.memberId }, dto, now);
    // ──────────────────────────────────────────────────────────────────────────────────────────────────────────

    return { code: 0, message: ORDER_CREATED_MESSAGE, orderNo: order.order_no };
  }

  /**
   * The contract balance, taken before the key is claimed: a retry of an order that succeeded answers its stored
   * answer rather than a 187 that the first order's deduction caused.
   */
  private async takeBalance(
    manager: EntityManager,
    prepared: PreparedOrder,
    claim: IdempotencyClaim | null,
  ): Promise<string> {
    try {
      return await this.contractBalance.take(manager, prepared.contractId, prepared.total);
    } catch (refusal) {
      await claim?.replayIfAnswered(manager);
      throw refusal;
    }
  }
}

/** An order_goods row (without its order id): names, image and price as they are now. */
function goodsLine({ sku, count, actualPrice }: OrderLine) {
  return {
    sku_id: sku.skuId,
    goods_id: sku.goodsId,
    goods_name: sku.goodsName,
    sku_name: sku.skuName,
    sku_code: sku.skuCode,
    goods_img: publicImageUrl(sku.imageKey),
    template_type: sku.templateType,
    contract_id: sku.contractId,
    sku_price: sku.unitPrice,
    goods_count: count,
    actual_price: formatMoney(actualPrice.toFixed()),
    marketing_attributes: sku.tags.map((name) => ({ name })),
  };
}

/**
 * A sample-sheet order whose customer chose 不使用合同，按商品价格下单: propertyType 0 with the sheet's samples
 * or libraries, no contract and no orderAdress. The sample box's checkout sends orderAdress and buy-now sends no
 * samples; both keep the caller's contract prices, as the spec's sample box groups and prices by contract.
 */
function isSheetOrderWithoutContract(dto: SubmitOrderDto): boolean {
  const hasSamples = (dto.ybList?.length ?? 0) > 0 || (dto.wkList?.length ?? 0) > 0;
  return (
    dto.propertyType === PropertyType.SampleSheet &&
    dto.contractId === undefined &&
    dto.orderAdress === undefined &&
    hasSamples
  );
}

/** The same SKU listed twice is one line with the quantities added. */
function mergeCounts(skuList: readonly SkuCountDto[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { skuId, count } of skuList) counts.set(skuId, (counts.get(skuId) ?? 0) + count);
  if ([...counts.values()].some((count) => count > CART_MAX_QTY))
    throw new UserInputError(SubmitOrderMessages.countTooLarge);
  return counts;
}
