import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes, type CustomizedService } from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { CustomizedServiceDto } from './dto/catalogue-responses.dto.js';
import { CustomizedServicesService } from './customized-services.service.js';

/** The services customised for the signed-in customer (its contracts' goods and agreed prices). */
@ApiTags('catalogue')
@Controller()
@CustomerOnly()
export class CustomizedController {
  constructor(private readonly customized: CustomizedServicesService) {}

  @Get(routePath('GetCustomized'))
  @ApiOperation({
    summary: routes.GetCustomized.summary,
    description:
      '定制服务 = 调用者（本人或所属单位）当前有效合同覆盖的商品：每个商品一行，id 为商品ID，description 列出合同名称、' +
      '合同编号、规格与合同价。无合同的客户答空列表（定制需求通过客服提出）。',
  })
  @ApiEnvelopeResponse(CustomizedServiceDto, { isArray: true })
  list(@CurrentCustomer() customer: CustomerPrincipal): Promise<CustomizedService[]> {
    return this.customized.list(customer);
  }
}
