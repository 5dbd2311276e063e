import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LegalTextType,
  DeliveryMode,
  ErrorCode,
  PAY_ORDER_MESSAGES,
  PAY_ORDER_SERVICE_MSG,
  checkPickupTime,
  formatMoney,
  type PayOrderRefusal,
  type OrderStatusValue,
  type PayOrderResponse,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { IdempotencyService, type IdempotencyClaim } from '../../common/idempotency/idempotency.service.js';
import type { AppConfig } from '../../config/configuration.js';
import { MY_CONTRACTS_CTE } from '../catalogue/queries/caller-contracts.sql.js';
import { pricedSkusSelect, toPricedSku, type PricedRow } from '../contracts/pricing/pricing.service.js';
import { Clock } from './clock.js';
import { lockCustomerCredit, type CreditRow } from './credit-lock.js';
import type { PayOrderDto } from './dto/pay-order.dto.js';
import type { PickupAddressSnapshot } from './entities/customer-order.entity.js';
import { barcodeDataUrl, loadBarcodes } from './helpers/barcode.js';
import { availableCredit, decideCredit, type CreditPosition } from './helpers/credit-calculator.js';
import { barcodeNumber, pickupInstant } from './helpers/order-numbers.js';
import { OrderEvent, transitionOrder } from './helpers/order-state-machine.js';
import { OrderNotFoundError } from './order-not-found.error.js';

/** What the checks before the transaction established. */
interface CheckedPayment {
  orderId: number;
  /** The order's company (its credit is the company's), else null (the member's own credit). */
  organisationId: number | null;
  labName: string;
  pickupTime: Date | null;
  pickupAddress: PickupAddressSnapshot | null;
  /** The purchase-terms version the agreement tick accepted. */
  agreementVersion: number | null;
}

/** PayOrder's checks read in one statement (issue 22): the order, its SKUs priced, labs, address, settings, terms. */
interface PaymentCheckRow {
  id: number;
  status: OrderStatusValue;
  order_no: string;
  contract_id: number | null;
  organisation_id: number | null;
  sku_ids: number[];
  lab_names: string[];
  priced: PricedRow[];
  address: PickupAddressSnapshot | null;
  has_settings: boolean;
  agreement_version: number | null;
}

/**
 * $1 member, $2 organisation (the caller, for the contract prices), $3 order number, $4 the pickup address id (null
 * outside pickup mode or when malformed), $5 the purchase terms' type. What the services this replaced read one by
 * one: OrderLookupService.findOwnedWithSkus, DeliveryLabsService.forSkus, the address, OrderSettingsService
 * .isComplete, PricingService.price under the order's contract and LegalTextsService.currentVersion.
 */
const PAYMENT_CHECK_SQL = `
  WITH ${MY_CONTRACTS_CTE},
  o AS (
    SELECT id, order_no, status, contract_id, organisation_id,
      ARRAY(SELECT DISTINCT g.sku_id FROM order_goods g WHERE g.order_id = customer_order.id) AS sku_ids
    FROM customer_order WHERE order_no = $3 AND member_id = $1::int
  ),
  priced AS (${pricedSkusSelect('(SELECT contract_id FROM o)', '(SELECT sku_ids FROM o)::int[]')})
  SELECT o.id, o.order_no, o.status, o.contract_id, o.organisation_id, o.sku_ids,
    ARRAY(
      SELECT l.name FROM delivery_lab l
      JOIN delivery_lab_sku ls ON ls.lab_id = l.id AND ls.sku_id = ANY(o.sku_ids)
      WHERE l.active GROUP BY l.id HAVING count(*) = cardinality(o.sku_ids)
    ) AS lab_names,
    (SELECT COALESCE(json_agg(priced), '[]'::json) FROM priced) AS priced,
    (SELECT json_build_object('addressId', a.id, 'name', a.name, 'phone', a.phone, 'province', a.province,
        'city', a.city, 'district', a.district, 'districtCode', a.district_code, 'street', a.street,
        'address', a.address, 'postalCode', a.postal_code)
      FROM member_address a WHERE a.id = $4::int AND a.member_id = $1::int) AS address,
    EXISTS (SELECT 1 FROM order_setting os WHERE os.member_id = $1::int) AS has_settings,
    (SELECT max(version) FROM legal_text_version WHERE type = $5) AS agreement_version
  FROM o`;

/** The order and its credit row as locked in the transaction (the claim's id, when the call has a key). */
interface LockedPaymentRow {
  claim_id: number | null;
  id: number | null;
  order_no: string;
  status: OrderStatusValue;
  total_price: string;
  order_amount: string;
  credit_id: number | null;
  credit_limit: string | null;
  unpaid_total: string;
  unpaid_cap: string;
}

const MAX_INT = 2_147_483_647;

/**
 * PayOrder: places a pending order on credit. The checks run in this order, and the first failing one answers:
 *  0. the order is the caller's (404) and still pending (422, the state machine's message);
 *  1.-5. spec part 1 section 5: delivery lab, agreement, then in pickup mode the pickup time (required, after the
 *     current hour today, not after 16; before 8 and beyond tomorrow are refused too, see checkPickupTime);
 *  6. in pickup mode, the pickup address is one of the caller's;
 *  7. order settings filled in (182);
 *  8. every ordered SKU is still orderable: on sale and within the caller's contract scope. If not, only customer
 *     service can help (the price was agreed at SubmitOrder), so the answer carries msg 客服 (code 184 out of the
 *     contract scope, 400 off sale) and the page opens /kefu;
 *  9. credit, under a lock on the customer's credit row: 186 at or over the unpaid cap; 185 over the credit limit
 *     unless confirmCredit, in which case the order is placed with creditPending (experiments wait for the PM).
 * Placing moves the order 1 → 2 through the state machine and adds its amount to the unpaid total, in one
 * transaction.
 *
 * Round trips (issue 22): the checks read everything in one statement; the transaction claims the idempotency key
 * and locks the order and then the credit row in one statement, decides under those locks, and writes the credit,
 * the order, its history and the stored answer in one more.
 */
@Injectable()
export class PayOrderService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async pay(
    customer: CustomerPrincipal,
    dto: PayOrderDto,
    idempotencyKey: string | undefined,
  ): Promise<PayOrderResponse> {
    // The answer carries the barcode image: its encoder is loaded before the transaction, not inside it.
    await loadBarcodes();
    return this.idempotency.runClaimed(
      { memberId: customer.memberId, operation: 'PayOrder', key: idempotencyKey, request: dto },
      (manager, checked, claim) => this.place(manager, customer, dto, checked, claim),
      () => this.check(customer, dto),
    );
  }

  private async check(customer: CustomerPrincipal, dto: PayOrderDto): Promise<CheckedPayment> {
    const pickup = dto.mode === DeliveryMode.Pickup;
    const addressId = pickup ? addressIdOf(dto.addersid) : null;
    const [row] = await this.dataSource.query<PaymentCheckRow[]>(PAYMENT_CHECK_SQL, [
      customer.memberId,
      customer.organisationId,
      dto.orderNo,
      // An id beyond the integer range names no address (not found below).
      typeof addressId === 'number' && addressId <= MAX_INT ? addressId : null,
      LegalTextType.BuyTerms,
    ]);
    if (!row) throw new OrderNotFoundError();
    transitionOrder(row.status, OrderEvent.Place);

    const labName = textOf(dto.labName);
    if (!row.lab_names.includes(labName)) throw new UserInputError(PAY_ORDER_MESSAGES.labRequired);
    if (dto.agreement !== true) throw new UserInputError(PAY_ORDER_MESSAGES.agreementRequired);

    let pickupTime: Date | null = null;
    let pickupAddress: PickupAddressSnapshot | null = null;
    if (pickup) {
      const datatime = textOf(dto.datatime);
      const problem = checkPickupTime(datatime, this.clock.now(), this.timeZone);
      if (problem) throw new UserInputError(problem);
      pickupTime = pickupInstant(datatime, this.timeZone);
      if (addressId === null) throw new UserInputError(PAY_ORDER_MESSAGES.addressRequired);
      if (!row.address) throw new NotFoundError('地址不存在');
      pickupAddress = row.address;
    }

    if (!row.has_settings) throw new DomainError(ErrorCode.OrderSettingsMissing);
    assertStillOrderable(row);
    return {
      orderId: row.id,
      organisationId: row.organisation_id,
      labName,
      pickupTime,
      pickupAddress,
      agreementVersion: row.agreement_version,
    };
  }

  private async place(
    manager: EntityManager,
    customer: CustomerPrincipal,
    dto: PayOrderDto,
    checked: CheckedPayment,
    claim: IdempotencyClaim | null,
  ): Promise<PayOrderResponse> {
    // Locked in this order, as before: the key's claim (a concurrent request with the key waits here), the order,
    // then the credit row. The lab's transitions lock only orders, so the order of locks is always the same.
    const creditColumn = checked.organisationId === null ? 'member_id' : 'organisation_id';
    const lockParams: unknown[] = [checked.orderId, customer.memberId, checked.organisationId ?? customer.memberId];
    const claimed = claim ? 'AND EXISTS (SELECT 1 FROM claim)' : '';
    const claimCte = claim ? `claim AS (${claim.cte(lockParams.length + 1)}),` : '';
    lockParams.push(...(claim?.params ?? []));
    const [locked] = await manager.query<LockedPaymentRow[]>(
      `WITH ${claimCte}
       o AS (
         SELECT id, order_no, status, total_price::text AS total_price, order_amount::text AS order_amount
         FROM customer_order WHERE id = $1 AND member_id = $2 ${claimed}
         FOR UPDATE
       ),
       c AS (
         SELECT id, credit_limit::text AS credit_limit, unpaid_total::text AS unpaid_total, unpaid_cap::text AS unpaid_cap
         FROM customer_credit WHERE ${creditColumn} = $3 AND EXISTS (SELECT 1 FROM o)
         FOR UPDATE
       )
       SELECT ${claim ? '(SELECT id FROM claim)' : 'NULL::int'} AS claim_id, o.id, o.order_no, o.status,
         o.total_price, o.order_amount, c.id AS credit_id, c.credit_limit, c.unpaid_total, c.unpaid_cap
       FROM (SELECT 1) one LEFT JOIN o ON TRUE LEFT JOIN c ON TRUE`,
      lockParams,
    );
    // The key has already answered: nothing was locked or written.
    if (claim && !locked?.claim_id) return claim.replay(manager);
    if (!locked?.id) throw new OrderNotFoundError();
    const transition = transitionOrder(locked.status, OrderEvent.Place);
    // A customer's first order on credit creates its (empty) credit row, locked the same way.
    const credit: CreditRow =
      locked.credit_id === null
        ? await lockCustomerCredit(manager, { organisationId: checked.organisationId, memberId: customer.memberId })
        : {
            id: locked.credit_id,
            credit_limit: locked.credit_limit,
            unpaid_total: locked.unpaid_total,
            unpaid_cap: locked.unpaid_cap,
          };
    const position: CreditPosition = {
      creditLimit: credit.credit_limit === null ? null : new Decimal(credit.credit_limit),
      unpaid: new Decimal(credit.unpaid_total),
    };
    const amount = new Decimal(locked.order_amount);
    const decision = decideCredit(position, amount, new Decimal(credit.unpaid_cap));
    const refusal: PayOrderRefusal = {
      orderNo: locked.order_no,
      totalPrice: formatMoney(amount.toFixed()),
      availableCredit: formatMoney(availableCredit(position).toFixed()),
    };
    if (decision.kind === 'over-cap') throw new DomainError(ErrorCode.UnpaidCapReached, undefined, refusal);
    if (decision.kind === 'over-credit' && !dto.confirmCredit)
      throw new DomainError(ErrorCode.CreditInsufficient, undefined, refusal);

    const now = this.clock.now();
    const creditPending = decision.kind === 'over-credit';
    const courierNumber = dto.couriernumber ? dto.couriernumber : null;
    const barcodeNo = barcodeNumber(locked.order_no);
    const answer: PayOrderResponse = {
      orderNo: locked.order_no,
      totalPrice: formatMoney(locked.total_price),
      barcodeNo,
      barcodeImg: barcodeDataUrl(barcodeNo),
      creditPending,
    };
    // The credit, the order's transition (what OrderTransitionsService.applyLocked writes for OrderEvent.Place) and
    // its history row, and the stored answer: one statement, under the locks taken above.
    const params: unknown[] = [
      credit.id,
      decision.unpaidAfter.toFixed(2),
      locked.id,
      transition.to,
      creditPending,
      dto.mode,
      checked.labName,
      checked.pickupTime,
      checked.pickupAddress === null ? null : JSON.stringify(checked.pickupAddress),
      courierNumber,
      dto.speciesId,
      now,
      checked.agreementVersion,
      // A courier order still needs its express number unless it came with this request.
      dto.mode === DeliveryMode.Courier && courierNumber === null,
      barcodeNo,
      OrderEvent.Place,
      transition.from,
      customer.memberId,
    ];
    const answerCte = claim ? `, answer AS (${claim.answerCte(params.length + 1, params.length + 2)})` : '';
    if (claim) params.push(locked.claim_id, JSON.stringify(answer));
    await manager.query(
      `WITH credit AS (
         UPDATE customer_credit SET unpaid_total = $2, updated_at = now() WHERE id = $1
       ),
       placed AS (
         UPDATE customer_order SET status = $4, is_pay = TRUE, credit_pending = $5, mode = $6, lab_name = $7,
           pickup_time = $8, pickup_address = $9::jsonb, courier_number = $10, species_id = $11,
           agreement_accepted_at = $12, agreement_version = $13, express_number = $10, is_express = $14,
           barcode_no = $15, placed_at = $12, updated_at = now()
         WHERE id = $3
         RETURNING id
       ),
       history AS (
         INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_id, detail)
         SELECT placed.id, $16, $17, $4, 'customer', $18, NULL::jsonb FROM placed
       )${answerCte}
       SELECT id FROM placed`,
      params,
    );
    return answer;
  }
}

/** The pickup address id as old clients send it (a number or a digit string); null when missing or malformed. */
function addressIdOf(addersid: unknown): number | null {
  const id = typeof addersid === 'string' && /^\d{1,9}$/.test(addersid) ? Number(addersid) : addersid;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 ? id : null;
}

/** Check 8: every ordered SKU still on sale and within the caller's contract scope (priced under the order's contract). */
function assertStillOrderable(row: PaymentCheckRow): void {
  const contractAsked = row.contract_id !== null;
  const priced = new Map(row.priced.map((sku) => [sku.sku_id, toPricedSku(sku, contractAsked)]));
  const skus = row.sku_ids.map((skuId) => priced.get(skuId));
  const body: PayOrderRefusal = { orderNo: row.order_no, msg: PAY_ORDER_SERVICE_MSG };
  if (skus.some((sku) => !sku || !sku.onSale)) throw new UserInputError(PAY_ORDER_MESSAGES.goodsUnavailable, body);
  if (skus.some((sku) => !sku?.orderable)) throw new DomainError(ErrorCode.OutOfContract, undefined, body);
}

/** A trimmed string, or '' for anything else (old clients send null or numbers for empty fields). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
