import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Banner } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { publicImageUrl } from '../catalogue/helpers/public-image-url.js';

/** The home page's carousel: the active banners in their order, images from the public bucket. */
@Injectable()
export class BannersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async active(): Promise<Banner[]> {
    const rows: Array<{ title: string; image_key: string; link: string | null }> = await this.dataSource.query(
      'SELECT title, image_key, link FROM banner WHERE active ORDER BY sort, id',
    );
    return rows.map((row) => ({
      image: publicImageUrl(row.image_key),
      title: row.title,
      ...(row.link ? { link: row.link } : {}),
    }));
  }
}
