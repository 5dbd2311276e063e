import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { UploadedFile, UploadResult } from '@seqportal/contract';

export class UploadedFileDto implements UploadedFile {
  @ApiProperty({ example: 'coi/sample-sheets/12/2b0c8f36-7a53-4e43-9b2f-2a1f6f0c1d11.xlsx' }) url: string;
  @ApiPropertyOptional({ example: '样本信息表.xlsx' }) name?: string;
  @ApiPropertyOptional({ example: 48213 }) size?: number;
}

export class UploadResultDto implements UploadResult {
  @ApiProperty({ type: [UploadedFileDto] }) files: UploadedFileDto[];
}
