import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Banner } from '@seqportal/contract';

export class BannerDto implements Banner {
  @ApiProperty({ example: '/api/File/public?key=banners/1.svg' }) image: string;
  @ApiPropertyOptional({ example: '/all_goods?categoryNo=WGS' }) link?: string;
  @ApiPropertyOptional({ example: '全基因组测序 限时优惠' }) title?: string;
}
