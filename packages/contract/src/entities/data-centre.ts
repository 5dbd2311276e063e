import type { OrderStatusValue } from '../enums/order-status.js';
import type { SampleProgressStepValue } from '../enums/sample-progress.js';
import type { DataTypeValue } from '../enums/workspace-filters.js';
import type { TemplateTypeValue } from '../enums/template-type.js';
import type { IsoDateString } from './common.js';

export interface DataListQuery {
  dataType: DataTypeValue;
  orderByType?: number;
  keyWord?: string;
  page: number;
  pageSize: number;
  /** 'start~end'. */
  enterTime?: string;
  /** Analysis records of one original order (dataType 2). */
  oriOrderId?: number;
}

export interface DataRow {
  id: number;
  libraryName: string;
  childName: string;
  createTime: IsoDateString;
  templateType: TemplateTypeValue;
  /** Data yield in G. */
  yields: number;
  reportType: string;
  qcPath: string;
  service: string;
  downloadPath: string;
  /** The order the data (dataType 1) or the analysis (dataType 2) belongs to. */
  orderId?: number;
  orderNo?: string;
  /** dataType 1: the library (sample) id and its first sub-library, as SubmitAnalysis takes them. */
  libraryId?: number;
  childId?: number;
  species?: string;
  /** dataType 2: the analysis status and price; downloadPath is the analysis order's number once done. */
  status?: string;
  statusLabel?: string;
  totalPrice?: string;
}

/** GetDataList `orderByType`: 1 newest first (default), 2 oldest first, 3 most data first, 4 least data first. */
export const DataOrderBy = {
  Newest: 1,
  Oldest: 2,
  MostData: 3,
  LeastData: 4,
} as const;

export type DataOrderByValue = (typeof DataOrderBy)[keyof typeof DataOrderBy];

export const DATA_ORDER_BY_LABELS: Record<DataOrderByValue, string> = {
  [DataOrderBy.Newest]: '时间从新到旧',
  [DataOrderBy.Oldest]: '时间从旧到新',
  [DataOrderBy.MostData]: '数据量从大到小',
  [DataOrderBy.LeastData]: '数据量从小到大',
};

/** The data centre lists 10 rows a page (spec part 2 section 9). */
export const DATA_CENTRE_PAGE_SIZE = 10;

export interface DeliveryCredentialQuery {
  orderNo: string;
}

/**
 * Decoded form of GetDeliveryCredential's body, which travels as base64 text of this JSON. The access is
 * temporary (valid 30 days) and scoped to the order's path.
 */
export interface DeliveryCredential {
  /** Endpoint. */
  eptpl: string;
  id: string;
  secret: string;
  osspath: string;
  region: string;
  desc: string;
  /** How the credential was issued; `unavailable` carries no keys (id and secret empty): use the per-file links. */
  mode?: DeliveryCredentialModeValue;
  /** Session token of temporary (STS) credentials; desktop clients read it as `stoken`. */
  stoken?: string;
  /** When the keys stop working; null for development keys that do not expire. */
  expiration?: IsoDateString | null;
  /** Always read-only: customers never write to the delivery bucket. */
  privilege?: 'readOnly';
}

export interface DownloadListQuery {
  orderNo: string;
  type: DownloadListTypeValue;
}

export interface DownloadItem {
  /** A signed download link of the API, valid for a limited time (see `expiresAt`). */
  filePath: string;
  fileName: string;
  size?: number;
  md5?: string;
  expiresAt?: IsoDateString;
}

export interface ReportDetailQuery {
  id: number;
}

export interface ReportDetail {
  /** Base64 of the credential JSON, as in GetDeliveryCredential. */
  basestr: string;
  files: DownloadItem[];
}

export interface DatadeliveryResponse {
  orderNo: string;
  files: DownloadItem[];
  /** The order's QC reports (sample QC and data QC), as GetDownloadList type 2 lists them. */
  reports: DownloadItem[];
  credentialAvailable: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Data delivery: files in the delivery bucket under the order's prefix, their MD5 manifest, links and credentials.
// ---------------------------------------------------------------------------------------------------------------

/** GetDownloadList `type`: 1 the order's sequencing data, 2 its QC reports (sample QC and data QC). */
export const DownloadListType = {
  Data: 1,
  Reports: 2,
} as const;

export type DownloadListTypeValue = (typeof DownloadListType)[keyof typeof DownloadListType];

/** The quality-file list answers this message, with an empty list, while the order has no report. */
export const NO_REPORT_AVAILABLE = '暂无可用报告';

/** A file list with nothing in it yet (spec part 2 section 8). */
export const NO_FILE_AVAILABLE = '暂无可用文件';

export const DeliveryFileCategory = {
  Data: 'DATA',
  SampleQc: 'SAMPLE_QC',
  DataQc: 'DATA_QC',
} as const;

export type DeliveryFileCategoryValue = (typeof DeliveryFileCategory)[keyof typeof DeliveryFileCategory];

export const DELIVERY_FILE_CATEGORIES: readonly DeliveryFileCategoryValue[] = Object.values(DeliveryFileCategory);

export const DELIVERY_FILE_CATEGORY_LABELS: Record<DeliveryFileCategoryValue, string> = {
  [DeliveryFileCategory.Data]: '测序数据',
  [DeliveryFileCategory.SampleQc]: '样本质检报告',
  [DeliveryFileCategory.DataQc]: '数据质检报告',
};

/** Categories listed by GetDownloadList for each `type`. */
export const DOWNLOAD_LIST_CATEGORIES: Record<DownloadListTypeValue, readonly DeliveryFileCategoryValue[]> = {
  [DownloadListType.Data]: [DeliveryFileCategory.Data],
  [DownloadListType.Reports]: [DeliveryFileCategory.SampleQc, DeliveryFileCategory.DataQc],
};

/** The manifest file written beside the delivered files, in `md5sum -c` format. */
export const DELIVERY_MANIFEST_FILE = 'md5sum.txt';

export interface DeliveryFileEntry {
  id: number;
  fileName: string;
  /** Path below the order's prefix, e.g. `data/S1_R1.fq.gz`. */
  path: string;
  category: DeliveryFileCategoryValue;
  categoryLabel: string;
  size: number;
  md5: string;
  uploadedAt: IsoDateString;
}

export interface DeliveryManifestQuery {
  orderNo: string;
}

export interface DeliveryManifest {
  orderNo: string;
  /** Where the files are, as an S3 URL: `s3://<bucket>/orders/<orderNo>/`. */
  osspath: string;
  /** Path of the md5sum manifest below the prefix. */
  manifestFile: string;
  files: DeliveryFileEntry[];
}

export interface DownloadFileQuery {
  /** The signed ticket of a download link. */
  ticket: string;
}

/**
 * How GetDeliveryCredential issues keys. `sts`: temporary read-only keys from MinIO STS AssumeRole with a session
 * policy limited to the order's prefix. `shared-development`: the development storage's own keys (s3rver cannot
 * issue temporary keys); NOT limited to the order, refused in production. `unavailable`: no keys, per-file links.
 */
export const DeliveryCredentialMode = {
  Sts: 'sts',
  SharedDevelopment: 'shared-development',
  Unavailable: 'unavailable',
} as const;

export type DeliveryCredentialModeValue = (typeof DeliveryCredentialMode)[keyof typeof DeliveryCredentialMode];

// ---------------------------------------------------------------------------------------------------------------
// Live order events (GET /api/NewOrder/OrderEvents, Server-Sent Events). Each SSE message has `event:` set to the
// event's `type` and `data:` the JSON below; `id:` is a unique event id.
// ---------------------------------------------------------------------------------------------------------------

export interface OrderEventsTicketResponse {
  /** One-time ticket: open `url` (which carries it) within `expiresIn` seconds. */
  ticket: string;
  expiresIn: number;
  /** GET /api/NewOrder/OrderEvents?ticket=…, ready for `new EventSource(url)`; add `&orderNo=` to watch one order. */
  url: string;
}

export interface OrderEventsQuery {
  ticket: string;
  /** Only this order's events (it must be the caller's, else code 404); all the caller's orders when omitted. */
  orderNo?: string;
}

export const OrderLiveEventType = {
  /** Sent once when the stream opens: reload what the page shows, events follow from here. */
  Ready: 'ready',
  SampleProgress: 'sample-progress',
  OrderStatus: 'order-status',
  DeliveryFiles: 'delivery-files',
  Express: 'express',
  /** The stream ends (its lifetime is the access-token lifetime): fetch a new ticket and reconnect. */
  Expired: 'expired',
} as const;

export type OrderLiveEventTypeValue = (typeof OrderLiveEventType)[keyof typeof OrderLiveEventType];

interface OrderLiveEventBase {
  orderNo: string;
  occurredAt: IsoDateString;
}

export interface SampleProgressLiveEvent extends OrderLiveEventBase {
  type: typeof OrderLiveEventType.SampleProgress;
  step: SampleProgressStepValue;
  stepLabel: string;
  samples: Array<{ sampleId: number; codeNo: string; sendTempCode: string }>;
}

export interface OrderStatusLiveEvent extends OrderLiveEventBase {
  type: typeof OrderLiveEventType.OrderStatus;
  status: { id: OrderStatusValue; name: string };
}

export interface DeliveryFilesLiveEvent extends OrderLiveEventBase {
  type: typeof OrderLiveEventType.DeliveryFiles;
  fileCount: number;
}

export interface ExpressLiveEvent extends OrderLiveEventBase {
  type: typeof OrderLiveEventType.Express;
  number: string;
  expName: string;
  status: string;
}

export type OrderLiveEvent = SampleProgressLiveEvent | OrderStatusLiveEvent | DeliveryFilesLiveEvent | ExpressLiveEvent;

/** Sample progress notifications (SMS, and e-mail when the member has an address); both on until turned off. */
export interface NotificationSetting {
  progressSms: boolean;
  progressEmail: boolean;
  /** The address e-mails go to (the member's e-mail); null when none is set, so no e-mail is sent. */
  email: string | null;
}

export interface SaveNotificationSettingRequest {
  progressSms: boolean;
  progressEmail: boolean;
}
