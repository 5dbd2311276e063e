import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_PAGE_SIZE,
  ErrorCode,
  EXPRESS_NUMBER_REQUIRED,
  ORDER_LIST_MAX_PAGE_SIZE,
  ORDER_STATUS_ALL,
  OrderStatus,
  type AddExpressQuery,
  type CancelOrderQuery,
  type DeliveryLabsQuery,
  type GoodsIsPayQuery,
  type OrderListQuery,
  type OrderNoQuery,
  type OrderStatusValue,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';
import { INT4_MAX } from '../../../common/http/ranges.js';
import { ORDER_NOT_FOUND } from '../order-not-found.error.js';
import { OrderNoField } from './order-no.field.js';
import { PageField, PageSizeField } from '../../../common/http/page-field.js';

/** An id that cannot be an order's (an order number, a word, beyond the column's range) answers 404 like a missing one. */
const NO_SUCH_ORDER = { code: ErrorCode.NotFound };
const STATUSES = [ORDER_STATUS_ALL, ...Object.values(OrderStatus)];

export class OrderIdQueryDto implements CancelOrderQuery {
  @ApiProperty({ example: 42, description: '订单ID' })
  @Type(() => Number)
  @IsInt({ message: ORDER_NOT_FOUND, context: NO_SUCH_ORDER })
  @Min(1, { message: ORDER_NOT_FOUND, context: NO_SUCH_ORDER })
  @Max(INT4_MAX, { message: ORDER_NOT_FOUND, context: NO_SUCH_ORDER })
  orderid: number;
}

export class OrderNoQueryDto implements OrderNoQuery, GoodsIsPayQuery {
  @OrderNoField({ missing: ORDER_NOT_FOUND, malformed: ORDER_NOT_FOUND })
  orderNo: string;
}

export class OrderListQueryDto implements OrderListQuery {
  @PageField()
  page: number = 1;

  @ApiPropertyOptional({
    enum: STATUSES,
    example: 0,
    default: 0,
    description: '0 全部，1 待付款，2 待收样，3 已收样，4 已完成，5 已取消',
  })
  @Type(() => Number)
  @IsIn(STATUSES, { message: '订单状态不正确' })
  status: OrderStatusValue | 0 = ORDER_STATUS_ALL;

  @PageSizeField({ max: ORDER_LIST_MAX_PAGE_SIZE, defaultSize: DEFAULT_PAGE_SIZE })
  pageSize: number = DEFAULT_PAGE_SIZE;
}

export class AddExpressQueryDto implements AddExpressQuery {
  @ApiProperty({ example: 'SF1234567890', description: '快递单号' })
  @Trim()
  @IsString({ message: EXPRESS_NUMBER_REQUIRED })
  @IsNotEmpty({ message: EXPRESS_NUMBER_REQUIRED })
  @MaxLength(50, { message: '快递单号不能超过50个字符' })
  expressorder: string;

  @ApiProperty({ example: 42, description: '订单ID' })
  @Type(() => Number)
  @IsInt({ message: ORDER_NOT_FOUND, context: NO_SUCH_ORDER })
  @Min(1, { message: ORDER_NOT_FOUND, context: NO_SUCH_ORDER })
  @Max(INT4_MAX, { message: ORDER_NOT_FOUND, context: NO_SUCH_ORDER })
  orderid: number;
}

export class DeliveryLabsQueryDto implements DeliveryLabsQuery {
  @ApiProperty({ example: '31,32', description: 'SKU ID，逗号分隔' })
  @IsString({ message: '请选择商品' })
  @IsNotEmpty({ message: '请选择商品' })
  @MaxLength(2000, { message: '请选择商品' })
  skuIds: string;
}
