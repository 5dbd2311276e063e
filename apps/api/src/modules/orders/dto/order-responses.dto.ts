import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DeliveryMode,
  OrderStatus,
  TemplateType,
  type DeliveryLab,
  type DeliveryModeValue,
  type ExpressInfo,
  type ExpressTrace,
  type ExpressTraceEntry,
  type GoodsIsPayResponse,
  type ListResponse,
  type Order,
  type OrderDetailsResponse,
  type OrderGoods,
  type OrderGoodsSamples,
  type OrderPickupAddress,
  type OrderStatusRef,
  type OrderStatusValue,
  type PayOrderResponse,
  type PlaceOrderResponse,
  type SampleKindLabel,
  type SampleRow,
  type SenderInfo,
  type TemplateTypeValue,
  type OrderStatusCount,
} from '@seqportal/contract';
import { MarketingAttributeDto } from '../../cart/dto/cart-responses.dto.js';

export class PlaceOrderResponseDto implements PlaceOrderResponse {
  @ApiProperty({ example: 0 }) code: number;
  @ApiProperty({ example: '成功' }) message: string;
  @ApiProperty({ example: '2026031000000042' }) orderNo: string;
}

export class PayOrderResponseDto implements PayOrderResponse {
  @ApiProperty({ example: '2026031000000042' }) orderNo: string;
  @ApiProperty({ example: '4760.00', description: '本单授信金额' }) totalPrice: string;
  @ApiProperty({ example: 'data:image/svg+xml;base64,PHN2Zy...', description: '送样条码（Code 128，SVG data URL）' })
  barcodeImg: string;
  @ApiProperty({ example: 'YB2026031000000042' }) barcodeNo: string;
  @ApiPropertyOptional({ example: '客服', description: '为「客服」时前端打开客服页' }) msg?: string;
  @ApiProperty({ example: false, description: '额度不足仍下单：实验等待PM处理' }) creditPending: boolean;
}

export class OrderStatusRefDto implements OrderStatusRef {
  @ApiProperty({ enum: Object.values(OrderStatus), example: OrderStatus.AwaitingSamples }) id: OrderStatusValue;
  @ApiProperty({ example: '待收样' }) name: string;
}

export class SenderInfoDto implements SenderInfo {
  @ApiProperty({ example: '张晓明' }) memberName: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) orgName: string;
  @ApiProperty({ example: '13800000001' }) memberPhone: string;
  @ApiProperty({ example: 'zhangxm@example.cn;' }) email: string;
}

export class ExpressTraceEntryDto implements ExpressTraceEntry {
  @ApiProperty({ example: '2026-03-11 09:12' }) time: string;
  @ApiProperty({ example: '已揽收' }) status: string;
}

export class ExpressTraceDto implements ExpressTrace {
  @ApiProperty({ example: 'SF1234567890' }) number: string;
  @ApiProperty({ example: '' }) expName: string;
  @ApiProperty({ type: [ExpressTraceEntryDto] }) list: ExpressTraceEntryDto[];
}

export class ExpressInfoDto implements ExpressInfo {
  @ApiProperty({ type: ExpressTraceDto }) result: ExpressTraceDto;
}

export class OrderGoodsSamplesDto implements OrderGoodsSamples {
  @ApiProperty({ enum: ['文库', '生物'] }) item1: SampleKindLabel;
  @ApiProperty({ type: 'array', items: { type: 'object' } }) item2: SampleRow[];
}

export class OrderGoodsDto implements OrderGoods {
  @ApiProperty({ example: '/api/File/public?key=goods/12.svg' }) goodsImg: string;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: 'PE150 · 30X' }) skuName: string;
  @ApiPropertyOptional({ example: 'PE150 · 30X' }) skutype?: string;
  @ApiProperty({ example: '2380.00' }) skuPrice: string;
  @ApiProperty({ example: 2 }) goodsCount: number;
  @ApiProperty({ example: '4760.00', description: 'skuPrice × goodsCount' }) actualPrice: string;
  @ApiProperty({ example: 31 }) skuId: number;
  @ApiProperty({ enum: Object.values(TemplateType), example: 'SAMPLE' }) templateType: TemplateTypeValue;
  @ApiProperty({ type: [MarketingAttributeDto] }) marketingAttribute: MarketingAttributeDto[];
  @ApiProperty({ type: OrderGoodsSamplesDto, nullable: true }) sample: OrderGoodsSamplesDto | null;
}

export class OrderPickupAddressDto implements OrderPickupAddress {
  @ApiProperty({ example: '张晓明' }) name: string;
  @ApiProperty({ example: '13800000001' }) phone: string;
  @ApiProperty({ example: '上海市' }) province: string;
  @ApiProperty({ example: '上海市' }) city: string;
  @ApiProperty({ example: '浦东新区' }) district: string;
  @ApiProperty({ example: '' }) street: string;
  @ApiProperty({ example: '张江高科技园区蔡伦路 100 号 2 号楼 301' }) address: string;
  @ApiProperty({ example: '201203' }) postalCode: string;
}

export class OrderDto implements Order {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: '2026031000000042' }) orderNo: string;
  @ApiProperty({ type: Number, example: 1, nullable: true }) contractId: number | null;
  @ApiProperty({ type: String, example: '2026年度测序服务框架合同', nullable: true }) contractName: string | null;
  @ApiProperty({ example: '2026-03-10T09:30:00.000Z' }) orderTime: string;
  @ApiPropertyOptional({ example: '2026-03-10T09:30:00.000Z' }) createTime?: string;
  @ApiProperty({ type: OrderStatusRefDto }) orderStatus: OrderStatusRefDto;
  @ApiProperty({
    enum: Object.values(DeliveryMode),
    nullable: true,
    example: DeliveryMode.Pickup,
    description: '2 上门取样，1 快递',
  })
  methodId: DeliveryModeValue | null;
  @ApiProperty({ example: 2 }) type: number;
  @ApiProperty({ example: '4760.00', description: '商品 actualPrice 之和' }) totalPrice: string;
  @ApiProperty({ example: '4760.00' }) orderAmount: string;
  @ApiProperty({ example: true }) isPay: boolean;
  @ApiProperty({ example: false, description: '可填写快递单号；填写后清除' }) isExpress: boolean;
  @ApiProperty({ example: true }) isDisplay: boolean;
  @ApiPropertyOptional({ example: false, description: '额度不足仍下单，实验等待PM处理' }) creditPending?: boolean;
  @ApiPropertyOptional({
    example: false,
    description:
      '待填写样本：收样前（状态1或2）有商品的已填样本数少于下单数量（与工作台待办「待填写样本信息」同一规则）',
  })
  samplesToFill?: boolean;
  @ApiPropertyOptional({ enum: ['文库', '生物'], description: '首个商品为核酸样本类型时为「生物」，否则「文库」' })
  sampleType?: SampleKindLabel;
  @ApiProperty({ type: [OrderGoodsDto] }) goods: OrderGoodsDto[];
  @ApiProperty({ type: SenderInfoDto, nullable: true, description: '列表中为 null，详情中为寄件人信息' })
  sampleinformation: SenderInfoDto | null;
  @ApiProperty({ type: ExpressInfoDto, nullable: true }) express: ExpressInfoDto | null;
  @ApiPropertyOptional({ type: String, example: '上海实验室', nullable: true }) labName?: string | null;
  @ApiPropertyOptional({
    type: () => DeliveryLabDto,
    nullable: true,
    description: '所选实验室的收样地址、收件人与电话',
  })
  lab?: DeliveryLabDto | null;
  @ApiPropertyOptional({ type: String, example: '2026-03-10T06:30:00.000Z', nullable: true }) pickupTime?:
    string | null;
  @ApiPropertyOptional({ type: OrderPickupAddressDto, nullable: true }) pickupAddress?: OrderPickupAddressDto | null;
  @ApiPropertyOptional({ example: null, nullable: true }) courierNumber?: string | null;
  @ApiPropertyOptional({ type: Number, example: 2, nullable: true }) speciesId?: number | null;
  @ApiPropertyOptional({ type: String, example: '2026-03-10T09:31:00.000Z', nullable: true }) placedAt?: string | null;
  @ApiPropertyOptional({ type: String, example: 'YB2026031000000042', nullable: true }) barcodeNo?: string | null;
  @ApiPropertyOptional({ type: String, example: 'data:image/svg+xml;base64,PHN2Zy...', nullable: true }) barcodeImg?:
    string | null;
  @ApiPropertyOptional({
    type: Number,
    example: 3,
    nullable: true,
    description: '仅详情：订单中服务的最长交付周期（工作日）',
  })
  turnaroundDays?: number | null;
  @ApiPropertyOptional({
    type: String,
    example: '2025-11-26',
    nullable: true,
    description: '仅详情：预计交付日期，首个样本收样日期加交付周期（工作日）；收样前为 null',
  })
  expectedDeliveryDate?: string | null;
}

export class OrderListResponseDto implements ListResponse<Order> {
  @ApiProperty({ type: [OrderDto] }) list: OrderDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 10 }) pageSize: number;
  @ApiProperty({ example: 23 }) totalCount: number;
}

export class OrderDetailsResponseDto implements OrderDetailsResponse {
  @ApiProperty({ example: true }) postOk: boolean;
  @ApiProperty({ type: [OrderDto] }) list: OrderDto[];
}

export class GoodsIsPayResponseDto implements GoodsIsPayResponse {
  @ApiProperty({ example: true }) isPay: boolean;
}

export class DeliveryLabDto implements DeliveryLab {
  @ApiProperty({ example: '上海实验室' }) name: string;
  @ApiProperty({ example: '上海市浦东新区张江高科技园区蔡伦路88号', description: '收样地址' }) address: string;
  @ApiProperty({ example: '陈收样', description: '收件人' }) recipient: string;
  @ApiProperty({ example: '021-50801234', description: '联系电话' }) phone: string;
}

/** Orders per status title: the workbench's counts and the billing centre's, one schema in the OpenAPI document. */
export class OrderStatusCountDto implements OrderStatusCount {
  @ApiProperty({ example: '待收样' }) title: string;
  @ApiProperty({ example: 3 }) count: number;
}
