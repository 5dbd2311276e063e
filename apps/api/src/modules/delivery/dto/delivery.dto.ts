import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DELIVERY_FILE_CATEGORIES,
  DownloadListType,
  type CompleteDeliveryUploadRequest,
  type CreateDeliveryUploadRequest,
  type CreateDeliveryUploadResponse,
  type DatadeliveryResponse,
  type DeleteDeliveryFileQuery,
  type DeliveryCredentialQuery,
  type DeliveryFileCategoryValue,
  type DeliveryFileEntry,
  type DeliveryManifest,
  type DeliveryManifestQuery,
  type DownloadFileQuery,
  type DownloadItem,
  type DownloadListQuery,
  type DownloadListTypeValue,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { OrderNoField } from '../../orders/dto/order-no.field.js';
import { INT4_MAX } from '../../../common/http/ranges.js';

const ORDER_NO_REQUIRED = '请输入订单号';
const CATEGORY_INVALID = '文件类型不正确';

/** Every call naming an order: a scanner or a copy-paste may bring blanks along. */
export class OrderNoDto implements DeliveryCredentialQuery, DeliveryManifestQuery {
  @OrderNoField({ missing: ORDER_NO_REQUIRED, malformed: '订单号格式不正确' })
  orderNo: string;
}

export class DownloadListQueryDto extends OrderNoDto implements DownloadListQuery {
  @ApiProperty({ enum: Object.values(DownloadListType), example: 1, description: '1 测序数据，2 质检报告' })
  @Type(() => Number)
  @IsIn(Object.values(DownloadListType), { message: '下载类型不正确' })
  type: DownloadListTypeValue;
}

export class UploadDeliveryFileQueryDto extends OrderNoDto {
  @ApiProperty({
    enum: DELIVERY_FILE_CATEGORIES,
    example: 'DATA',
    description: 'DATA 测序数据，SAMPLE_QC 样本质检报告，DATA_QC 数据质检报告',
  })
  @IsIn(DELIVERY_FILE_CATEGORIES, { message: CATEGORY_INVALID })
  category: DeliveryFileCategoryValue;
}

export class CreateDeliveryUploadDto extends UploadDeliveryFileQueryDto implements CreateDeliveryUploadRequest {
  @ApiProperty({ example: 'S1_R1.fq.gz' })
  @IsString({ message: '请输入文件名' })
  @IsNotEmpty({ message: '请输入文件名' })
  @MaxLength(400, { message: '文件名不能超过200个字符' })
  fileName: string;
}

export class CompleteDeliveryUploadDto implements CompleteDeliveryUploadRequest {
  @ApiProperty({ example: '0b6c1a52-7f9e-4a51-9d1e-2f0c4f7c2d11' })
  @IsUUID('4', { message: '上传任务不存在或已过期' })
  uploadId: string;
}

export class DeleteDeliveryFileQueryDto implements DeleteDeliveryFileQuery {
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsInt({ message: '文件编号不正确' })
  @Min(1, { message: '文件编号不正确' })
  @Max(INT4_MAX, { message: '文件编号不正确' })
  id: number;
}

export class DownloadFileQueryDto implements DownloadFileQuery {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiJ9…', description: 'GetDownloadList 的 filePath 中的签名' })
  @IsString({ message: '下载链接无效' })
  @IsNotEmpty({ message: '下载链接无效' })
  @MaxLength(2000, { message: '下载链接无效' })
  ticket: string;
}

export class DeliveryFileEntryDto implements DeliveryFileEntry {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'S1_R1.fq.gz' }) fileName: string;
  @ApiProperty({ example: 'data/S1_R1.fq.gz' }) path: string;
  @ApiProperty({ enum: DELIVERY_FILE_CATEGORIES, example: 'DATA' }) category: DeliveryFileCategoryValue;
  @ApiProperty({ example: '测序数据' }) categoryLabel: string;
  @ApiProperty({ example: 1048576 }) size: number;
  @ApiProperty({ example: '9e107d9d372bb6826bd81d3542a419d6' }) md5: string;
  @ApiProperty({ example: '2026-11-21T08:00:00.000Z' }) uploadedAt: string;
}

export class CreateDeliveryUploadResponseDto implements CreateDeliveryUploadResponse {
  @ApiProperty({ example: '0b6c1a52-7f9e-4a51-9d1e-2f0c4f7c2d11' }) uploadId: string;
  @ApiProperty({ example: 'http://127.0.0.1:9000/seqportal-delivery/orders/2026112100000042/data/S1_R1.fq.gz?X-Amz-…' })
  url: string;
  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' }) expiresAt: string;
}

export class DownloadItemDto implements DownloadItem {
  @ApiProperty({
    example: '/api/NewDataCenter/DownloadFile?ticket=eyJhbGciOiJIUzI1NiJ9…',
    description: '签名下载链接，在 expiresAt 前有效',
  })
  filePath: string;
  @ApiProperty({ example: 'S1_R1.fq.gz' }) fileName: string;
  @ApiPropertyOptional({ example: 1048576 }) size?: number;
  @ApiPropertyOptional({ example: '9e107d9d372bb6826bd81d3542a419d6' }) md5?: string;
  @ApiPropertyOptional({ example: '2026-11-21T09:00:00.000Z' }) expiresAt?: string;
}

export class DeliveryManifestDto implements DeliveryManifest {
  @ApiProperty({ example: '2026112100000042' }) orderNo: string;
  @ApiProperty({ example: 's3://seqportal-delivery/orders/2026112100000042/' }) osspath: string;
  @ApiProperty({ example: 'md5sum.txt' }) manifestFile: string;
  @ApiProperty({ type: DeliveryFileEntryDto, isArray: true }) files: DeliveryFileEntryDto[];
}

export class DatadeliveryResponseDto implements DatadeliveryResponse {
  @ApiProperty({ example: '2026112100000042' }) orderNo: string;
  @ApiProperty({ type: DownloadItemDto, isArray: true }) files: DownloadItemDto[];
  @ApiProperty({ type: DownloadItemDto, isArray: true, description: '质检报告（样本质检与数据质检）' })
  reports: DownloadItemDto[];
  @ApiProperty({ example: true, description: '是否提供存储访问凭证（否则只提供逐个文件的下载链接）' })
  credentialAvailable: boolean;
}
