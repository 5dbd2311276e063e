import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DATE_RANGE_MESSAGES,
  BILLING_REPORT_PAGE_SIZE,
  BillingDetailFilter,
  type BillingDetailFilterValue,
  type BillingDetailRow,
  type BillingOrderDetailQuery,
  type BillingOverview,
  type BillingReportExportQuery,
  type BillingReportQuery,
  type BillingReportRow,
  type BillingWindowQuery,
  type BuyPieSlice,
  type Contract,
  type ContractItem,
  type ListResponse,
  type ReportExportResponse,
} from '@seqportal/contract';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { INT4_MAX } from '../../../common/http/ranges.js';
import { CONTRACT_NOT_FOUND } from '../billing-filter.service.js';
import { PageField, PageSizeField } from '../../../common/http/page-field.js';

export const DATE_INVALID = DATE_RANGE_MESSAGES.invalid;
/** The report's page size is 20 (spec part 2 section 9); a larger page is allowed for tools, up to this. */
export const REPORT_MAX_PAGE_SIZE = 100;
const NO_SUCH_CONTRACT = { code: 404 };
const DETAIL_TYPES = Object.values(BillingDetailFilter);

/** The "all" option of the range picker sends the dates empty: the same as leaving them out. */
const EmptyAsMissing = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** A real calendar day: 2026-02-30 has the right shape and is still refused. */
@ValidatorConstraint({ name: 'calendarDay' })
class CalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }
}

function DateField() {
  return (target: object, key: string) => {
    EmptyAsMissing()(target, key);
    IsOptional()(target, key);
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_INVALID })(target, key);
    Validate(CalendarDay, { message: DATE_INVALID })(target, key);
  };
}

function ContractIdField() {
  return (target: object, key: string) => {
    ApiPropertyOptional({ example: 1, description: '合同ID，不传为全部合同' })(target, key);
    EmptyAsMissing()(target, key);
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    IsInt({ message: CONTRACT_NOT_FOUND, context: NO_SUCH_CONTRACT })(target, key);
    Min(1, { message: CONTRACT_NOT_FOUND, context: NO_SUCH_CONTRACT })(target, key);
    Max(INT4_MAX, { message: CONTRACT_NOT_FOUND, context: NO_SUCH_CONTRACT })(target, key);
  };
}

export class BillingWindowQueryDto implements BillingWindowQuery {
  @ContractIdField()
  contractId?: number;

  @ApiPropertyOptional({ example: '2026-01-01', description: '下单付款日期起（业务时区），不传为全部' })
  @DateField()
  beginTime?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: '下单付款日期止（含当天）' })
  @DateField()
  endTime?: string;
}

export class BillingOrderDetailQueryDto extends BillingWindowQueryDto implements BillingOrderDetailQuery {
  @ApiPropertyOptional({ enum: DETAIL_TYPES, example: 0, default: 0, description: '0 全部，2 进行中，1 已完成' })
  @Type(() => Number)
  @IsIn(DETAIL_TYPES, { message: '账单状态不正确' })
  type: BillingDetailFilterValue = BillingDetailFilter.All;
}

export class BillingReportExportQueryDto implements BillingReportExportQuery {
  @ContractIdField()
  contractId?: number;

  @ApiPropertyOptional({ example: '2026-01-01', description: '付款日期起（业务时区），不传为全部' })
  @DateField()
  payBeginTime?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: '付款日期止（含当天）' })
  @DateField()
  payEndTime?: string;
}

export class BillingReportQueryDto extends BillingReportExportQueryDto implements BillingReportQuery {
  @PageField()
  page: number = 1;

  @PageSizeField({ max: REPORT_MAX_PAGE_SIZE, defaultSize: BILLING_REPORT_PAGE_SIZE })
  pageSize: number = BILLING_REPORT_PAGE_SIZE;
}

class ContractItemDto implements ContractItem {
  @ApiProperty({ example: 31 }) skuId: number;
}

export class BillingContractDto implements Contract {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: '2026年度测序服务框架合同' }) name: string;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractID__c: string;
  @ApiProperty({ type: [ContractItemDto] }) items: ContractItemDto[];
  @ApiPropertyOptional({ example: '125600.00', description: '该合同下已下单（未取消）的金额' }) totalPrice?: string;
  @ApiPropertyOptional({ example: true, description: '默认选中的合同（第一个）' }) select?: boolean;
}

export class BillingOverviewDto implements BillingOverview {
  @ApiProperty({ example: '125600.00', description: '总费用 = 已完成 + 进行中' }) total: string;
  @ApiProperty({ example: '98000.00', description: '已完成订单的费用' }) completed: string;
  @ApiProperty({ example: '27600.00', description: '进行中（待收样、已收样）订单的费用' }) progress: string;
  @ApiProperty({
    example: '374400.00',
    nullable: true,
    type: String,
    description: '可用信用额度；未授信为 null',
  })
  balance: string | null;
}

export class BuyPieSliceDto implements BuyPieSlice {
  @ApiProperty({ example: 'WGS-30X' }) skuCode: string;
  @ApiProperty({ example: 12, description: '含该SKU的订单数' }) orderCount: number;
}

export class BillingDetailRowDto implements BillingDetailRow {
  @ApiProperty({ example: '2026112100000042' }) orderNo: string;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: '2026-11-21T02:00:00.000Z', description: '下单付款时间' }) paymentTime: string;
  @ApiProperty({ example: 2 }) goodsCount: number;
  @ApiProperty({ example: '5600.00' }) actualAmount: string;
}

export class BillingReportRowDto implements BillingReportRow {
  @ApiProperty({ example: '2026-11-28', nullable: true, type: String, description: '交付（完成）日期' })
  deliveryDate: string | null;
  @ApiProperty({ example: '2026-11-23', nullable: true, type: String, description: '收样日期' })
  receiptDate: string | null;
  @ApiProperty({ example: 0, description: '逾期天数：收样次月末为付款期限' }) overdueDay: number;
  @ApiProperty({ example: '张三', description: '机构主账号' }) manageName: string;
  @ApiProperty({ example: '李四', description: '下单人' }) memberName: string;
  @ApiProperty({ example: 'HT-2026-SH-001', description: '合同编号' }) contractId: string;
  @ApiProperty({ example: '2026112100000042', description: '业务单号（订单号）' }) yyCode: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) orgName: string;
  @ApiProperty({ example: 'ST2611210001', description: '送样编号，多个以逗号分隔' }) sendTempCode: string;
  @ApiProperty({ example: 'S2611210001', description: 'LIMS 样本编号，多个以逗号分隔' }) limsId: string;
  @ApiProperty({ example: 'WGS-30X' }) skuCode: string;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: '2800.00' }) unitPrice: string;
  @ApiProperty({ example: 2 }) targetCount: number;
  @ApiProperty({ example: 180, description: '目标数据量（G）' }) targetDataCount: number;
  @ApiProperty({ example: '5600.00' }) total: string;
  @ApiProperty({ example: 100, description: '质检合格（含风险）样本占比，%' }) actualProductionRate: number;
  @ApiProperty({ example: '5600.00', description: '产值 = 总价 × 产出率' }) total_Value: string;
  @ApiProperty({ example: '0.00', description: '逾期违约金：逾期金额每日 0.1%' }) overduePayment: string;
  @ApiProperty({ example: '0.00' }) discountPrice: string;
  @ApiProperty({ example: '5600.00', description: '应付金额（含违约金），已结清为 0.00' }) needPay: string;
  @ApiProperty({ example: '合格', description: '样本总量评级（最差者）' }) limsTotalGrade: string;
  @ApiProperty({ example: '合格', description: '样本质量评级（最差者）' }) limsQualityGrade: string;
}

export class BillingReportPageDto implements ListResponse<BillingReportRow> {
  @ApiProperty({ type: [BillingReportRowDto] }) list: BillingReportRowDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 57 }) totalCount: number;
}

export class ReportExportResponseDto implements ReportExportResponse {
  @ApiProperty({ example: 'http://127.0.0.1:9000/seqportal-reports/billing/org-1/….xlsx?X-Amz-…' }) url: string;
}
