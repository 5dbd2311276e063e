import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_DELIVERY_SPECIES_ID,
  DeliveryMode,
  DeliverySpecies,
  type AuditTypeValue,
  type DeliveryModeValue,
  type PayOrderRequest,
} from '@seqportal/contract';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';
import { ORDER_NOT_FOUND } from '../order-not-found.error.js';
import { OrderNoField } from './order-no.field.js';

const ORDER_NO_REQUIRED = '订单号不能为空';

/**
 * Only shapes are checked here, and not even those of labName, agreement, addersid and datatime. The rules of spec part 1 section 5 (delivery lab, agreement, pickup time) run in
 * PayOrderService in the spec's order, so that a request breaking several of them reports the first.
 */
export class PayOrderDto implements PayOrderRequest {
  @OrderNoField({ missing: ORDER_NO_REQUIRED, malformed: ORDER_NOT_FOUND })
  orderNo: string;

  @ApiPropertyOptional({ type: 'integer', example: 3, description: '兼容旧客户端，服务端以账户为准' })
  @IsOptional()
  @IsInt()
  auditType: AuditTypeValue;

  @ApiProperty({
    enum: Object.values(DeliveryMode),
    example: DeliveryMode.Pickup,
    description: '2 上门取样，1 快递寄送',
  })
  @IsIn(Object.values(DeliveryMode), { message: '请选择送样方式' })
  mode: DeliveryModeValue;

  @ApiProperty({ example: '上海实验室', description: '派送地址：GetDeliveryLabs 返回的实验室名称之一' })
  @IsOptional()
  labName: string;

  @ApiProperty({ example: true, description: '已阅读并同意服务协议及隐私条款；必须为 true' })
  @IsOptional()
  agreement: boolean;

  @ApiPropertyOptional({ example: 7, description: '取样地址ID（上门取样时必填）' })
  @IsOptional()
  addersid?: number;

  @ApiPropertyOptional({
    example: '2026-03-10 14:30',
    description: '取样时间（业务时区 YYYY-MM-DD HH:mm），上门取样时必填',
  })
  @IsOptional()
  datatime?: string;

  @ApiPropertyOptional({ example: 'SF1234567890', description: '快递单号（可选）' })
  @IsOptional()
  @Trim()
  @IsString({ message: '快递单号格式不正确' })
  @MaxLength(50, { message: '快递单号不能超过50个字符' })
  couriernumber?: string;

  @ApiPropertyOptional({
    enum: Object.values(DeliverySpecies),
    example: DEFAULT_DELIVERY_SPECIES_ID,
    description: '配送选项，默认 2 闪测',
  })
  @IsOptional()
  @IsIn(Object.values(DeliverySpecies), { message: '配送选项不正确' })
  speciesId: number = DEFAULT_DELIVERY_SPECIES_ID;

  @ApiPropertyOptional({ example: '31,32', description: '兼容旧客户端：服务端按订单中的商品校验' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  skuIds: string = '';

  @ApiPropertyOptional({
    example: false,
    description: '额度不足时仍下单（否则返回 185）；订单标记为待PM处理，实验暂不开始',
  })
  @IsOptional()
  @IsBoolean({ message: '请求参数错误' })
  confirmCredit: boolean = false;
}
