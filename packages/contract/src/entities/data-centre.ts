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
}

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
}

export interface DownloadListQuery {
  orderNo: string;
  type: number;
}

export interface DownloadItem {
  filePath: string;
  fileName: string;
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
  credentialAvailable: boolean;
}
