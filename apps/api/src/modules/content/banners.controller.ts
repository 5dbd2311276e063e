import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes, type Banner } from '@seqportal/contract';
import { ConditionalGet } from '../../common/http/conditional-get.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { CatalogueRateLimit } from '../../infra/throttling/catalogue-rate-limit.decorator.js';
import { BannerDto } from './dto/banner.dto.js';
import { BannersService } from './banners.service.js';

/** The home page's banners (NewIndex), public and cached like the catalogue calls beside them. */
@CatalogueRateLimit()
@ApiTags('content')
@Controller()
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @Get(routePath('GetBanner'))
  @ConditionalGet()
  @ApiOperation({ summary: routes.GetBanner.summary })
  @ApiEnvelopeResponse(BannerDto, { isArray: true })
  list(): Promise<Banner[]> {
    return this.banners.active();
  }
}
