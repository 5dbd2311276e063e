import type { PublicFileQuery, UploadResult } from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/** Multipart uploads; the lowercase first letter of the action names is the legacy spelling. */
export const fileRoutes = {
  uploadExcel: route<{ body: FormData; response: UploadResult }>()({
    method: 'POST',
    path: '/api/File/uploadExcel',
    auth: 'customer',
    summary: '上传样本Excel（multipart）',
    domain: 'files',
  }),
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
