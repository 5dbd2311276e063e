import type { IsoDateString } from './common.js';
import type { Order } from './orders.js';
import type { ContractProduct } from './contracts.js';

/** Kinds of GetLegalText `type`. */
export const LegalTextType = {
  BuyTerms: 'buy',
  Privacy: 'privacy',
  ServiceAgreement: 'service-agreement',
  ServiceTerms: 'service-terms',
  SendInstructions: 'send-instructions',
} as const;

export type LegalTextTypeValue = (typeof LegalTextType)[keyof typeof LegalTextType];

export interface LegalText {
  type: LegalTextTypeValue;
  title: string;
  /** Sanitised HTML. */
  html: string;
  /** Starts at 1 and grows by one with every edit; orders record the purchase-terms version their customer accepted. */
  version: number;
  updatedAt: IsoDateString;
}

/** Staff: a new version of one legal text (the previous versions stay as they were). */
export interface SaveLegalTextRequest {
  type: LegalTextTypeValue;
  title: string;
  /** HTML; sanitised when stored. */
  html: string;
}

export interface LegalTextVersionsQuery {
  type: LegalTextTypeValue;
}

/** One stored version of a legal text, newest first in the staff history. */
export interface LegalTextVersion extends LegalText {
  /** The staff member who wrote it; null for the texts shipped with the product. */
  createdBy: string | null;
}

export interface Captcha {
  key: string;
  /** Base64 PNG. */
  img: string;
}

export interface VerifyCaptchaRequest {
  key: string;
  code: string;
}

/** All fields are required and trimmed. */
export interface ContactMessage {
  objName: string;
  email: string;
  phone: string;
  companyName: string;
  position: string;
  address: string;
  title: string;
  opinion: string;
}

export interface PostContactRequest extends ContactMessage {
  key: string;
  code: string;
}

/** Staff: the contact messages, newest first. */
export interface ContactMessageQuery {
  page?: number;
  pageSize?: number;
}

export interface ContactMessageEntry extends ContactMessage {
  id: number;
  /** The member who was signed in when it was sent, else null. */
  memberId: number | null;
  createdAt: IsoDateString;
}

export interface QualityReadmeItem {
  id: number;
  name: string;
  list: QualityReadmeItem[];
}

export interface RegionNode {
  name: string;
  code: string;
  children?: RegionNode[];
}

export interface SamplePrintSample {
  sendTempCode: string;
  goodsName: string;
  species: string;
  num: number;
}

/** The sample information sheet (/sample_print). */
export interface SamplePrintDetail {
  no: string;
  /** Barcode image. */
  url: string;
  date: IsoDateString;
  company: string;
  name: string;
  phone: string;
  sampleList: SamplePrintSample[];
  totalNum: number;
}

/** The technology service order (/order_print). */
export interface OrderPrintResponse {
  data: Order[];
  productList: ContractProduct[];
}

export interface LegalTextQuery {
  type: LegalTextTypeValue;
}
