import {
  ORDER_SETTING_MESSAGES,
  isDigitsOnly,
  isValidEmail,
  joinEmailList,
  parseEmailList,
  type OrderSettingsResponse,
  type SaveOrderSettingRequest,
} from '@seqportal/contract';

export const ORDER_PHONE_MAX_LENGTH = 11;
export const PERSONAL_ACCOUNT = '个人账号';
export const DELIVERY_HINT = '云存储账号需要该路径的写入和列表权限';

/** Spec part 2 section 5, in the order the form checks them; the API's DTO answers the same texts. */
export { ORDER_SETTING_MESSAGES };

export interface DeliveryValues {
  acceessKeyId: string;
  accessKeySecret: string;
  ossPath: string;
  bucket: string;
  endPoint: string;
}

export type DeliveryField = keyof DeliveryValues;

export interface OrderSettingsFormValues {
  meName: string;
  meMoblie: string;
  /** One entry per input row; blank rows are ignored on save. */
  emails: string[];
  delivery: DeliveryValues;
  /** True once any delivery field was edited: only then may the server overwrite the stored ones. */
  deliveryChanged: boolean;
}

export type OrderSettingsErrors = Partial<Record<'meName' | 'meMoblie' | 'meEmail', string>> & {
  /** Indexes of the e-mail rows to mark. */
  emailRows?: number[];
};

/** Before the first save the form starts from the member's own name, phone and e-mail. */
export function settingsToForm(response: OrderSettingsResponse): OrderSettingsFormValues {
  const saved = response.companyset;
  const emails = parseEmailList(saved ? saved.meEmail : (response.result.email ?? ''));
  return {
    meName: saved ? saved.meName : (response.result.memberName ?? ''),
    meMoblie: saved ? saved.meMoblie : (response.result.moblie ?? ''),
    emails: emails.length > 0 ? emails : [''],
    delivery: {
      acceessKeyId: saved?.acceessKeyId ?? '',
      accessKeySecret: saved?.accessKeySecret ?? '',
      ossPath: saved?.ossPath ?? '',
      bucket: saved?.bucket ?? '',
      endPoint: saved?.endPoint ?? '',
    },
    deliveryChanged: false,
  };
}

/** The ordering institution: the saved one, else the member's company, else a personal account. */
export function mechanismOf(response: OrderSettingsResponse | undefined, companyName: string | undefined): string {
  return response?.companyset?.mechanism || companyName || PERSONAL_ACCOUNT;
}

/** Keeps digits only, at most 11 (the field refuses anything else as it is typed). */
export function sanitizeOrderPhone(value: string): string {
  return value.replace(/\D+/g, '').slice(0, ORDER_PHONE_MAX_LENGTH);
}

export function validateOrderSettings(values: OrderSettingsFormValues): OrderSettingsErrors {
  const errors: OrderSettingsErrors = {};
  if (values.meName.trim() === '') errors.meName = ORDER_SETTING_MESSAGES.meName;
  const phone = values.meMoblie.trim();
  if (!isDigitsOnly(phone) || phone.length > ORDER_PHONE_MAX_LENGTH) errors.meMoblie = ORDER_SETTING_MESSAGES.meMoblie;
  const rows = values.emails.map((email) => email.trim());
  const badRows = rows.flatMap((email, index) => (email !== '' && !isValidEmail(email) ? [index] : []));
  if (badRows.length > 0 || rows.every((email) => email === '')) {
    errors.meEmail = ORDER_SETTING_MESSAGES.meEmail;
    errors.emailRows = badRows.length > 0 ? badRows : [0];
  }
  return errors;
}

export function firstOrderSettingError(errors: OrderSettingsErrors): string | null {
  return errors.meName ?? errors.meMoblie ?? errors.meEmail ?? null;
}

/** E-mails joined with ';' (trailing ';'); the secret goes back exactly as read unless it was retyped. */
export function formToSaveRequest(values: OrderSettingsFormValues): SaveOrderSettingRequest {
  const emails = values.emails.map((email) => email.trim()).filter((email) => email !== '');
  return {
    meName: values.meName.trim(),
    meMoblie: values.meMoblie.trim(),
    meEmail: joinEmailList(emails),
    acceessKeyId: values.delivery.acceessKeyId.trim(),
    accessKeySecret: values.delivery.accessKeySecret,
    ossPath: values.delivery.ossPath.trim(),
    bucket: values.delivery.bucket.trim(),
    endPoint: values.delivery.endPoint.trim(),
    isChange: values.deliveryChanged,
  };
}
