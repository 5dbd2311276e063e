import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  routes,
  type ChartRow,
  type ContractTemplate,
  type CustomProduct,
  type PendingSampleRow,
  type RecentPurchase,
  type TodoItem,
} from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { ChartService } from './chart.service.js';
import {
  ChartQueryDto,
  ChartRowDto,
  ContractTemplateDto,
  CustomProductDto,
  PendingSampleRowDto,
  RecentPurchaseDto,
  TodoItemDto,
} from './dto/workbench.dto.js';
import { TodoService } from './todo.service.js';
import { WorkbenchListsService } from './workbench-lists.service.js';

/** The /work page: to-dos, chart, pending samples, recent purchases, custom products, contract templates. */
@ApiTags('workbench')
@Controller()
@CustomerOnly()
export class WorkbenchController {
  constructor(
    private readonly todos: TodoService,
    private readonly charts: ChartService,
    private readonly lists: WorkbenchListsService,
  ) {}

  @Get(routePath('GetTodoList'))
  @ApiOperation({
    summary: routes.GetTodoList.summary,
    description: '待付款、待填写样本信息、待填写快递单号、报告已出；最新在前，最多50条；按机构统计。',
  })
  @ApiEnvelopeResponse(TodoItemDto, { isArray: true })
  todoList(@CurrentCustomer() customer: CustomerPrincipal): Promise<TodoItem[]> {
    return this.todos.list(customer);
  }

  @Get(routePath('GetChart'))
  @ApiOperation({
    summary: routes.GetChart.summary,
    description:
      'type 1 近12个月（按月）、2 近30天、3 近7天（默认）、0 自定义 enterTime=开始~结束（超过92天按月）。' +
      '结束早于开始：您选择的结束日期早于开始日期；日期缺失或格式不对：请选择正确的日期！',
  })
  @ApiEnvelopeResponse(ChartRowDto, { isArray: true })
  chart(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: ChartQueryDto): Promise<ChartRow[]> {
    return this.charts.chart(customer, query);
  }

  @Get(routePath('GetPendingSamples'))
  @ApiOperation({ summary: routes.GetPendingSamples.summary, description: '已下单、实验室尚未收到的样本，最多50条。' })
  @ApiEnvelopeResponse(PendingSampleRowDto, { isArray: true })
  pendingSamples(@CurrentCustomer() customer: CustomerPrincipal): Promise<PendingSampleRow[]> {
    return this.lists.pendingSamples(customer);
  }

  @Get(routePath('GetRecentPurchases'))
  @ApiOperation({
    summary: routes.GetRecentPurchases.summary,
    description: '最近购买的在售规格（再次购买），最多8个。',
  })
  @ApiEnvelopeResponse(RecentPurchaseDto, { isArray: true })
  recentPurchases(@CurrentCustomer() customer: CustomerPrincipal): Promise<RecentPurchase[]> {
    return this.lists.recentPurchases(customer);
  }

  @Get(routePath('GetCustomProducts'))
  @ApiOperation({ summary: routes.GetCustomProducts.summary, description: '有效合同覆盖的产品及已下单样本数。' })
  @ApiEnvelopeResponse(CustomProductDto, { isArray: true })
  customProducts(@CurrentCustomer() customer: CustomerPrincipal): Promise<CustomProduct[]> {
    return this.lists.customProducts(customer);
  }

  @Get(routePath('GetContractTemplateList'))
  @ApiOperation({
    summary: routes.GetContractTemplateList.summary,
    description: '每个有效合同按文库/生物各一个样本模板。',
  })
  @ApiEnvelopeResponse(ContractTemplateDto, { isArray: true })
  contractTemplates(@CurrentCustomer() customer: CustomerPrincipal): Promise<ContractTemplate[]> {
    return this.lists.contractTemplates(customer);
  }
}
