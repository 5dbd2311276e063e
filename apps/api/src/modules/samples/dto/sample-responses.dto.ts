import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  IndexCollisionReport,
  OrderSampleProduct,
  OrderSampleScheduleItem,
  OrderSampleScheduleResponse,
  SampleCentreRow,
  SampleColumn,
  SampleSchedule,
  ScheduleEntry,
  ContractSheetResult,
  TemplateTypeValue as ContractSheetTemplateType,
} from '@seqportal/contract';

export class SampleCentreRowDto implements SampleCentreRow {
  @ApiProperty({ example: 'SC251121000123' }) codeNo: string;
  @ApiProperty({ example: '文库', description: '文库 或 生物' }) type: string;
  @ApiProperty({ example: '2025-11-21T06:30:00.000Z' }) createTime: string;
  @ApiProperty({ example: '已收样', description: '当前进度；未寄出为 待寄送' }) schedule: string;
  @ApiPropertyOptional({ example: 'TW251121000123' }) sendTempCode?: string;
  @ApiPropertyOptional({ example: 'LIVER-01' }) name?: string;
  @ApiPropertyOptional({ type: String, example: 'LIB-01', nullable: true }) wkName?: string | null;
  @ApiPropertyOptional({ example: '2025112100000042' }) orderNo?: string;
  @ApiPropertyOptional({ example: 'NovaSeq X Plus文库上机测序' }) goodsName?: string;
  @ApiPropertyOptional({ example: 3, description: '服务的交付周期（自实验室收样起的工作日数）' })
  turnaroundDays?: number;
  @ApiPropertyOptional({
    type: String,
    example: '2025-11-26',
    nullable: true,
    description: '预计交付日期：收样日期加交付周期（工作日）；收样前为 null',
  })
  expectedDeliveryDate?: string | null;
}

export class SampleListResponseDto {
  @ApiProperty({ type: [SampleCentreRowDto] }) list: SampleCentreRowDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 10 }) pageSize: number;
  @ApiProperty({ example: 23 }) totalCount: number;
}

export class ScheduleEntryDto implements ScheduleEntry {
  @ApiProperty({ type: String, example: '2025-11-22T02:00:00.000Z', nullable: true }) scheduleTime: string | null;
  @ApiProperty({ example: 3 }) complateNum: number;
  @ApiPropertyOptional({ type: String, example: 'RECEIVED' }) step?: ScheduleEntry['step'];
  @ApiPropertyOptional({ example: '已收样' }) desc?: string;
}

export class SampleScheduleDto implements SampleSchedule {
  @ApiProperty({ type: [ScheduleEntryDto] }) scheduleList: ScheduleEntryDto[];
  @ApiProperty({ example: 5 }) totalNum: number;
  @ApiProperty({ example: '2025112100000042' }) orderNo: string;
}

export class SampleDetailDto {
  @ApiProperty({ type: SampleScheduleDto }) schedule: SampleScheduleDto;
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: '样本所属订单商品（含 sample：item1 类型、item2 样本行）',
  })
  goods: object[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: '样本行：文库每个子文库一行，含 index、lanList 和条码 barcodeImg',
  })
  samples: object[];
}

export class OrderSampleScheduleItemDto implements OrderSampleScheduleItem {
  @ApiProperty({ example: '已收样' }) desc: string;
  @ApiProperty({ type: String, example: 'RECEIVED' }) step: OrderSampleScheduleItem['step'];
  @ApiProperty({ example: '3/5' }) schedule: string;
  @ApiProperty({ type: String, example: '2025-11-22T02:00:00.000Z', nullable: true }) date: string | null;
}

export class OrderSampleScheduleResponseDto implements OrderSampleScheduleResponse {
  @ApiProperty({ type: [OrderSampleScheduleItemDto] }) list: OrderSampleScheduleItemDto[];
  @ApiProperty({ example: 5 }) totalNum: number;
}

export class SampleColumnDto implements SampleColumn {
  @ApiProperty({ example: 'sendTempCode' }) key: string;
  @ApiProperty({ example: '送样编号' }) title: string;
}

export class IndexCollisionReportDto implements IndexCollisionReport {
  @ApiProperty({ example: 'L20251121-1', nullable: true }) lanId: string | null;
  @ApiProperty({ example: 'LIVER-01' }) sampleName: string;
  @ApiProperty({ example: 'LIB-01' }) wkName: string;
  @ApiProperty({ example: 'LIB-01-A' }) zwkName: string;
  @ApiProperty({ enum: ['this-order', 'own-order', 'other-customer'] }) otherScope: IndexCollisionReport['otherScope'];
  @ApiProperty({ nullable: true, example: null, description: '其他客户的文库不显示名称' }) otherSampleName:
    string | null;
  @ApiProperty({ nullable: true, example: null }) otherWkName: string | null;
  @ApiProperty({ nullable: true, example: null }) otherZwkName: string | null;
  @ApiProperty({ nullable: true, example: null }) otherOrderNo: string | null;
  @ApiProperty({ example: 1 }) distance: number;
  @ApiProperty({ example: 1 }) i7Distance: number;
  @ApiProperty({ example: 0, nullable: true }) i5Distance: number | null;
  @ApiProperty({ enum: ['i7', 'pair'] }) basis: 'i7' | 'pair';
  @ApiProperty({ example: 3 }) minDistance: number;
  @ApiProperty({
    example: '子文库LIB-01-A（文库LIB-01）与Lane L20251121-1上已预订的文库的index相差1个碱基，至少需要3个',
  })
  message: string;
}

export class ContractTemplateResponseDto {
  @ApiProperty({
    example: 'http://127.0.0.1:9000/seqportal-uploads/coi/templates/12/....xlsx?X-Amz-...',
    description: '1小时内有效的下载链接',
  })
  path: string;
}

export class OrderSampleProductDto implements OrderSampleProduct {
  @ApiProperty({ example: 'WGS-HU-30X' }) skuCode: string;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: '30X' }) skuName: string;
  @ApiProperty({ enum: ['yb', 'wk'], description: 'yb 生物样本类商品，wk 文库类商品' }) kind: 'yb' | 'wk';
}

export class ParseSampleExcelResultDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', properties: { skuId: { type: 'integer' }, count: { type: 'integer' } } },
  })
  skuList: Array<{ skuId: number; count: number }>;
  @ApiProperty({
    type: 'array',
    description: '错误列表（出错时 code 为 400，body 同此结构）：msg 为整句，row/column/title 指出单元格',
    items: {
      type: 'object',
      properties: {
        msg: { type: 'string' },
        sheet: { type: 'string' },
        row: { type: 'integer' },
        column: { type: 'string' },
        title: { type: 'string' },
        message: { type: 'string' },
      },
    },
    example: [
      {
        msg: '文库信息 第3行 L列（i7 index）：i7 index格式不正确',
        sheet: '文库信息',
        row: 3,
        column: 'L',
        title: 'i7 index',
        message: 'i7 index格式不正确',
      },
    ],
  })
  list: object[];
  @ApiPropertyOptional({ enum: ['LIBRARY', 'SAMPLE'], nullable: true }) templateType?: string | null;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' } }) ybList?: object[];
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' } }) wkList?: object[];
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' } }) lanList?: object[];
  @ApiPropertyOptional({ example: 12 }) rowCount?: number;
  @ApiPropertyOptional({ type: [OrderSampleProductDto], description: '表中产品编码对应的在售商品（名称与编码）' })
  products?: OrderSampleProductDto[];
}

export class OrderSampleInfoDto {
  @ApiProperty({ example: '2026112100000042' }) orderNo: string;
  @ApiProperty({ description: '样本已接收或订单已取消时为 false（ModifyOrderSamples 会拒绝）' }) editable: boolean;
  @ApiProperty({ nullable: true, type: String, example: null, description: '不可修改的原因' }) lockedReason:
    string | null;
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: '生物样本：no, name, type, species, num, skuCode',
  })
  ybList: object[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: '文库（含 zwkList 子文库）：name, wkName, type, species, num, weight, dataSize, isLan, skuCode',
  })
  wkList: object[];
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: '包Lane：lanId, wkName, num, phix' })
  lanList: object[];
  @ApiPropertyOptional({ type: [OrderSampleProductDto], description: '订单的商品，样本行的产品编码从中选择' })
  products?: OrderSampleProductDto[];
}

export class ContractSheetCellErrorDto {
  @ApiProperty({ example: '文库信息' }) sheet: string;
  @ApiProperty({ example: 12 }) row: number;
  @ApiProperty({ example: 'L' }) column: string;
  @ApiProperty({ example: 'i7 index' }) title: string;
  @ApiProperty({ example: 'i7 index格式不正确' }) message: string;
}

export class ContractSheetRowDto {
  @ApiProperty({ enum: ['yb', 'wk'] }) kind: 'yb' | 'wk';
  @ApiProperty({ example: 0 }) index: number;
  @ApiProperty({ example: '文库信息' }) sheet: string;
  @ApiProperty({ example: 3 }) row: number;
  @ApiProperty({ example: 'LIB-01' }) name: string;
  @ApiProperty({ example: 'LIB-DNB-10G' }) skuCode: string;
  @ApiProperty({ example: 'DNBSEQ文库上机', nullable: true, type: String }) goodsName: string | null;
  @ApiProperty({ example: '127.50', nullable: true, type: String }) unitPrice: string | null;
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ type: [ContractSheetCellErrorDto] }) errors: ContractSheetCellErrorDto[];
}

export class ContractSheetResultDto {
  @ApiProperty({ example: 1 }) contractId: number;
  @ApiProperty({ example: 'LIBRARY', nullable: true, type: String }) templateType: ContractSheetTemplateType | null;
  @ApiProperty({ type: [ContractSheetRowDto] }) rows: ContractSheetRowDto[];
  @ApiProperty({ example: 498 }) validCount: number;
  @ApiProperty({ example: 2 }) errorCount: number;
  @ApiProperty({ example: '63495.00' }) validTotal: string;
  @ApiProperty({ example: '486320.00', nullable: true, type: String }) balance: string | null;
  @ApiProperty({ type: [ContractSheetCellErrorDto] }) otherErrors: ContractSheetCellErrorDto[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'skuList、ybList、wkList、lanList' })
  order: ContractSheetResult['order'];
  @ApiProperty({ example: 'http://127.0.0.1:9000/uploads/coi/annotated/12/…xlsx?X-Amz-…' }) annotatedPath: string;
}
