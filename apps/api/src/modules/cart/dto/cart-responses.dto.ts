import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  TemplateType,
  type AddToCartResponse,
  type CartCountResponse,
  type CartGroup,
  type CartItem,
  type MarketingAttribute,
  type ShoppingCartBuyListResponse,
  type ShoppingCartListResponse,
  type TemplateTypeValue,
} from '@seqportal/contract';

export class MarketingAttributeDto implements MarketingAttribute {
  @ApiProperty({ example: '热销' }) name: string;
}

export class CartItemDto implements CartItem {
  @ApiProperty({ example: 5, description: '样本箱条目ID（删除时使用）' }) id: number;
  @ApiProperty({ example: 31 }) skuid: number;
  @ApiProperty({ example: 12 }) goodsid: number;
  @ApiProperty({ example: '/api/File/public?key=goods/12.svg' }) pic: string;
  @ApiProperty({ example: '人全基因组重测序' }) proname: string;
  @ApiProperty({ example: 'PE150 · 30X' }) skuname: string;
  @ApiProperty({ example: '2380.00', description: '适用价格：合同价，否则销售价' }) newPrice: string;
  @ApiProperty({ example: 2 }) qty: number;
  @ApiProperty({ example: '4760.00', description: 'newPrice × qty' }) newSumSales: string;
  @ApiProperty({ example: true }) isChecked: boolean;
  @ApiProperty({ example: false }) isPlus: boolean;
  @ApiProperty({ example: 0 }) actID: number;
  @ApiProperty({ type: [MarketingAttributeDto] }) marketingAttribute: MarketingAttributeDto[];
  @ApiProperty({ enum: Object.values(TemplateType), example: 'SAMPLE' }) templateType: TemplateTypeValue;
  @ApiProperty({ example: true, description: '现在能否下单（在售且在合同范围内）' }) isorder: boolean;
}

export class CartGroupDto implements CartGroup {
  @ApiProperty({ example: '2026年度测序服务框架合同', description: '合同名称；非合同商品为「非合同商品」' })
  contractName: string;
  @ApiPropertyOptional({ example: 1 }) contractId?: number;
  @ApiProperty({ example: true, description: '组内商品全部勾选' }) isChecked: boolean;
  @ApiProperty({ type: [CartItemDto] }) cart: CartItemDto[];
}

export class CartListDto {
  @ApiProperty({ type: [CartGroupDto] }) newShowList: CartGroupDto[];
  @ApiProperty({ type: [CartItemDto], description: '全部条目，顺序同分组' }) listPro: CartItemDto[];
}

export class ShoppingCartListResponseDto implements ShoppingCartListResponse {
  @ApiProperty({ type: CartListDto }) cart: CartListDto;
}

export class CartCountResponseDto implements CartCountResponse {
  @ApiProperty({ example: 3, description: '样本箱中的商品条数' }) count: number;
}

export class AddToCartResponseDto implements AddToCartResponse {
  @ApiProperty({ example: true }) postOk: boolean;
}

export class ShoppingCartBuyListResponseDto implements ShoppingCartBuyListResponse {
  @ApiProperty({ type: [CartGroupDto] }) list: CartGroupDto[];
  @ApiProperty({ example: '4760.00' }) totalPrice: string;
}
