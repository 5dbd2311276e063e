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
  type PayOrderResponse,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import type { AppConfig } from '../../config/configuration.js';
import { MemberAddress } from '../accounts/personal-centre/entities/member-address.entity.js';
import { OrderSettingsService } from '../accounts/personal-centre/order-settings.service.js';
import { PricingService } from '../contracts/pricing/pricing.service.js';
import { LegalTextsService } from '../content/legal-texts.service.js';
import { Clock } from './clock.js';
import { lockCustomerCredit } from './credit-lock.js';
import { DeliveryLabsService } from './delivery-labs.service.js';
import type { PayOrderDto } from './dto/pay-order.dto.js';
import type { CustomerOrder, PickupAddressSnapshot } from './entities/customer-order.entity.js';
import { barcodeDataUrl, loadBarcodes } from './helpers/barcode.js';
import { availableCredit, decideCredit, type CreditPosition } from './helpers/credit-calculator.js';
import { barcodeNumber, pickupInstant } from './helpers/order-numbers.js';
import { OrderEvent, transitionOrder } from './helpers/order-state-machine.js';
import { OrderLookupService } from './order-lookup.service.js';
import { OrderTransitionsService } from './order-transitions.service.js';

/** What the checks before the transaction established. */
interface CheckedPayment {
  orderId: number;
  labName: string;
  pickupTime: Date | null;
  pickupAddress: PickupAddressSnapshot | null;
  /** The purchase-terms version the agreement tick accepted. */
  agreementVersion: number | null;
}

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
 */
@Injectable()
export class PayOrderService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lookup: OrderLookupService,
    private readonly transitions: OrderTransitionsService,
    private readonly deliveryLabs: DeliveryLabsService,
    private readonly orderSettings: OrderSettingsService,
    private readonly pricing: PricingService,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
    private readonly legalTexts: LegalTextsService,
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
    return this.idempotency.run(
      { memberId: customer.memberId, operation: 'PayOrder', key: idempotencyKey, request: dto },
      (manager, checked) => this.place(manager, customer, dto, checked),
      () => this.check(customer, dto),
    );
  }

  private async check(customer: CustomerPrincipal, dto: PayOrderDto): Promise<CheckedPayment> {
    const { order, skuIds } = await this.lookup.findOwnedWithSkus(customer.memberId, dto.orderNo);
    transitionOrder(order.status, OrderEvent.Place);

    const labName = textOf(dto.labName);
    const labs = await this.deliveryLabs.forSkus(skuIds);
    if (!labs.some((lab) => lab.name === labName)) throw new UserInputError(PAY_ORDER_MESSAGES.labRequired);
    if (dto.agreement !== true) throw new UserInputError(PAY_ORDER_MESSAGES.agreementRequired);

    let pickupTime: Date | null = null;
    let pickupAddress: PickupAddressSnapshot | null = null;
    if (dto.mode === DeliveryMode.Pickup) {
      const datatime = textOf(dto.datatime);
      const problem = checkPickupTime(datatime, this.clock.now(), this.timeZone);
      if (problem) throw new UserInputError(problem);
      pickupTime = pickupInstant(datatime, this.timeZone);
      pickupAddress = await this.pickupAddress(customer.memberId, dto.addersid);
    }

    if (!(await this.orderSettings.isComplete(customer.memberId)))
      throw new DomainError(ErrorCode.OrderSettingsMissing);
    await this.assertStillOrderable(customer, order, skuIds);
    const agreementVersion = await this.legalTexts.currentVersion(LegalTextType.BuyTerms);
    return { orderId: order.id, labName, pickupTime, pickupAddress, agreementVersion };
  }

  private async place(
    manager: EntityManager,
    customer: CustomerPrincipal,
    dto: PayOrderDto,
    checked: CheckedPayment,
  ): Promise<PayOrderResponse> {
    // Locked first, then the credit row: the lab's transitions lock only orders, so the order is always the same.
    const order = await this.lookup.findOwned(customer.memberId, { id: checked.orderId }, { manager, lock: true });
    transitionOrder(order.status, OrderEvent.Place);
    const credit = await lockCustomerCredit(manager, order);
    const position: CreditPosition = {
      creditLimit: credit.credit_limit === null ? null : new Decimal(credit.credit_limit),
      unpaid: new Decimal(credit.unpaid_total),
    };
    const amount = new Decimal(order.orderAmount);
    const decision = decideCredit(position, amount, new Decimal(credit.unpaid_cap));
    const refusal: PayOrderRefusal = {
      orderNo: order.orderNo,
      totalPrice: formatMoney(amount.toFixed()),
      availableCredit: formatMoney(availableCredit(position).toFixed()),
    };
    if (decision.kind === 'over-cap') throw new DomainError(ErrorCode.UnpaidCapReached, undefined, refusal);
    if (decision.kind === 'over-credit' && !dto.confirmCredit)
      throw new DomainError(ErrorCode.CreditInsufficient, undefined, refusal);

    await manager.query('UPDATE customer_credit SET unpaid_total = $2, updated_at = now() WHERE id = $1', [
      credit.id,
      decision.unpaidAfter.toFixed(2),
    ]);
    const now = this.clock.now();
    const creditPending = decision.kind === 'over-credit';
    const courierNumber = dto.couriernumber ? dto.couriernumber : null;
    const barcodeNo = barcodeNumber(order.orderNo);
    await this.transitions.applyLocked(
      manager,
      order,
      OrderEvent.Place,
      { type: 'customer', id: customer.memberId },
      {
        isPay: true,
        creditPending,
        mode: dto.mode,
        labName: checked.labName,
        pickupTime: checked.pickupTime,
        pickupAddress: checked.pickupAddress,
        courierNumber,
        speciesId: dto.speciesId,
        agreementAcceptedAt: now,
        agreementVersion: checked.agreementVersion,
        expressNumber: courierNumber,
        // A courier order still needs its express number unless it came with this request.
        isExpress: dto.mode === DeliveryMode.Courier && courierNumber === null,
        barcodeNo,
        placedAt: now,
      },
    );
    return {
      orderNo: order.orderNo,
      totalPrice: formatMoney(order.totalPrice),
      barcodeNo,
      barcodeImg: barcodeDataUrl(barcodeNo),
      creditPending,
    };
  }

  private async pickupAddress(memberId: number, addersid: unknown): Promise<PickupAddressSnapshot> {
    const id = typeof addersid === 'string' && /^\d{1,9}$/.test(addersid) ? Number(addersid) : addersid;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
      throw new UserInputError(PAY_ORDER_MESSAGES.addressRequired);
    const address = await this.dataSource.getRepository(MemberAddress).findOne({ where: { id, memberId } });
    if (!address) throw new NotFoundError('地址不存在');
    return {
      addressId: address.id,
      name: address.name,
      phone: address.phone,
      province: address.province,
      city: address.city,
      district: address.district,
      districtCode: address.districtCode,
      street: address.street,
      address: address.address,
      postalCode: address.postalCode,
    };
  }

  private async assertStillOrderable(
    customer: CustomerPrincipal,
    order: CustomerOrder,
    skuIds: number[],
  ): Promise<void> {
    const priced = await this.pricing.price(customer, skuIds, order.contractId ?? undefined);
    const skus = skuIds.map((skuId) => priced.get(skuId));
    const body: PayOrderRefusal = { orderNo: order.orderNo, msg: PAY_ORDER_SERVICE_MSG };
    if (skus.some((sku) => !sku || !sku.onSale)) throw new UserInputError(PAY_ORDER_MESSAGES.goodsUnavailable, body);
    if (skus.some((sku) => !sku?.orderable)) throw new DomainError(ErrorCode.OutOfContract, undefined, body);
  }
}

/** A trimmed string, or '' for anything else (old clients send null or numbers for empty fields). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
