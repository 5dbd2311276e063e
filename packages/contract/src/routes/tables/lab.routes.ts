import type { RouteDef } from '../route-def.js';

/**
 * Staff calls. The spec names none of them, so the keys carry an `Admin` prefix to keep them apart from
 * customer calls of similar purpose (e.g. customer `Login`).
 */
export const labRoutes = {
  AdminLogin: { method: 'POST', path: '/api/admin/auth/login', auth: 'public', summary: 'Staff login with username and password', domain: 'lab' },
  AdminSmsOutbox: { method: 'GET', path: '/api/admin/sms-outbox', auth: 'staff', summary: 'Latest SMS messages of the development provider, newest first', domain: 'lab' },
  // Lab workflow (roles lab and admin; the ones marked 仅管理员 need admin). Ids travel in the query or body rather
  // than the path, so that each route is one literal path in this table, in Swagger and in Fastify alike.
  AdminLabLookup: { method: 'GET', path: '/api/admin/lab/lookup', auth: 'staff', summary: '按订单号或样本编号查找（扫码枪友好：去首尾空白、不区分大小写）', domain: 'lab' },
  AdminLabOrder: { method: 'GET', path: '/api/admin/lab/order', auth: 'staff', summary: '订单的实验视图：样本进度、质检结果、交付文件、物流', domain: 'lab' },
  AdminReceiveSamples: { method: 'POST', path: '/api/admin/lab/receive-samples', auth: 'staff', summary: '收样；订单的样本全部收到后订单变为已收样（2→3）', domain: 'lab' },
  AdminRecordProgress: { method: 'POST', path: '/api/admin/lab/progress', auth: 'staff', summary: '记录样本进度（只能前进到下一步），含时间与操作人', domain: 'lab' },
  AdminRecordQc: { method: 'POST', path: '/api/admin/lab/qc-results', auth: 'staff', summary: '录入样本质检结果（质检报告各列）', domain: 'lab' },
  AdminCompleteOrder: { method: 'POST', path: '/api/admin/lab/complete-order', auth: 'staff', summary: '完成订单（3→4），需已交付数据', domain: 'lab' },
  AdminAddExpressTrace: { method: 'POST', path: '/api/admin/lab/express-traces', auth: 'staff', summary: '新增物流跟踪记录（客户订单详情的物流信息）', domain: 'lab' },
  AdminUploadDeliveryFile: { method: 'POST', path: '/api/admin/lab/delivery-files', auth: 'staff', summary: '上传交付文件（multipart），记录MD5并更新订单清单', domain: 'lab' },
  AdminDeleteDeliveryFile: { method: 'DELETE', path: '/api/admin/lab/delivery-files', auth: 'staff', summary: '删除交付文件（仅管理员）', domain: 'lab' },
  AdminCreateDeliveryUpload: { method: 'POST', path: '/api/admin/lab/delivery-uploads', auth: 'staff', summary: '大文件直传：签发预签名上传链接', domain: 'lab' },
  AdminCompleteDeliveryUpload: { method: 'POST', path: '/api/admin/lab/delivery-uploads/complete', auth: 'staff', summary: '大文件直传完成：校验对象、记录MD5', domain: 'lab' },
  AdminAuditLog: { method: 'GET', path: '/api/admin/audit-log', auth: 'staff', summary: '操作审计日志（仅管理员）', domain: 'lab' },
  AdminMailOutbox: { method: 'GET', path: '/api/admin/mail-outbox', auth: 'staff', summary: 'Latest e-mails of the development mail provider, newest first', domain: 'lab' },
} as const satisfies Record<string, RouteDef>;
