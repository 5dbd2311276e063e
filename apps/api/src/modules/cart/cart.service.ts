import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CART_MAX_QTY,
  CartType,
  TemplateType,
  type CartGroup,
  type CartItem,
  type CartTypeValue,
  type ShoppingCartBuyListResponse,
  type ShoppingCartListResponse,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { publicImageUrl } from '../catalogue/helpers/public-image-url.js';
import { assertInContract, PricingService } from '../contracts/pricing/pricing.service.js';
import {
  CartMessages,
  type AddToCartDto,
  type DelShoppingCartDto,
  type ShoppingCartBuyListQueryDto,
} from './dto/cart-requests.dto.js';
import { cartTotal, groupByContract, lineTotal, type PricedCartLine } from './helpers/cart-grouping.js';
import { parseIdList } from './helpers/id-list.js';

const NOT_IN_CART = '样本箱中没有该商品';

/** Namespace of the advisory lock that serialises one member's buy-now replacements. */
const BUY_NOW_LOCK = 5_001;

/** TypeORM answers a raw UPDATE or DELETE with its rows and the number of rows affected. */
type Mutation = [unknown[], number];

interface CartRow {
  id: number;
  sku_id: number;
  qty: number;
  checked: boolean;
}

/** The sample box (cart type 1) and the single buy-now line (cart type 2) of the signed-in member. */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
  ) {}

  /**
   * Order creation's hook, as a DELETE for a WITH clause of the statement that writes the order (issue 22: no round
   * trip of its own): removes the ordered SKUs from the buy-now line, and from the sample box too for a checkout
   * from the box. Its parameters are numbered from `$first`; `when` is SQL that must hold (e.g. the order row was
   * written).
   */
  removeOrderedCte(
    first: number,
    memberId: number,
    skuIds: readonly number[],
    fromCart: boolean,
    when: string,
  ): { sql: string; params: unknown[] } {
    const cartTypes = fromCart ? [CartType.BuyNow, CartType.Cart] : [CartType.BuyNow];
    return {
      sql: `DELETE FROM cart_item WHERE member_id = $${first}::int AND cart_type = ANY($${first + 1}::smallint[])
              AND sku_id = ANY($${first + 2}::int[]) AND ${when}`,
      params: [memberId, cartTypes, [...skuIds]],
    };
  }

  async add(customer: CustomerPrincipal, dto: AddToCartDto): Promise<void> {
    // One statement for the SKU's state and the contract scope (issue 22); the checks keep their order.
    const sku = (await this.pricing.price(customer, [dto.skuId])).get(dto.skuId);
    if (!sku) throw new NotFoundError('商品不存在');
    if (!sku.onSale) throw new UserInputError('该商品已下架');
    if (sku.templateType === TemplateType.DeliveryAnalysis) throw new UserInputError('分析类商品请在数据中心下单');
    assertInContract([sku]);
    if (dto.cartType === CartType.BuyNow) {
      await this.replaceBuyNow(customer.memberId, dto);
      return;
    }
    // Adding a SKU that is already in the box raises its quantity, up to the limit.
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `INSERT INTO cart_item (member_id, sku_id, cart_type, property_type, qty)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT uq_cart_item_member_type_sku DO UPDATE
         SET qty = cart_item.qty + EXCLUDED.qty, checked = TRUE, property_type = EXCLUDED.property_type, updated_at = now()
         WHERE cart_item.qty + EXCLUDED.qty <= $6
       RETURNING id`,
      [customer.memberId, dto.skuId, CartType.Cart, dto.propertyType, dto.qty, CART_MAX_QTY],
    );
    if (rows.length === 0) throw new UserInputError(CartMessages.qtyTooLarge);
  }

  async list(customer: CustomerPrincipal): Promise<ShoppingCartListResponse> {
    const lines = await this.pricedLines(customer, CartType.Cart);
    const newShowList = groupByContract(lines);
    return { cart: { newShowList, listPro: newShowList.flatMap((group) => group.cart) } };
  }

  async count(memberId: number): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM cart_item WHERE member_id = $1 AND cart_type = $2',
      [memberId, CartType.Cart],
    );
    return row?.count ?? 0;
  }

  async setQuantity(memberId: number, skuId: number, qty: number): Promise<void> {
    const [, changed] = await this.dataSource.query<Mutation>(
      'UPDATE cart_item SET qty = $3, updated_at = now() WHERE member_id = $1 AND cart_type = $4 AND sku_id = $2',
      [memberId, skuId, qty, CartType.Cart],
    );
    if (changed === 0) throw new NotFoundError(NOT_IN_CART);
  }

  /** Deletes by cart line ids, or by SKU ids when no line id is given; lines of other members are never matched. */
  async remove(memberId: number, dto: DelShoppingCartDto): Promise<void> {
    const ids = parseIdList(dto.ids);
    const skuIds = parseIdList(dto.chooseSkuID);
    if (ids === null || skuIds === null || (ids.length === 0 && skuIds.length === 0)) {
      throw new UserInputError(CartMessages.idsInvalid);
    }
    const byLineIds = ids.length > 0;
    const [, deleted] = await this.dataSource.query<Mutation>(
      `DELETE FROM cart_item WHERE member_id = $1 AND cart_type = $2 AND ${byLineIds ? 'id' : 'sku_id'} = ANY($3::int[])`,
      [memberId, CartType.Cart, byLineIds ? ids : skuIds],
    );
    if (deleted === 0) throw new NotFoundError(NOT_IN_CART);
  }

  async setChecked(memberId: number, skuIdList: string, checked: boolean): Promise<void> {
    const skuIds = parseIdList(skuIdList);
    if (skuIds === null || skuIds.length === 0) throw new UserInputError(CartMessages.skuRequired);
    const [, changed] = await this.dataSource.query<Mutation>(
      'UPDATE cart_item SET checked = $3, updated_at = now() WHERE member_id = $1 AND cart_type = $4 AND sku_id = ANY($2::int[])',
      [memberId, skuIds, checked, CartType.Cart],
    );
    if (changed === 0) throw new NotFoundError(NOT_IN_CART);
  }

  /** What checkout would order: the ticked lines of the box (or the named SKUs among them), or the buy-now line. */
  async buyList(customer: CustomerPrincipal, query: ShoppingCartBuyListQueryDto): Promise<ShoppingCartBuyListResponse> {
    const only = parseIdList(query.skuIds);
    if (only === null) throw new UserInputError(CartMessages.skuRequired);
    const buyNow = query.buyType === CartType.BuyNow;
    const lines = (await this.pricedLines(customer, query.buyType)).filter(
      ({ item }) => (buyNow || item.isChecked) && (only.length === 0 || only.includes(item.skuid)),
    );
    const list: CartGroup[] = groupByContract(lines);
    return { list, totalPrice: cartTotal(list.flatMap((group) => group.cart)) };
  }

  private async replaceBuyNow(memberId: number, dto: AddToCartDto): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Two buy-now clicks at once must still leave a single buy-now line.
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [BUY_NOW_LOCK, memberId]);
      await manager.query('DELETE FROM cart_item WHERE member_id = $1 AND cart_type = $2', [memberId, CartType.BuyNow]);
      await manager.query(
        `INSERT INTO cart_item (member_id, sku_id, cart_type, property_type, qty) VALUES ($1, $2, $3, $4, $5)`,
        [memberId, dto.skuId, CartType.BuyNow, dto.propertyType, dto.qty],
      );
    });
  }

  private async pricedLines(customer: CustomerPrincipal, cartType: CartTypeValue): Promise<PricedCartLine[]> {
    const rows = await this.dataSource.query<CartRow[]>(
      'SELECT id, sku_id, qty, checked FROM cart_item WHERE member_id = $1 AND cart_type = $2 ORDER BY id DESC',
      [customer.memberId, cartType],
    );
    const priced = await this.pricing.price(
      customer,
      rows.map((row) => row.sku_id),
    );
    return rows.flatMap((row): PricedCartLine[] => {
      const sku = priced.get(row.sku_id);
      if (!sku) return [];
      const item: CartItem = {
        id: row.id,
        skuid: sku.skuId,
        goodsid: sku.goodsId,
        pic: publicImageUrl(sku.imageKey),
        proname: sku.goodsName,
        skuname: sku.skuName,
        newPrice: sku.unitPrice,
        qty: row.qty,
        newSumSales: lineTotal(sku.unitPrice, row.qty),
        isChecked: row.checked,
        isPlus: false,
        actID: 0,
        marketingAttribute: sku.tags.map((name) => ({ name })),
        templateType: sku.templateType,
        isorder: sku.orderable,
      };
      return [{ item, contractId: sku.contractId, contractName: sku.contractName }];
    });
  }
}
