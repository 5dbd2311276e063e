import type { OrderStatusValue } from '../enums/order-status.js';
import type { SampleProgressStepValue } from '../enums/sample-progress.js';
import type { StaffRoleValue } from '../enums/staff-role.js';
import type { AuditTypeValue } from '../enums/audit-type.js';
import type { CertificationDetail } from './personal-centre.js';
import type { IsoDateString } from './common.js';
import type { DeliveryFileCategoryValue } from './data-centre.js';
import type { ExpressTrace } from './orders.js';

export interface AdminLoginRequest {
  username: string;
  password: string;
}

export interface AdminLoginResponse {
  /** Staff access token (Bearer); never accepted where a customer token is expected. */
  token: string;
  username: string;
  displayName: string;
  roles: StaffRoleValue[];
  /** Seconds until the token expires. */
  expiresIn: number;
}

export interface SmsOutboxQuery {
  phone?: string;
}

export interface SmsOutboxEntry {
  id: number;
  phone: string;
  content: string;
  /** Why it was sent: login, register, progress ... */
  purpose: string;
  createdAt: IsoDateString;
}

export interface HealthIndicatorState {
  status: 'up' | 'down';
  responseTime?: number;
  message?: string;
}

/** GET /api/health body: one entry per service (database, redis, storage). */
export interface HealthResponse {
  status: 'ok' | 'error';
  info: Record<string, HealthIndicatorState>;
  error: Record<string, HealthIndicatorState>;
  details: Record<string, HealthIndicatorState>;
}

// ---------------------------------------------------------------------------------------------------------------
// Lab workflow (/api/admin/lab/...). Staff find an order or sample by a scanned code, receive samples, move them
// through the progress steps, record QC results, deliver files and complete the order.
// ---------------------------------------------------------------------------------------------------------------

/** Sample QC conclusion, for the total amount and for the quality (quality report, spec part 2 section 9). */
export const QcGrade = {
  Pass: 'PASS',
  Risk: 'RISK',
  Fail: 'FAIL',
} as const;

export type QcGradeValue = (typeof QcGrade)[keyof typeof QcGrade];

export const QC_GRADE_LABELS: Record<QcGradeValue, string> = {
  [QcGrade.Pass]: '合格',
  [QcGrade.Risk]: '风险',
  [QcGrade.Fail]: '不合格',
};

export const QC_GRADES: readonly QcGradeValue[] = Object.values(QcGrade);

export interface LabLookupQuery {
  /** An order number or a sample code as a scanner types it; blanks around it and letter case are ignored. */
  code: string;
}

export interface LabOrderQuery {
  orderNo: string;
}

export interface LabStepRecord {
  step: SampleProgressStepValue;
  label: string;
  occurredAt: IsoDateString;
  operatorName: string;
}

/**
 * A sample's QC measurements and verdicts (spec part 2 section 9), as the lab enters them and every quality report
 * shows them. Plain numbers; null when not measured.
 */
export interface QcMeasurements {
  /** ng/μl */
  concentration: number | null;
  /** μl */
  volume: number | null;
  /** ng; concentration × volume when not given. */
  totalAmount: number | null;
  /** nM */
  qpcrConcentration: number | null;
  od260280: number | null;
  rinDin: number | null;
  /** bp */
  libraryLength: number | null;
  /** QC conclusion for the total amount. */
  totalGrade: QcGradeValue;
  /** QC conclusion for the quality. */
  qualityGrade: QcGradeValue;
  remarks: string;
}

/** One row of the quality report (spec part 2 section 9), with who tested and reviewed it. */
export interface SampleQcResult extends QcMeasurements {
  sampleId: number;
  /** 样本编号 and 样本名称 of the report come from the sample itself. */
  sampleCode: string;
  sampleName: string;
  sampleType: string;
  tester: string;
  reviewer: string;
  testedAt: IsoDateString | null;
  reviewedAt: IsoDateString | null;
  recordedBy: string;
  recordedAt: IsoDateString;
}

export interface LabSampleView {
  id: number;
  codeNo: string;
  sendTempCode: string;
  /** The customer's own sample number (样本编号); '' when none was given. */
  sampleNo: string;
  name: string;
  /** 文库 or 生物. */
  kind: string;
  goodsName: string;
  /** Null until the first step is recorded. */
  progressStep: SampleProgressStepValue | null;
  progressLabel: string;
  /** The only step the lab may record next; null once sequencing is done. */
  nextStep: SampleProgressStepValue | null;
  receivedAt: IsoDateString | null;
  steps: LabStepRecord[];
  qc: SampleQcResult | null;
}

export interface LabDeliveryFile {
  id: number;
  fileName: string;
  category: string;
  categoryLabel: string;
  size: number;
  md5: string;
  uploadedAt: IsoDateString;
  uploadedBy: string;
}

export interface LabOrderView {
  orderNo: string;
  status: { id: OrderStatusValue; name: string };
  memberName: string;
  orgName: string;
  createTime: IsoDateString;
  samples: LabSampleView[];
  deliveryFiles: LabDeliveryFile[];
  express: ExpressTrace | null;
  /** True when the order may be completed now: samples received (3) and at least one data file delivered. */
  canComplete: boolean;
}

export interface LabLookupResponse {
  kind: 'order' | 'sample';
  orderNo: string;
  /** The scanned sample, when the code was a sample's. */
  sampleId: number | null;
  order: LabOrderView;
}

export interface ReceiveSamplesRequest {
  orderNo: string;
  /** Samples to receive; all samples of the order not yet received when omitted. */
  sampleIds?: number[];
  /** When it happened; now when omitted. Not in the future. */
  occurredAt?: IsoDateString;
}

export interface RecordProgressRequest {
  orderNo: string;
  /** The step to record; every listed sample must be exactly one step before it (forward only, no skipping). */
  step: SampleProgressStepValue;
  /** Samples to move; every sample of the order whose next step this is, when omitted. */
  sampleIds?: number[];
  occurredAt?: IsoDateString;
}

/** Answer of every lab action: what changed and the order as it is now. */
export interface LabActionResponse {
  changed: number;
  order: LabOrderView;
}

export interface RecordQcRequest {
  sampleId: number;
  concentration?: number | null;
  volume?: number | null;
  totalAmount?: number | null;
  qpcrConcentration?: number | null;
  od260280?: number | null;
  rinDin?: number | null;
  libraryLength?: number | null;
  totalGrade: QcGradeValue;
  qualityGrade: QcGradeValue;
  remarks?: string;
  tester: string;
  reviewer?: string;
  testedAt?: IsoDateString;
  reviewedAt?: IsoDateString;
}

export interface CompleteOrderRequest {
  orderNo: string;
}

export interface AddExpressTraceRequest {
  orderNo: string;
  /** The waybill number; the order's own express number when omitted. */
  number?: string;
  /** Carrier name, e.g. 顺丰速运. */
  expName?: string;
  /** What happened, e.g. 已签收. */
  status: string;
  occurredAt?: IsoDateString;
}

/** AdminUploadDeliveryFile: the order and the kind of file; the file itself is the multipart part `file`. */
export interface UploadDeliveryFileQuery {
  orderNo: string;
  category: DeliveryFileCategoryValue;
}

export interface DeleteDeliveryFileQuery {
  id: number;
}

export interface CreateDeliveryUploadRequest {
  orderNo: string;
  fileName: string;
  category: DeliveryFileCategoryValue;
}

export interface CreateDeliveryUploadResponse {
  uploadId: string;
  /** PUT the file's bytes here (one request, up to 5 GB), then call AdminCompleteDeliveryUpload. */
  url: string;
  expiresAt: IsoDateString;
}

export interface CompleteDeliveryUploadRequest {
  uploadId: string;
}

export interface AuditLogQuery {
  targetType?: string;
  targetId?: string;
  action?: string;
  page?: number;
  pageSize?: number;
}

export interface AuditLogEntry {
  id: number;
  staffId: number | null;
  staffName: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createdAt: IsoDateString;
}

export interface MailOutboxQuery {
  email?: string;
}

export interface MailOutboxEntry {
  id: number;
  email: string;
  subject: string;
  content: string;
  purpose: string;
  createdAt: IsoDateString;
}

// ---------------------------------------------------------------------------------------------------------------
// Certification review (/api/admin/certifications): support and administrators approve or reject organisations.
// ---------------------------------------------------------------------------------------------------------------

export interface CertificationQueueQuery {
  /** 2 waiting (default), 3 approved, 4 rejected. */
  auditType?: AuditTypeValue;
}

export interface CertificationQueueItem {
  organisationId: number;
  organisationName: string;
  mechanismName: string;
  typeName: string;
  submittedAt: IsoDateString;
  /** The member who submitted it. */
  account: string;
  phone: string;
  auditType: AuditTypeValue;
}

export interface CertificationReviewQuery {
  organisationId: number;
}

export interface CertificationReviewDetail extends CertificationDetail {
  organisationId: number;
  organisationName: string;
  account: string;
  phone: string;
  email: string | null;
  reviewedBy: string | null;
  reviewedAt: IsoDateString | null;
}

export interface ReviewCertificationRequest {
  organisationId: number;
  approve: boolean;
  /** Required when rejecting; shown to the customer. */
  reason?: string;
}

export interface ReviewCertificationResponse {
  organisationId: number;
  auditType: AuditTypeValue;
}
