import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CREDIT_NOTE_REASON_MAX,
  CREDIT_NOTE_MESSAGES,
  STATEMENT_DISPUTE_MESSAGES,
  STATEMENT_COMMENT_MAX,
  StatementDisputeStatus,
  StatementLineKind,
  StatementStatus,
  type ConfirmStatementRequest,
  type CreditNote,
  type CreditNoteEntry,
  type CreditNoteListQuery,
  type RecordCreditNoteRequest,
  type DisputeStatementRequest,
  type GenerateStatementsRequest,
  type GenerateStatementsResponse,
  type ResolveStatementDisputeRequest,
  type StatementAging,
  type StatementDetail,
  type StatementDisputeEntry,
  type StatementDisputeInfo,
  type StatementDisputeQuery,
  type StatementDisputeStatusValue,
  type StatementFileResponse,
  type StatementIdQuery,
  type StatementLine,
  type StatementLineKindValue,
  type StatementListQuery,
  type StatementStatusValue,
  type StatementSummary,
} from '@seqportal/contract';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { INT4_MAX } from '../../../../common/http/ranges.js';
import { STATEMENT_NOT_FOUND } from '../statements.service.js';
import { PageField, PageSizeField } from '../../../../common/http/page-field.js';

export const COMMENT_REQUIRED = STATEMENT_DISPUTE_MESSAGES.commentRequired;
export const COMMENT_TOO_LONG = `异议说明不能超过${STATEMENT_COMMENT_MAX}个字`;
export const RESOLUTION_REQUIRED = STATEMENT_DISPUTE_MESSAGES.resolutionRequired;
export const RESOLUTION_TOO_LONG = `处理意见不能超过${STATEMENT_COMMENT_MAX}个字`;
export const LINE_REQUIRED = '请选择有异议的明细';
export const PERIOD_INVALID = '请选择正确的月份';
export const CREDIT_ORDER_REQUIRED = CREDIT_NOTE_MESSAGES.orderRequired;
export const CREDIT_AMOUNT_INVALID = CREDIT_NOTE_MESSAGES.amountInvalid;
export const CREDIT_REASON_REQUIRED = CREDIT_NOTE_MESSAGES.reasonRequired;
export const CREDIT_REASON_TOO_LONG = `减免原因不能超过${CREDIT_NOTE_REASON_MAX}个字`;
const NOT_FOUND = { code: 404 };
const PAGE_MAX = 100;

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

function IdField(message: string, context?: object) {
  return (target: object, key: string) => {
    ApiProperty({ example: 1 })(target, key);
    Type(() => Number)(target, key);
    IsInt({ message, context })(target, key);
    Min(1, { message, context })(target, key);
    Max(INT4_MAX, { message, context })(target, key);
  };
}

function PageFields() {
  return (target: object) => {
    const proto = (target as { prototype: object }).prototype;
    PageField()(proto, 'page');
    PageSizeField({ max: PAGE_MAX, defaultSize: 20, optional: true })(proto, 'pageSize');
  };
}

@PageFields()
export class StatementListQueryDto implements StatementListQuery {
  @ApiPropertyOptional({ example: 1, description: '合同ID，不传为全部合同' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '合同不存在', context: NOT_FOUND })
  @Min(1, { message: '合同不存在', context: NOT_FOUND })
  @Max(INT4_MAX, { message: '合同不存在', context: NOT_FOUND })
  contractId?: number;

  page?: number;
  pageSize?: number;
}

export class StatementIdQueryDto implements StatementIdQuery {
  @IdField(STATEMENT_NOT_FOUND, NOT_FOUND)
  id: number;
}

export class ConfirmStatementDto implements ConfirmStatementRequest {
  @IdField(STATEMENT_NOT_FOUND, NOT_FOUND)
  id: number;
}

export class DisputeStatementDto implements DisputeStatementRequest {
  @IdField(STATEMENT_NOT_FOUND, NOT_FOUND)
  id: number;

  @IdField(LINE_REQUIRED)
  lineId: number;

  @ApiProperty({ example: '该订单的样本数量应为2个', maxLength: STATEMENT_COMMENT_MAX })
  @trimmed()
  @IsString({ message: COMMENT_REQUIRED })
  @MinLength(1, { message: COMMENT_REQUIRED })
  @MaxLength(STATEMENT_COMMENT_MAX, { message: COMMENT_TOO_LONG })
  comment: string;
}

@PageFields()
export class StatementDisputeQueryDto implements StatementDisputeQuery {
  @ApiPropertyOptional({ enum: Object.values(StatementDisputeStatus), description: '1 待处理（默认），2 已处理' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(StatementDisputeStatus), { message: '异议状态不正确' })
  status?: StatementDisputeStatusValue;

  page?: number;
  pageSize?: number;
}

export class ResolveStatementDisputeDto implements ResolveStatementDisputeRequest {
  @IdField('异议不存在', NOT_FOUND)
  id: number;

  @ApiProperty({ example: '已核实，数量无误', maxLength: STATEMENT_COMMENT_MAX })
  @trimmed()
  @IsString({ message: RESOLUTION_REQUIRED })
  @MinLength(1, { message: RESOLUTION_REQUIRED })
  @MaxLength(STATEMENT_COMMENT_MAX, { message: RESOLUTION_TOO_LONG })
  resolution: string;
}

export class GenerateStatementsDto implements GenerateStatementsRequest {
  @ApiPropertyOptional({ example: '2026-05', description: 'YYYY-MM，不传为上个月' })
  @IsOptional()
  @IsString({ message: PERIOD_INVALID })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: PERIOD_INVALID })
  period?: string;
}

export class GenerateStatementsResponseDto implements GenerateStatementsResponse {
  @ApiProperty({ example: '2026-05' }) period: string;
  @ApiProperty({ example: 3, description: '本次新生成的对账单数' }) created: number;
  @ApiProperty({ example: 0, description: '此前已生成、未重复生成的对账单数' }) existing: number;
}

export class StatementFileResponseDto implements StatementFileResponse {
  @ApiProperty({ example: 'https://s3.example/reports/statements/DZ202605000001/x.pdf?X-Amz-Signature=...' })
  url: string;
}

export class StatementSummaryDto implements StatementSummary {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'DZ202605000001' }) statementNo: string;
  @ApiProperty({ example: '2026-05' }) period: string;
  @ApiProperty({ example: 1 }) contractId: number;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractNo: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) ownerName: string;
  @ApiProperty({ example: '1200.00' }) openingBalance: string;
  @ApiProperty({ example: '3000.00' }) chargesTotal: string;
  @ApiProperty({ example: '1200.00' }) paymentsTotal: string;
  @ApiProperty({ example: '3000.00' }) closingBalance: string;
  @ApiProperty({ enum: Object.values(StatementStatus), example: 1, description: '1 待确认，2 已确认，3 有异议' })
  status: StatementStatusValue;
  @ApiProperty({ example: '待确认' }) statusText: string;
  @ApiProperty({ example: '2026-06-06' }) replyDeadline: string;
  @ApiProperty({ nullable: true, type: String, example: null }) confirmedAt: string | null;
  @ApiProperty({ example: false, description: '逾期未回复，系统自动确认' }) autoConfirmed: boolean;
  @ApiProperty({ example: '2026-06-01T01:00:00.000Z' }) createdAt: string;
}

export class StatementPageDto {
  @ApiProperty({ type: [StatementSummaryDto] }) list: StatementSummaryDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 12 }) totalCount: number;
}

class StatementLineDto implements StatementLine {
  @ApiProperty({ example: 11 }) id: number;
  @ApiProperty({ example: 1 }) lineNo: number;
  @ApiProperty({ enum: Object.values(StatementLineKind), example: 1, description: '1 订单，2 回款' })
  kind: StatementLineKindValue;
  @ApiProperty({ example: '2026051200000012' }) orderNo: string;
  @ApiProperty({ example: '全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: 'WGS-30X' }) skuCode: string;
  @ApiProperty({ example: 2 }) goodsCount: number;
  @ApiProperty({ example: '1500.00' }) unitPrice: string;
  @ApiProperty({ example: '3000.00' }) amount: string;
  @ApiProperty({ example: '2026-05-14' }) lineDate: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-06-30' }) dueDate: string | null;
  @ApiProperty({ example: false }) disputed: boolean;
}

class StatementDisputeInfoDto implements StatementDisputeInfo {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 11 }) lineId: number;
  @ApiProperty({ example: '数量应为1' }) comment: string;
  @ApiProperty({ enum: Object.values(StatementDisputeStatus), example: 1 }) status: StatementDisputeStatusValue;
  @ApiProperty({ example: '待处理' }) statusText: string;
  @ApiProperty({ nullable: true, type: String, example: null }) resolution: string | null;
  @ApiProperty({ example: '2026-06-02T01:00:00.000Z' }) createdAt: string;
  @ApiProperty({ nullable: true, type: String, example: null }) resolvedAt: string | null;
}

class StatementAgingDto implements StatementAging {
  @ApiProperty({ example: '3000.00' }) days0to30: string;
  @ApiProperty({ example: '0.00' }) days31to60: string;
  @ApiProperty({ example: '0.00' }) days61to90: string;
  @ApiProperty({ example: '0.00' }) over90: string;
}

export class StatementDetailDto extends StatementSummaryDto implements StatementDetail {
  @ApiProperty({ example: '2026-05-01' }) periodStart: string;
  @ApiProperty({ example: '2026-05-31' }) periodEnd: string;
  @ApiProperty({ example: '0.00' }) creditsTotal: string;
  @ApiProperty({ type: StatementAgingDto }) aging: StatementAgingDto;
  @ApiProperty({ example: '0.00' }) overdueAmount: string;
  @ApiProperty({ example: '0.00', description: '逾期金额每日0.1%，计至月末' }) latePenalty: string;
  @ApiProperty({ nullable: true, type: String, example: '1000000.00' }) creditLimit: string | null;
  @ApiProperty({ example: '3000.00' }) creditUsed: string;
  @ApiProperty({ nullable: true, type: String, example: '997000.00' }) creditAvailable: string | null;
  @ApiProperty({ type: [StatementLineDto] }) lines: StatementLineDto[];
  @ApiProperty({ type: [StatementDisputeInfoDto] }) disputes: StatementDisputeInfoDto[];
}

export class StatementDisputeEntryDto extends StatementDisputeInfoDto implements StatementDisputeEntry {
  @ApiProperty({ example: 1 }) statementId: number;
  @ApiProperty({ example: 'DZ202605000001' }) statementNo: string;
  @ApiProperty({ example: '2026-05' }) period: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) ownerName: string;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractNo: string;
  @ApiProperty({ example: '2026051200000012' }) orderNo: string;
  @ApiProperty({ example: '全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: '3000.00' }) amount: string;
  @ApiProperty({ nullable: true, type: String, example: null }) resolvedByName: string | null;
}

export class StatementDisputePageDto {
  @ApiProperty({ type: [StatementDisputeEntryDto] }) list: StatementDisputeEntryDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 3 }) totalCount: number;
}

export class RecordCreditNoteDto implements RecordCreditNoteRequest {
  @ApiProperty({ example: 'YY202605010001' })
  @trimmed()
  @IsString({ message: CREDIT_ORDER_REQUIRED })
  @MinLength(1, { message: CREDIT_ORDER_REQUIRED })
  @MaxLength(40, { message: CREDIT_ORDER_REQUIRED })
  orderNo: string;

  @ApiProperty({ example: '300.00', description: '元，最多两位小数；大于0且不超过订单未付金额' })
  @IsString({ message: CREDIT_AMOUNT_INVALID })
  // More than zero, at most 12 integer digits (NUMERIC(14,2)) and two decimals: never a float.
  @Matches(/^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/, { message: CREDIT_AMOUNT_INVALID })
  amount: string;

  @ApiProperty({ example: '质检返工，减免部分测序费', maxLength: CREDIT_NOTE_REASON_MAX })
  @trimmed()
  @IsString({ message: CREDIT_REASON_REQUIRED })
  @MinLength(1, { message: CREDIT_REASON_REQUIRED })
  @MaxLength(CREDIT_NOTE_REASON_MAX, { message: CREDIT_REASON_TOO_LONG })
  reason: string;
}

export class CreditNoteDto implements CreditNote {
  @ApiProperty({ example: 'JM20260603000001' }) creditNoteNo: string;
  @ApiProperty({ example: 'YY202605010001' }) orderNo: string;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractNo: string;
  @ApiProperty({ example: '300.00' }) amount: string;
  @ApiProperty({ example: '质检返工，减免部分测序费' }) reason: string;
  @ApiProperty({ example: '2026-06-03', description: '开具日（业务时区）' }) issuedOn: string;
  @ApiProperty({ example: '699.99', description: '减免后订单仍未付的金额' }) remaining: string;
}

@PageFields()
export class CreditNoteListQueryDto implements CreditNoteListQuery {
  page?: number;
  pageSize?: number;
}

export class CreditNoteEntryDto implements CreditNoteEntry {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'JM20260603000001' }) creditNoteNo: string;
  @ApiProperty({ example: 'YY202605010001' }) orderNo: string;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractNo: string;
  @ApiProperty({ example: '上海示例生物科技有限公司', description: '订单所属机构（个人合同为会员昵称）' })
  ownerName: string;
  @ApiProperty({ example: '300.00' }) amount: string;
  @ApiProperty({ example: '质检返工，减免部分测序费' }) reason: string;
  @ApiProperty({ example: '2026-06-03', description: '开具日（业务时区）' }) issuedOn: string;
  @ApiProperty({ nullable: true, type: String, example: '客服小李', description: '开具的员工；账号已删除时为 null' })
  staffName: string | null;
  @ApiProperty({ example: '2026-06-03T02:00:00.000Z' }) createdAt: string;
}

export class CreditNotePageDto {
  @ApiProperty({ type: [CreditNoteEntryDto] }) list: CreditNoteEntryDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 3 }) totalCount: number;
}
