import type { SmsCodeType } from '../enums/sms-code-type.js';
import type { KeyValueOption } from './common.js';

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

export interface CertificationDetail {
  type: CertificationTypeOption | null;
  mechanismName: string;
  /** 0-100, default 100. */
  throughputToleranceRatio: number;
  /** Contract file URLs. */
  contract: string[];
  /** Business licence file URLs. */
  business: string[];
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
