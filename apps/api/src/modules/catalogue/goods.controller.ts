import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  routes,
  type ListResponse,
  type ProductDetail,
  type ProductItem,
  type RecommendedItem,
  type SearchSuggestion,
} from '@seqportal/contract';
import { OptionalCustomer } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { UserInputError } from '../../common/errors/domain-errors.js';
import { ConditionalGet } from '../../common/http/conditional-get.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { CatalogueQueryService } from './catalogue-query.service.js';
import { GoodsDetailQueryDto, GoodsListRequestDto, SearchListQueryDto } from './dto/catalogue-requests.dto.js';
import {
  GoodsListResponseDto,
  ProductDetailDto,
  RecommendedItemDto,
  SearchSuggestionDto,
} from './dto/catalogue-responses.dto.js';
import { SearchService } from './search.service.js';
import { CatalogueRateLimit } from '../../infra/throttling/catalogue-rate-limit.decorator.js';
import { StorefrontService } from './storefront.service.js';

const PRICES_NOTE = '访客的应答里没有任何价格字段（不是 null）；登录后合同覆盖的SKU按合同价，否则按销售价。';

/** Search, list, recommendations and detail (NewGoodsContoller, spelt as the clients call it). */
@CatalogueRateLimit()
@ApiTags('catalogue')
@Controller()
export class GoodsController {
  constructor(
    private readonly catalogue: CatalogueQueryService,
    private readonly search: SearchService,
    private readonly storefront: StorefrontService,
  ) {}

  @Get(routePath('GetSearchList'))
  @ConditionalGet()
  @OptionalCustomer()
  @ApiOperation({ summary: routes.GetSearchList.summary, description: '至多10条，按相似度排序；不含价格。' })
  @ApiEnvelopeResponse(SearchSuggestionDto, { isArray: true })
  suggestions(@Query() query: SearchListQueryDto): Promise<SearchSuggestion[]> {
    return this.search.suggestions(query.search);
  }

  @Post(routePath('GetGoodsList'))
  @HttpCode(200)
  @OptionalCustomer()
  @ApiOperation({ summary: routes.GetGoodsList.summary, description: `每行一个SKU。${PRICES_NOTE}` })
  @ApiEnvelopeResponse(GoodsListResponseDto)
  goodsList(
    @CurrentCustomer() customer: CustomerPrincipal | undefined,
    @Body() body: GoodsListRequestDto,
  ): Promise<ListResponse<ProductItem>> {
    return this.catalogue.goodsList(customer, body);
  }

  @Get(routePath('GetRecommendGoods'))
  @ConditionalGet()
  @OptionalCustomer()
  @ApiOperation({ summary: routes.GetRecommendGoods.summary, description: PRICES_NOTE })
  @ApiEnvelopeResponse(RecommendedItemDto, { isArray: true })
  recommended(@CurrentCustomer() customer: CustomerPrincipal | undefined): Promise<RecommendedItem[]> {
    return this.storefront.recommended(customer);
  }

  @Get(routePath('GetGoodsDeatil'))
  @ConditionalGet()
  @OptionalCustomer()
  @ApiOperation({ summary: routes.GetGoodsDeatil.summary, description: `goodId 或 skuId 至少一个。${PRICES_NOTE}` })
  @ApiEnvelopeResponse(ProductDetailDto)
  detail(
    @CurrentCustomer() customer: CustomerPrincipal | undefined,
    @Query() query: GoodsDetailQueryDto,
  ): Promise<ProductDetail> {
    if (query.goodId === undefined && query.skuId === undefined) throw new UserInputError('请指定商品');
    return this.catalogue.goodsDetail(customer, query);
  }
}
