import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { StaffOnly } from '../../../common/auth/staff-auth.guard.js';
import { CurrentStaff, type StaffPrincipal } from '../../../common/auth/staff-principal.js';
import { UserInputError } from '../../../common/errors/domain-errors.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import {
  CreditNoteDto,
  CreditNoteListQueryDto,
  CreditNotePageDto,
  GenerateStatementsDto,
  GenerateStatementsResponseDto,
  RecordCreditNoteDto,
  ResolveStatementDisputeDto,
  StatementDisputeEntryDto,
  StatementDisputePageDto,
  StatementDisputeQueryDto,
} from './dto/statement.dto.js';
import { CreditNotesService } from './credit-notes.service.js';
import { lastMonth } from './helpers/statement-period.js';
import { StatementClock } from './statement-clock.service.js';
import { StatementGeneratorService } from './statement-generator.service.js';
import { StatementsService } from './statements.service.js';

export const PERIOD_NOT_ENDED = '只能生成已结束月份的对账单';

/**
 * Support staff and administrators: the statement disputes queue, generating a month's statements now, and credit
 * notes (减免) on unpaid orders.
 */
@ApiTags('admin')
@Controller()
export class StatementsAdminController {
  constructor(
    private readonly statements: StatementsService,
    private readonly generator: StatementGeneratorService,
    private readonly clock: StatementClock,
    private readonly creditNotes: CreditNotesService,
  ) {}

  @Get(routePath('AdminStatementDisputes'))
  @StaffOnly('support')
  @ApiOperation({ summary: routes.AdminStatementDisputes.summary, description: '新异议在前；默认只列待处理的。' })
  @ApiEnvelopeResponse(StatementDisputePageDto)
  disputes(@Query() query: StatementDisputeQueryDto): Promise<StatementDisputePageDto> {
    return this.statements.disputes(query);
  }

  @Post(routePath('AdminResolveStatementDispute'))
  @HttpCode(200)
  @StaffOnly('support')
  @ApiOperation({
    summary: routes.AdminResolveStatementDispute.summary,
    description: '对账单的最后一个异议处理后，对账单重新等待客户确认（新的5个自然日）。',
  })
  @ApiEnvelopeResponse(StatementDisputeEntryDto)
  async resolve(@CurrentStaff() staff: StaffPrincipal, @Body() dto: ResolveStatementDisputeDto) {
    return new ApiResult(await this.statements.resolve(staff, dto.id, dto.resolution), '异议已处理');
  }

  @Post(routePath('AdminGenerateStatements'))
  @HttpCode(200)
  @StaffOnly('support')
  @ApiOperation({
    summary: routes.AdminGenerateStatements.summary,
    description: '每个合同每月只有一张对账单：重复调用或与定时任务同时运行都不会重复生成。',
  })
  @ApiEnvelopeResponse(GenerateStatementsResponseDto)
  async generate(@Body() dto: GenerateStatementsDto): Promise<GenerateStatementsResponseDto> {
    const period = dto.period ?? lastMonth(this.clock.today());
    if (period >= this.clock.today().slice(0, 7)) throw new UserInputError(PERIOD_NOT_ENDED);
    return { period, ...(await this.generator.generate(period)) };
  }

  @Get(routePath('AdminCreditNotes'))
  @StaffOnly('support')
  @ApiOperation({ summary: routes.AdminCreditNotes.summary, description: '按开具时间倒序，每页默认20条。' })
  @ApiEnvelopeResponse(CreditNotePageDto)
  creditNoteList(@Query() query: CreditNoteListQueryDto): Promise<CreditNotePageDto> {
    return this.creditNotes.list(query);
  }

  @Post(routePath('AdminRecordCreditNote'))
  @HttpCode(200)
  @StaffOnly('support')
  @ApiOperation({
    summary: routes.AdminRecordCreditNote.summary,
    description:
      '只能减免已收样生效、尚未结清的订单，金额不超过订单未付金额；当月对账单列为减免明细，订单回款按减免后的金额计。',
  })
  @ApiEnvelopeResponse(CreditNoteDto)
  async recordCreditNote(@CurrentStaff() staff: StaffPrincipal, @Body() dto: RecordCreditNoteDto) {
    return new ApiResult(await this.creditNotes.record(staff, dto), '减免已开具');
  }
}
