import type {
  AddExpressTraceRequest,
  AuditLogEntry,
  AuditLogQuery,
  CompleteOrderRequest,
  LabActionResponse,
  LabLookupQuery,
  LabLookupResponse,
  LabOrderQuery,
  LabOrderView,
  ListResponse,
  ReceiveSamplesRequest,
  RecordProgressRequest,
  RecordQcRequest,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/**
 * The lab's staff workflow and the audit log. The spec names no staff call, so staff keys carry an `Admin` prefix to
 * keep them apart from customer calls of similar purpose (e.g. customer `Login`). Staff calls of another domain sit
 * in its table: the staff login in accounts, delivery uploads in delivery, printing in orders, the development
 * outboxes in system, the desk in support.
 */
export const labRoutes = {
  // Lab workflow (roles lab and admin; the ones marked 仅管理员 need admin). Ids travel in the query or body rather
  // than the path, so that each route is one literal path in this table, in Swagger and in Fastify alike.
  AdminLabLookup: route<{ query: LabLookupQuery; response: LabLookupResponse }>()({
    method: 'GET',
    path: '/api/admin/lab/lookup',
    auth: 'staff',
    summary: '按订单号或样本编号查找（扫码枪友好：去首尾空白、不区分大小写）',
    domain: 'lab',
  }),
  AdminLabOrder: route<{ query: LabOrderQuery; response: LabOrderView }>()({
    method: 'GET',
    path: '/api/admin/lab/order',
    auth: 'staff',
    summary: '订单的实验视图：样本进度、质检结果、交付文件、物流',
    domain: 'lab',
  }),
  AdminReceiveSamples: route<{ body: ReceiveSamplesRequest; response: LabActionResponse }>()({
    method: 'POST',
    path: '/api/admin/lab/receive-samples',
    auth: 'staff',
    summary: '收样；订单的样本全部收到后订单变为已收样（2→3）',
    domain: 'lab',
  }),
  AdminRecordProgress: route<{ body: RecordProgressRequest; response: LabActionResponse }>()({
    method: 'POST',
    path: '/api/admin/lab/progress',
    auth: 'staff',
    summary: '记录样本进度（只能前进到下一步），含时间与操作人',
    domain: 'lab',
  }),
  AdminRecordQc: route<{ body: RecordQcRequest; response: LabActionResponse }>()({
    method: 'POST',
    path: '/api/admin/lab/qc-results',
    auth: 'staff',
    summary: '录入样本质检结果（质检报告各列）',
    domain: 'lab',
  }),
  AdminCompleteOrder: route<{ body: CompleteOrderRequest; response: LabActionResponse }>()({
    method: 'POST',
    path: '/api/admin/lab/complete-order',
    auth: 'staff',
    summary: '完成订单（3→4），需已交付数据',
    domain: 'lab',
  }),
  AdminAddExpressTrace: route<{ body: AddExpressTraceRequest; response: LabOrderView }>()({
    method: 'POST',
    path: '/api/admin/lab/express-traces',
    auth: 'staff',
    summary: '新增物流跟踪记录（客户订单详情的物流信息）',
    domain: 'lab',
  }),
  AdminAuditLog: route<{ query: AuditLogQuery; response: ListResponse<AuditLogEntry> }>()({
    method: 'GET',
    path: '/api/admin/audit-log',
    auth: 'staff',
    summary: '操作审计日志（仅管理员）',
    domain: 'lab',
  }),
} as const satisfies Record<string, RouteDef>;
