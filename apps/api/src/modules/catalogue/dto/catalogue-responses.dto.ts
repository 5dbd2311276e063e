import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  TAG_LOCATIONS,
  TemplateType,
  type CatalogueContract,
  type GoodsStandard,
  type HomeGoodsGroup,
  type HomeGoodsItem,
  type HotKeywordResponse,
  type ListResponse,
  type MenuCategory,
  type ProductDetail,
  type ProductDetailPro,
  type ProductItem,
  type ProductTag,
  type PropertyTypeValue,
  type RecommendedItem,
  type CustomizedService,
  type SearchSuggestion,
  type SkuEditor,
  type TagLocationValue,
  type TaxType,
  type TemplateTypeValue,
} from '@seqportal/contract';

const TEMPLATE_TYPES = Object.values(TemplateType);
const PRICE_NOTE = '登录后才有：访客的应答里没有这个字段';

export class MenuCategoryDto implements MenuCategory {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'SEQ' }) codeNo: string;
  @ApiProperty({ example: '测序服务' }) title: string;
  @ApiProperty({ type: () => [MenuCategoryDto] }) children: MenuCategoryDto[];
}

export class HotKeywordDto implements HotKeywordResponse {
  @ApiProperty({ example: '全基因组\nPE150\n单细胞' }) hotKeyword: string;
}

export class ProductTagDto implements ProductTag {
  @ApiProperty({ example: '热销' }) name: string;
  @ApiProperty({ enum: TAG_LOCATIONS, example: 'TOP_LEFT' }) location: TagLocationValue;
}

export class ProductItemDto implements ProductItem {
  @ApiProperty({ example: 31, description: 'SKU ID' }) id: number;
  @ApiProperty({ example: 12 }) goodsId: number;
  @ApiProperty({ example: 12 }) goodsid: number;
  @ApiProperty({ example: 31 }) skuId: number;
  @ApiProperty({ example: 31 }) skuid: number;
  @ApiProperty({ example: 'WGS-HU-30X' }) skuCode: string;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: '人全基因组重测序' }) name: string;
  @ApiProperty({ example: 'PE150 · 30X' }) specName: string;
  @ApiProperty({ example: '/api/File/public?key=goods/12.svg' }) goodsImg: string;
  @ApiProperty({ example: 'WGS' }) categoryNo: string;
  @ApiProperty({ example: 'NovaSeq X Plus' }) sequencingPlaform: string;
  @ApiPropertyOptional({ example: '3200.00', description: PRICE_NOTE }) salePrice?: string;
  @ApiPropertyOptional({ example: '2800.00', description: `合同价或销售价；${PRICE_NOTE}` }) unitPrice?: string;
  @ApiPropertyOptional({ example: '4000.00', description: PRICE_NOTE }) marketPrice?: string;
  @ApiPropertyOptional({ example: '4000.00', description: PRICE_NOTE }) marketprice?: string;
  @ApiProperty({ example: true, description: '调用者可下单（合同客户仅限合同内商品）' }) isorder: boolean;
  @ApiProperty({ example: true, description: '调用者的有效合同覆盖该SKU' }) isContract: boolean;
  @ApiProperty({ type: [ProductTagDto] }) label: ProductTagDto[];
  @ApiProperty({ type: [ProductTagDto] }) newMarketAttributes: ProductTagDto[];
  @ApiProperty({ enum: [0, 1], example: 0 }) propertyType: PropertyTypeValue;
  @ApiProperty({ enum: TEMPLATE_TYPES, example: 'SAMPLE' }) templateType: TemplateTypeValue;
}

export class GoodsListResponseDto implements ListResponse<ProductItem> {
  @ApiProperty({ type: [ProductItemDto] }) list: ProductItemDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 10 }) pageSize: number;
  @ApiProperty({ example: 57 }) totalCount: number;
}

export class HomeGoodsItemDto extends ProductItemDto implements HomeGoodsItem {
  @ApiProperty({ type: [ProductTagDto] }) goodslable: ProductTagDto[];
}

export class HomeGoodsGroupDto implements HomeGoodsGroup {
  @ApiProperty({ example: '测序服务' }) title: string;
  @ApiProperty({ enum: ['contract', 'category'], example: 'category' }) kind: 'contract' | 'category';
  @ApiPropertyOptional({ example: 1 }) contractId?: number;
  @ApiPropertyOptional({ example: 'SEQ' }) categoryNo?: string;
  @ApiProperty({ type: [HomeGoodsItemDto], description: '至多10个' }) info: HomeGoodsItemDto[];
}

export class CustomizedServiceDto implements CustomizedService {
  @ApiProperty({ example: 12, description: '商品ID' }) id: number;
  @ApiProperty({ example: '人全基因组重测序' }) name: string;
  @ApiProperty({ example: '上海示例年度测序合同（HT-2026-SH-001）PE150 · 30X 合同价¥2,550.00' }) description: string;
}

export class SearchSuggestionDto implements SearchSuggestion {
  @ApiProperty({ example: 12 }) goodsId: number;
  @ApiProperty({ example: 31 }) skuId: number;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: 'WGS-HU-30X' }) skuCode: string;
  @ApiProperty({ example: 'PE150 · 30X' }) specName: string;
}

export class TaxTypeDto implements TaxType {
  @ApiProperty({ example: '增值税专用发票（6%）' }) name: string;
}

export class SkuEditorDto implements SkuEditor {
  @ApiProperty({ example: 31 }) skuId: number;
  @ApiProperty({ example: 'WGS-HU-30X' }) skuCode: string;
  @ApiProperty({ example: 'PE150 · 30X' }) specName: string;
  @ApiPropertyOptional({ example: '3200.00', description: PRICE_NOTE }) salePrice?: string;
  @ApiPropertyOptional({ example: '2800.00', description: PRICE_NOTE }) unitPrice?: string;
  @ApiPropertyOptional({ example: '4000.00', description: PRICE_NOTE }) marketPrice?: string;
  @ApiPropertyOptional({ example: '4000.00', description: PRICE_NOTE }) marketprice?: string;
  @ApiProperty({ type: [TaxTypeDto] }) taxType: TaxTypeDto[];
  @ApiProperty({ example: true }) isContract: boolean;
  @ApiProperty({ example: true }) isorder: boolean;
}

export class GoodsStandardDto implements GoodsStandard {
  @ApiProperty({ example: '测序平台' }) name: string;
  @ApiProperty({ example: 'NovaSeq X Plus' }) valueName: string;
}

export class ProductDetailProDto implements ProductDetailPro {
  @ApiProperty({ example: 12 }) goodsId: number;
  @ApiProperty({ example: 31 }) skuId: number;
  @ApiProperty({ example: '人全基因组重测序' }) title: string;
  @ApiProperty({ example: 'WGS' }) categoryNo: string;
  @ApiProperty({ example: '/api/File/public?key=goods/12.svg' }) goodsImg: string;
  @ApiProperty({ type: [SkuEditorDto] }) skuEditor: SkuEditorDto[];
  @ApiProperty({ type: [GoodsStandardDto] }) goodsStandard: GoodsStandardDto[];
  @ApiProperty({ example: 'NovaSeq X Plus' }) sequencingPlaform: string;
  @ApiProperty({ example: '标准分析' }) serviceModelName: string;
  @ApiProperty({ example: '<h3>服务内容</h3><p>……</p>', description: '已净化的HTML' }) descHtmlInfo: string;
  @ApiProperty({ example: '基因组DNA ≥ 1 μg，浓度 ≥ 20 ng/μL' }) sampleRequirement: string;
  @ApiProperty({ enum: [0, 1], example: 0 }) propertyType: PropertyTypeValue;
  @ApiProperty({ enum: TEMPLATE_TYPES, example: 'SAMPLE' }) templateType: TemplateTypeValue;
  @ApiProperty({ type: [ProductTagDto] }) label: ProductTagDto[];
  @ApiProperty({ example: true }) isorder: boolean;
  @ApiProperty({ example: true }) isContract: boolean;
}

export class CatalogueContractDto implements CatalogueContract {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: '2026年度测序服务框架合同' }) name: string;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractNo: string;
  @ApiProperty({ example: true }) isContract: boolean;
  @ApiPropertyOptional({ example: '2800.00', description: '所选SKU的合同价' }) marketPrice?: string;
  @ApiProperty({ type: [ProductItemDto] }) productList: ProductItemDto[];
  @ApiProperty({ type: [ProductItemDto] }) list: ProductItemDto[];
}

export class ProductDetailDto implements ProductDetail {
  @ApiProperty({ type: ProductDetailProDto }) pro: ProductDetailProDto;
  @ApiProperty({ type: [String], example: ['/api/File/public?key=goods/12.svg'] }) banner: string[];
  @ApiProperty({ enum: TEMPLATE_TYPES, example: 'SAMPLE' }) templateType: TemplateTypeValue;
  @ApiProperty({ example: true }) isCanFlash: boolean;
  @ApiProperty({ type: [CatalogueContractDto] }) contractList: CatalogueContractDto[];
}

export class RecommendedItemDto implements RecommendedItem {
  @ApiProperty({ example: 12 }) goodsid: number;
  @ApiProperty({ example: '/api/File/public?key=goods/12.svg' }) goodsimg: string;
  @ApiProperty({ example: '人全基因组重测序' }) goodsname: string;
  @ApiPropertyOptional({ example: '2800.00', description: PRICE_NOTE }) unitPrice?: string;
  @ApiPropertyOptional({ example: '4000.00', description: PRICE_NOTE }) marketprice?: string;
  @ApiProperty({ example: 31 }) skuid: number;
  @ApiProperty({ enum: [0, 1], example: 0 }) propertyType: PropertyTypeValue;
  @ApiProperty({ enum: TEMPLATE_TYPES, example: 'SAMPLE' }) templateType: TemplateTypeValue;
  @ApiProperty({ type: [ProductTagDto] }) newMarketAttributes: ProductTagDto[];
}
