import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { routes, type BatchSubmitOrderResponse, type SampleKindLabel, type SyncResult } from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { RequireMemberPermission } from '../../common/auth/member-permission.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { BodyLimit, SAMPLE_LIST_BODY_LIMITS } from '../../common/http/body-guard.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiIdempotencyKey, IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { ContractOrdersService } from './contract-orders.service.js';
import {
  BatchSubmitOrderDto,
  BatchSubmitOrderResponseDto,
  SaveSyncProductDto,
  SyncProductQueryDto,
  SyncProductShoppingCatDto,
} from './dto/contract-order.dto.js';

class SyncResultDto {
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '文库行（文库产品时）' })
  wkList?: SyncResult['wkList'];
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '生物样本行（生物产品时）' })
  ybList?: SyncResult['ybList'];
  @ApiProperty({ enum: ['文库', '生物'], example: '文库' }) sampleType: SampleKindLabel;
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: '待填写的样本行，每件商品一行' })
  sampleList: SyncResult['sampleList'];
}

const GATE =
  '需机构认证通过（auditType 3），否则 code 183，message 为对应提示，body.auditType。' +
  'SyncProductShoppingCat 与 BatchSubmitOrder 还需下单权限（子账号由主账号授予），否则 403。';

/** Contract ordering: sync the chosen contract products, batch-submit the order, save its samples. */
@ApiTags('contracts')
@Controller()
@CustomerOnly()
export class ContractOrdersController {
  constructor(private readonly contractOrders: ContractOrdersService) {}

  @Post(routePath('SyncProductShoppingCat'))
  @RequireMemberPermission('order')
  @HttpCode(200)
  @ApiOperation({
    summary: routes.SyncProductShoppingCat.summary,
    description:
      `${GATE} 保存为该合同的下单草稿并返回待填写样本行。无合同 您目前暂未签定合同，请联系客服！；他人合同 404；` +
      '合同无商品 该合同下无可用产品；空选择 批量下单时至少选择一个商品！；合同外商品 184；生物与文库混选 您选择的产品不能同时包含生物产品和文库产品！。失败时不改变已有草稿。',
  })
  @ApiEnvelopeResponse(SyncResultDto)
  sync(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SyncProductShoppingCatDto): Promise<SyncResult> {
    return this.contractOrders.sync(customer, dto);
  }

  @Post(routePath('SyncProduct'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.SyncProduct.summary,
    description: `${GATE} 该合同已同步（SyncProductShoppingCat）的商品，作为待填写样本行。`,
  })
  @ApiEnvelopeResponse(SyncResultDto)
  synced(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: SyncProductQueryDto): Promise<SyncResult> {
    return this.contractOrders.synced(customer, query.contractId);
  }

  @Post(routePath('BatchSubmitOrder'))
  @RequireMemberPermission('order')
  @HttpCode(200)
  @ApiIdempotencyKey()
  @ApiOperation({
    summary: routes.BatchSubmitOrder.summary,
    description:
      `${GATE} 按合同价由草稿创建待付款合同订单。预付合同在同一事务内锁定合同并扣减余额，余额不足 187 且不创建订单；` +
      '授信合同在下单（PayOrder）时占用授信额度。相同 Idempotency-Key 与请求体返回同一订单，请求体不同 409。',
  })
  @ApiEnvelopeResponse(BatchSubmitOrderResponseDto)
  batchSubmit(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Body() dto: BatchSubmitOrderDto,
    @IdempotencyKey() key: string | undefined,
  ): Promise<BatchSubmitOrderResponse> {
    return this.contractOrders.batchSubmit(customer, dto, key);
  }

  @Post(routePath('SaveSyncProduct'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.SaveSyncProduct.summary,
    description:
      `${GATE} 保存本人合同订单的样本、文库与index（zwkList 按 wkName 归入文库）。样本规则错误 400（body.errors），` +
      'index 冲突 400（body.collisions）；他人订单 404。',
  })
  @ApiEnvelopeResponse(null)
  @BodyLimit(SAMPLE_LIST_BODY_LIMITS)
  async save(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SaveSyncProductDto) {
    await this.contractOrders.saveSamples(customer, dto);
    return new ApiResult(null, '保存成功');
  }
}
