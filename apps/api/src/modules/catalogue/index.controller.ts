import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes, type HomeGoodsGroup, type HotKeywordResponse, type MenuCategory } from '@seqportal/contract';
import { OptionalCustomer } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ConditionalGet } from '../../common/http/conditional-get.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { HomeGoodsGroupDto, HotKeywordDto, MenuCategoryDto } from './dto/catalogue-responses.dto.js';
import { CatalogueRateLimit } from '../../infra/throttling/catalogue-rate-limit.decorator.js';
import { StorefrontService } from './storefront.service.js';

/** The home page's catalogue calls (NewIndex); its banners are content's. */
@CatalogueRateLimit()
@ApiTags('catalogue')
@Controller()
export class IndexController {
  constructor(private readonly storefront: StorefrontService) {}

  @Get(routePath('GetIndexGoods'))
  @ConditionalGet()
  @OptionalCustomer()
  @ApiOperation({
    summary: routes.GetIndexGoods.summary,
    description: '登录后先按合同分组（合同价），再按一级分类分组；每组至多10个。访客的应答里没有任何价格字段。',
  })
  @ApiEnvelopeResponse(HomeGoodsGroupDto, { isArray: true })
  indexGoods(@CurrentCustomer() customer: CustomerPrincipal | undefined): Promise<HomeGoodsGroup[]> {
    return this.storefront.homeGroups(customer);
  }

  @Get(routePath('GetCategoryList'))
  @ConditionalGet()
  @ApiOperation({ summary: routes.GetCategoryList.summary })
  @ApiEnvelopeResponse(MenuCategoryDto, { isArray: true })
  categories(): Promise<MenuCategory[]> {
    return this.storefront.categoryTree();
  }

  @Get(routePath('GetHotKeyWord'))
  @ConditionalGet()
  @ApiOperation({ summary: routes.GetHotKeyWord.summary })
  @ApiEnvelopeResponse(HotKeywordDto)
  hotKeywords(): Promise<HotKeywordResponse> {
    return this.storefront.hotKeywords();
  }
}
