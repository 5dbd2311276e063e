import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DATE_RANGE_MESSAGES,
  DATA_CENTRE_PAGE_SIZE,
  DataOrderBy,
  DataType,
  type DataListQuery,
  type DataOrderByValue,
  type DataRow,
  type DataTypeValue,
  type DownloadItem,
  type ListResponse,
  type ReportDetail,
  type ReportDetailQuery,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';
import { INT4_MAX } from '../../../common/http/ranges.js';
import { DownloadItemDto } from './delivery.dto.js';
import { ORDER_NOT_FOUND } from '../../orders/order-not-found.error.js';
import { PageField, PageSizeField } from '../../../common/http/page-field.js';

export class DataListQueryDto implements DataListQuery {
  @ApiProperty({ enum: Object.values(DataType), example: 1, description: '1 已经交付数据，2 分析记录' })
  @Type(() => Number)
  @IsIn(Object.values(DataType), { message: '数据类型不正确' })
  dataType: DataTypeValue;

  @ApiPropertyOptional({
    enum: Object.values(DataOrderBy),
    default: 1,
    description: '1 时间从新到旧，2 时间从旧到新，3 数据量从大到小，4 数据量从小到大',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(DataOrderBy), { message: '排序方式不正确' })
  orderByType?: DataOrderByValue;

  @ApiPropertyOptional({ example: 'LIB001', description: '文库名称、子文库名称、订单号、产品或物种' })
  @IsOptional()
  @Trim()
  @IsString({ message: '关键词格式不正确' })
  @MaxLength(50, { message: '关键词不能超过50个字符' })
  keyWord?: string;

  @PageField()
  page: number = 1;

  @PageSizeField({ max: 100, defaultSize: DATA_CENTRE_PAGE_SIZE })
  pageSize: number = DATA_CENTRE_PAGE_SIZE;

  @ApiPropertyOptional({ example: '2026-01-01~2026-03-31', description: "'开始~结束'（交付/下单日期）" })
  @IsOptional()
  @IsString({ message: DATE_RANGE_MESSAGES.invalid })
  @MaxLength(30, { message: DATE_RANGE_MESSAGES.invalid })
  enterTime?: string;

  @ApiPropertyOptional({ example: 42, description: '分析记录：只看这个原订单的数据上的分析' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: ORDER_NOT_FOUND })
  @Min(1, { message: ORDER_NOT_FOUND })
  @Max(INT4_MAX, { message: ORDER_NOT_FOUND })
  oriOrderId?: number;
}

export class DataRowDto implements DataRow {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'LIB001-11' }) libraryName: string;
  @ApiProperty({ example: 'LIB001-11-A' }) childName: string;
  @ApiProperty({ example: '2026-03-02T08:00:00.000Z' }) createTime: string;
  @ApiProperty({ type: String, example: 'LIBRARY' }) templateType: DataRow['templateType'];
  @ApiProperty({ example: 6, description: '数据量（G）' }) yields: number;
  @ApiProperty({ example: '数据质检报告' }) reportType: string;
  @ApiProperty({ example: '2026030200000042', description: '有质检报告时为订单号（GetDownloadList type 2）' })
  qcPath: string;
  @ApiProperty({ example: '人全基因组重测序' }) service: string;
  @ApiProperty({ example: '2026030200000042', description: '订单号（GetDownloadList type 1 / GetReportDetail）' })
  downloadPath: string;
  @ApiPropertyOptional({ example: 42 }) orderId?: number;
  @ApiPropertyOptional({ example: '2026030200000042' }) orderNo?: string;
  @ApiPropertyOptional({ example: 12 }) libraryId?: number;
  @ApiPropertyOptional({ example: 15 }) childId?: number;
  @ApiPropertyOptional({ example: '人' }) species?: string;
  @ApiPropertyOptional({ example: 'done', description: '分析记录：queued/running/done' }) status?: string;
  @ApiPropertyOptional({ example: '已完成' }) statusLabel?: string;
  @ApiPropertyOptional({ example: '1800.00' }) totalPrice?: string;
}

export class DataListResponseDto implements ListResponse<DataRow> {
  @ApiProperty({ type: [DataRowDto] }) list: DataRowDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 10 }) pageSize: number;
  @ApiProperty({ example: 36 }) totalCount: number;
}

export class ReportDetailQueryDto implements ReportDetailQuery {
  @ApiProperty({ example: 12, description: '已交付数据的行 id（文库）' })
  @Type(() => Number)
  @IsInt({ message: '数据不存在' })
  @Min(1, { message: '数据不存在' })
  @Max(INT4_MAX, { message: '数据不存在' })
  id: number;
}

export class ReportDetailDto implements ReportDetail {
  @ApiProperty({ description: 'GetDeliveryCredential 的 base64 凭证' }) basestr: string;
  @ApiProperty({ type: [DownloadItemDto] }) files: DownloadItem[];
}
