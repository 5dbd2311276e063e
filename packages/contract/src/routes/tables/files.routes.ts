import type { PublicFileQuery } from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/** Public files; the sample sheet's upload (uploadExcel) is in the samples table, which serves it. */
export const fileRoutes = {
  /** A certification file through the short-lived signed link its owner (or staff) was given. */
  /** Catalogue images (goods, banners) from the public bucket, e.g. /api/File/public?key=goods/12.svg; long-cached. */
  GetPublicFile: route<{ query: PublicFileQuery; response: RawAnswer<'file'> }>()({
    method: 'GET',
    path: '/api/File/public',
    auth: 'public',
    summary: '公开图片（商品图、轮播图）',
    domain: 'files',
  }),
} as const satisfies Record<string, RouteDef>;
