import type { SmsCodeType } from '../enums/sms-code-type.js';
import type { AuditTypeValue } from '../enums/audit-type.js';
import type { IsoDateString, KeyValueOption } from './common.js';
import type { UploadFormatValue } from './files.js';

/** A pickup (sampling) address. */
export interface Address {
  id: number;
  /** Contact person. */
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  /** Sent empty by the client; kept for the legacy shape. */
  street: string;
  /** Detail address. */
  address: string;
  postalCode: string;
  isDefault: boolean;
}

export type AddAddressRequest = Omit<Address, 'id' | 'isDefault'> & { isDefault?: boolean };
export type UpdateAddressRequest = AddAddressRequest & { id: number };

export interface DeleteAddressRequest {
  id: number;
}

export interface UpdateNickNameQuery {
  nickName: string;
}

export interface VerifyPhoneCodeRequest {
  phone: string;
  code: string;
  type: typeof SmsCodeType.PhoneChange;
}

export interface VerifyPhoneCodeResponse {
  /** Proves the old phone was verified; ChangePhone must present it. */
  key: string;
}

export interface ChangePhoneRequest {
  mobile: string;
  code: string;
  key: string;
}

export interface SendEmailCodeRequest {
  email: string;
}

export interface CheckEmailCodeRequest {
  code: string;
  email?: string;
}

export interface SubmitEmailRequest {
  email: string;
  code: string;
}

/** Order defaults; field names keep the spec's spelling (meMoblie, acceessKeyId). */
export interface OrderSettings {
  /** Ordering institution: read-only, taken from the user's companyName. */
  mechanism: string;
  meName: string;
  meMoblie: string;
  /** Several addresses joined with ';' and a trailing ';'. */
  meEmail: string;
  acceessKeyId: string;
  accessKeySecret: string;
  ossPath: string;
  bucket: string;
  endPoint: string;
  /** Whether the data-delivery (cloud storage) fields were changed in this save. */
  isChange: boolean;
}

export type SaveOrderSettingRequest = Omit<OrderSettings, 'mechanism'>;

export interface OrderSettingsOwner {
  id: number;
  memberName: string;
  moblie: string;
  email: string;
}

export interface OrderSettingsResponse {
  /** Meaning not given by the spec; passed through unchanged. */
  isman: boolean;
  result: OrderSettingsOwner;
  /** Null until the settings were saved once (ordering then answers 182). */
  companyset: OrderSettings | null;
}

export type CertificationTypeOption = KeyValueOption<number>;

/** Type key for which no business licence is asked (spec part 2 section 5). */
export const CERTIFICATION_TYPE_WITHOUT_LICENCE = 2;

export const DEFAULT_THROUGHPUT_TOLERANCE_RATIO = 100;

/** The certification types GetCertificationTypes answers (key 2 needs no business licence). */
export const CERTIFICATION_TYPES: readonly CertificationTypeOption[] = [
  { key: 1, value: '企业' },
  { key: 2, value: '高校及科研院所' },
  { key: 3, value: '医疗机构' },
  { key: 4, value: '其他机构' },
];

/** One certification file with what the page shows of it. */
export interface CertificationFile {
  /** The object key, as uploadFile answered it. */
  url: string;
  name: string;
  format: UploadFormatValue;
  /** Short-lived link that opens it. */
  link: string;
}

export interface CertificationDetail {
  type: CertificationTypeOption | null;
  mechanismName: string;
  /** 0-100, default 100. */
  throughputToleranceRatio: number;
  /** Contract file URLs. */
  contract: string[];
  /** Business licence file URLs. */
  business: string[];
  /** The same files with their names, formats and links. */
  contractFiles: CertificationFile[];
  businessFiles: CertificationFile[];
  auditType: AuditTypeValue;
  /** Staff's reason when auditType is 4. */
  rejectReason: string | null;
  submittedAt: IsoDateString | null;
}

export interface SubmitCertificationRequest {
  type: number;
  mechanismName: string;
  throughputToleranceRatio: number;
  contract: string[];
  business: string[];
}

export interface BusinessLinkQuery {
  id: number;
}

export interface BusinessLinkResponse {
  link: string;
}

/** The business-management tiles (spec part 2 section 2.12); tiles 3 and 4 have no id. */
export const BUSINESS_TILES = [
  { id: 1, title: '账号列表', link: '/bussiness_manger/accounts' },
  { id: 2, title: '权限管理', link: '/bussiness_manger/permissions' },
  { id: null, title: '机构申请', link: null },
  { id: null, title: '角色管理', link: null },
  { id: 5, title: '合同管理', link: '/bussiness_manger/contracts' },
  { id: 6, title: '个人中心', link: '/my_info' },
] as const;

export const FEATURE_NOT_OPEN_MESSAGE = '功能尚未开通';

export const SubAccountStatus = {
  Pending: 'pending',
  Approved: 'approved',
  Disabled: 'disabled',
} as const;
export type SubAccountStatusValue = (typeof SubAccountStatus)[keyof typeof SubAccountStatus];

export const SUB_ACCOUNT_STATUS_LABELS: Record<SubAccountStatusValue, string> = {
  pending: '待审核',
  approved: '已启用',
  disabled: '已停用',
};

/** A member of the organisation as its main account manages it. */
export interface SubAccount {
  id: number;
  account: string;
  nickName: string;
  phone: string;
  isMain: boolean;
  status: SubAccountStatusValue;
  canOrder: boolean;
  canViewBilling: boolean;
  canDownload: boolean;
  createdAt: IsoDateString;
}

/** Changes the main account makes to one sub-account; absent fields stay as they are. */
export interface UpdateSubAccountRequest {
  id: number;
  status?: SubAccountStatusValue;
  canOrder?: boolean;
  canViewBilling?: boolean;
  canDownload?: boolean;
}
