import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueQueryService } from './catalogue-query.service.js';
import { CustomizedController } from './customized.controller.js';
import { CustomizedServicesService } from './customized-services.service.js';
import { CATALOGUE_ENTITIES } from './entities/index.js';
import { GoodsController } from './goods.controller.js';
import { IndexController } from './index.controller.js';
import { PreparedSqlService } from './prepared-sql.service.js';
import { PublicFileController } from './public-file.controller.js';
import { SearchService } from './search.service.js';
import { StorefrontService } from './storefront.service.js';

/** The shop window: home page, category menu, search, product list and detail, catalogue images. */
@Module({
  imports: [TypeOrmModule.forFeature(CATALOGUE_ENTITIES)],
  controllers: [IndexController, GoodsController, PublicFileController, CustomizedController],
  providers: [PreparedSqlService, CatalogueQueryService, StorefrontService, SearchService, CustomizedServicesService],
  exports: [CatalogueQueryService],
})
export class CatalogueModule {}
