import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  UploadKind,
  type UploadFileQuery,
  type UploadedFileViewQuery,
  type UploadKindValue,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

export class UploadFileQueryDto implements UploadFileQuery {
  @ApiPropertyOptional({
    enum: Object.values(UploadKind),
    example: UploadKind.Business,
    description: 'contract（合同，最大15MB，默认）或 business（营业执照，最大5MB）',
  })
  @IsOptional()
  @IsIn(Object.values(UploadKind), { message: '上传文件类型不正确' })
  kind?: UploadKindValue;
}

export class UploadedFileViewQueryDto implements UploadedFileViewQuery {
  @ApiProperty({ example: 'certification/org-12/0b7d.png' })
  @IsString({ message: '链接无效' })
  @MaxLength(200, { message: '链接无效' })
  key: string;

  @ApiProperty({ example: 1764000000 })
  @Type(() => Number)
  @IsInt({ message: '链接无效' })
  expires: number;

  @ApiProperty({ example: 'b64url-signature' })
  @IsString({ message: '链接无效' })
  @MaxLength(100, { message: '链接无效' })
  sig: string;
}
