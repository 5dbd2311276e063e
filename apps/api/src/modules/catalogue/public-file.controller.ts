import { Controller, Get, HttpStatus, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CatalogueRateLimit } from '../../infra/throttling/catalogue-rate-limit.decorator.js';
import { routes } from '@seqportal/contract';
import type { FastifyReply } from 'fastify';
import { extname } from 'node:path';
import { RawResponse } from '../../common/http/raw-response.decorator.js';
import { routePath } from '../../common/http/route-path.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { PublicFileQueryDto } from './dto/catalogue-requests.dto.js';
import { PUBLIC_KEY_PATTERN } from './helpers/public-image-url.js';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
/** Catalogue images change under a new key, so browsers and proxies may keep them for 30 days. */
const CACHE_CONTROL = 'public, max-age=2592000';

/**
 * Streams catalogue images from the public bucket, so that browsers never need the storage host. Images
 * only: other extensions are refused, and SVGs get a CSP that keeps any script in them from running.
 */
@ApiTags('files')
@Controller()
export class PublicFileController {
  constructor(private readonly storage: StorageService) {}

  @Get(routePath('GetPublicFile'))
  @CatalogueRateLimit()
  @RawResponse()
  @ApiOperation({
    summary: routes.GetPublicFile.summary,
    description: '例如 /api/File/public?key=goods/12.svg；长缓存。',
  })
  @ApiProduces('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')
  @ApiResponse({ status: 200, description: '图片内容' })
  @ApiResponse({ status: 404, description: '文件不存在' })
  async file(@Query() query: PublicFileQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const contentType = CONTENT_TYPES[extname(query.key).toLowerCase()];
    const stat =
      contentType && PUBLIC_KEY_PATTERN.test(query.key) ? await this.storage.stat('public', query.key) : null;
    if (!contentType || !stat) {
      await reply.status(HttpStatus.NOT_FOUND).send({ code: 404, message: '文件不存在', body: null });
      return;
    }
    const stream = await this.storage.get('public', query.key);
    await reply
      .header('content-type', contentType)
      .header('content-length', stat.size)
      .header('etag', `"${stat.etag}"`)
      .header('cache-control', CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  }
}
