import type {
  Banner,
  Captcha,
  LegalText,
  LegalTextQuery,
  PostContactRequest,
  PostOkResponse,
  QualityReadmeItem,
  VerifyCaptchaRequest,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/** Static and service content: banners, legal texts, contact form and its captcha. */
export const contentRoutes = {
  GetBanner: route<{ response: Banner[] }>()({
    method: 'GET',
    path: '/api/NewIndex/GetBanner',
    auth: 'public',
    summary: '首页轮播图',
    domain: 'content',
  }),
  GetLegalText: route<{ query: LegalTextQuery; response: LegalText }>()({
    method: 'GET',
    path: '/api/NewContent/GetLegalText',
    auth: 'public',
    summary: '协议与条款文本',
    domain: 'content',
  }),
  GetCaptcha: route<{ response: Captcha }>()({
    method: 'GET',
    path: '/api/NewContent/GetCaptcha',
    auth: 'public',
    summary: '图形验证码',
    domain: 'content',
  }),
  VerifyCaptcha: route<{ body: VerifyCaptchaRequest; response: null }>()({
    method: 'POST',
    path: '/api/NewContent/VerifyCaptcha',
    auth: 'public',
    summary: '校验图形验证码',
    domain: 'content',
  }),
  PostContact: route<{ body: PostContactRequest; response: PostOkResponse }>()({
    method: 'POST',
    path: '/api/NewContent/PostContact',
    auth: 'public',
    summary: '提交联系我们留言',
    domain: 'content',
  }),
  GetQualityReadme: route<{ response: QualityReadmeItem[] }>()({
    method: 'GET',
    path: '/api/NewContent/GetQualityReadme',
    auth: 'public',
    summary: '质检报告说明',
    domain: 'content',
  }),
} as const satisfies Record<string, RouteDef>;
