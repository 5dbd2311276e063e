import type {
  Banner,
  Captcha,
  ContactMessageEntry,
  ContactMessageQuery,
  LegalText,
  LegalTextVersion,
  LegalTextVersionsQuery,
  ListResponse,
  LegalTextQuery,
  PostContactRequest,
  PostOkResponse,
  QualityReadmeItem,
  SaveLegalTextRequest,
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
    auth: 'optional',
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
  // Staff (roles support and admin): legal texts are edited as new versions; contact messages are read here.
  AdminLegalTexts: route<{ response: LegalText[] }>()({
    method: 'GET',
    path: '/api/admin/content/legal-texts',
    auth: 'staff',
    summary: '各协议与条款的当前版本',
    domain: 'content',
  }),
  AdminLegalTextVersions: route<{ query: LegalTextVersionsQuery; response: LegalTextVersion[] }>()({
    method: 'GET',
    path: '/api/admin/content/legal-text-versions',
    auth: 'staff',
    summary: '一种协议的全部版本（新版本在前）',
    domain: 'content',
  }),
  AdminSaveLegalText: route<{ body: SaveLegalTextRequest; response: LegalText }>()({
    method: 'POST',
    path: '/api/admin/content/legal-texts',
    auth: 'staff',
    summary: '修改协议文本：保存为新版本，版本号加一',
    domain: 'content',
  }),
  AdminContactMessages: route<{ query: ContactMessageQuery; response: ListResponse<ContactMessageEntry> }>()({
    method: 'GET',
    path: '/api/admin/content/contacts',
    auth: 'staff',
    summary: '联系我们留言列表（新留言在前）',
    domain: 'content',
  }),
} as const satisfies Record<string, RouteDef>;
