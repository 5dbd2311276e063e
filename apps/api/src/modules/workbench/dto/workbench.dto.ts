import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CHART_PERIOD_LABELS,
  ChartPeriod,
  DEFAULT_CHART_PERIOD,
  type ChartPeriodValue,
  type ChartQuery,
  type ChartRow,
  type ContractTemplate,
  type CustomProduct,
  type PendingSampleRow,
  type RecentPurchase,
  type TodoItem,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CHART_DATE_INVALID } from '../helpers/chart-range.js';

const PERIODS = Object.values(ChartPeriod);

export class ChartQueryDto implements ChartQuery {
  @ApiPropertyOptional({
    enum: PERIODS,
    default: DEFAULT_CHART_PERIOD,
    example: 3,
    description: PERIODS.map((value) => `${value} ${CHART_PERIOD_LABELS[value]}`).join('，'),
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PERIODS, { message: '图表周期不正确' })
  type: ChartPeriodValue = DEFAULT_CHART_PERIOD;

  @ApiPropertyOptional({ example: '2026-11-01~2026-11-24', description: 'type 为 0 时必填：开始~结束（含两端）' })
  @IsOptional()
  @IsString({ message: CHART_DATE_INVALID })
  @MaxLength(40, { message: CHART_DATE_INVALID })
  enterTime?: string;
}

export class TodoItemDto implements TodoItem {
  @ApiProperty({ example: '订单', description: '订单、样本或报告' }) title: string;
  @ApiProperty({ example: '待付款订单：2026112400000042', description: '全角冒号后为订单号' }) content1: string;
  @ApiProperty({ example: '请确认订单信息并完成下单付款' }) content2: string;
  @ApiProperty({ example: '2026-11-24T02:30:00.000Z' }) theDate: string;
}

export class ChartRowDto implements ChartRow {
  @ApiProperty({ example: '2026-11-24', description: '业务日期；按月时为当月1日' }) date: string;
  @ApiProperty({ example: 2 }) orderCount: number;
  @ApiProperty({ example: 7 }) sampleCount: number;
}

export class PendingSampleRowDto implements PendingSampleRow {
  @ApiProperty({ example: 812 }) id: number;
  @ApiProperty({ example: '2026112400000042' }) orderNo: string;
  @ApiProperty({ example: 'TW261124000812' }) sendTempCode: string;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: '2026-11-24T02:30:00.000Z' }) createTime: string;
  @ApiProperty({ example: 1, description: '管数' }) count: number;
}

export class RecentPurchaseDto implements RecentPurchase {
  @ApiProperty({ example: '/api/File/public?key=goods/3.svg' }) goodsImg: string;
  @ApiProperty({ example: 3 }) goodsId: number;
  @ApiProperty({ example: 12 }) skuId: number;
  @ApiProperty({ example: '人全基因组重测序' }) goodsName: string;
  @ApiProperty({ example: 'PE150 · 30X' }) title: string;
  @ApiProperty({ example: '2380.00', description: '当前价格：合同价或售价' }) skuPrice: string;
}

export class CustomProductDto implements CustomProduct {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: '人全基因组重测序' }) name: string;
  @ApiProperty({ example: 24, description: '已下单样本数' }) count: number;
}

export class ContractTemplateDto implements ContractTemplate {
  @ApiProperty({ example: 1, description: '合同ID' }) id: number;
  @ApiProperty({ example: '2026年度测序服务框架合同（生物样本模板）' }) name: string;
  @ApiProperty({ example: '/api/NewOrder/DownLoadExcel?templateType=SAMPLE' }) path: string;
}
