import type {
  CertificationQueueItem,
  CertificationQueueQuery,
  CertificationReviewDetail,
  CertificationReviewQuery,
  ReviewCertificationRequest,
  ReviewCertificationResponse,
  UploadedFileViewQuery,
  UploadFileQuery,
  UploadResult,
} from '../../entities/index.js';
import { route, type RawAnswer, type RouteDef } from '../route-def.js';

/**
 * Organisation certification (issue 18), served by the accounts module: the customer's licence and contract
 * uploads with their owner-only links, and the staff review of certifications (roles support and admin).
 */
export const certificationRoutes = {
  AdminCertificationQueue: route<{ query: CertificationQueueQuery; response: CertificationQueueItem[] }>()({
    method: 'GET',
    path: '/api/admin/certifications',
    auth: 'staff',
    summary: 'Certification review queue (roles support, admin)',
    domain: 'accounts',
  }),
  AdminCertificationDetail: route<{ query: CertificationReviewQuery; response: CertificationReviewDetail }>()({
    method: 'GET',
    path: '/api/admin/certifications/detail',
    auth: 'staff',
    summary: 'One certification with links to its files (roles support, admin)',
    domain: 'accounts',
  }),
  AdminReviewCertification: route<{ body: ReviewCertificationRequest; response: ReviewCertificationResponse }>()({
    method: 'POST',
    path: '/api/admin/certifications/review',
    auth: 'staff',
    summary: 'Approve or reject a certification (roles support, admin)',
    domain: 'accounts',
  }),
  uploadFile: route<{ query: UploadFileQuery; body: FormData; response: UploadResult }>()({
    method: 'POST',
    path: '/api/File/uploadFile',
    auth: 'customer',
    summary: '上传图片或PDF（multipart）',
    domain: 'accounts',
  }),
  GetUploadedFile: route<{ query: UploadedFileViewQuery; response: RawAnswer<'file'> }>()({
    method: 'GET',
    path: '/api/File/view',
    auth: 'public',
    summary: '查看认证文件（短时签名链接）',
    domain: 'accounts',
  }),
} as const satisfies Record<string, RouteDef>;
