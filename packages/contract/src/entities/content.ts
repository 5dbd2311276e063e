import type { IsoDateString, MoneyString } from './common.js';
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
  /** The sample's code in the sample centre. */
  codeNo: string;
  /** The customer's sample (or library) name. */
  name: string;
  /** Sample type (DNA, RNA...) or library type. */
  type: string;
  /** Code 128 of sendTempCode as an SVG data URL, for the tube label column. */
  barcode: string;
}

/** The sample information sheet (/sample_print). */
export interface SamplePrintDetail {
  /** The order number. */
  no: string;
  /** Barcode image: Code 128 of the sample-delivery number (barcodeNo) as an SVG data URL, empty before placing. */
  url: string;
  date: IsoDateString;
  company: string;
  name: string;
  phone: string;
  sampleList: SamplePrintSample[];
  totalNum: number;
  /** The sample-delivery number under the barcode (null until the order is placed). */
  barcodeNo: string | null;
  /** The delivery lab the samples go to. */
  labName: string | null;
}

/** The provider printed at the top of the technology service order. */
export interface PrintProvider {
  name: string;
  /** Logo as an SVG data URL. */
  logo: string;
}

/** The 6% VAT of a print: the total includes the tax. */
export interface PrintTax {
  /** '6%' */
  rate: string;
  /** Total excluding tax. */
  net: MoneyString;
  tax: MoneyString;
  /** Total including tax (sum of the goods' actual prices). */
  total: MoneyString;
  /** The printed line, e.g. 税率6%，税额：566.04元，价税合计：10000.00元 */
  line: string;
}

/** The technology service order (/order_print). */
export interface OrderPrintResponse {
  data: Order[];
  productList: ContractProduct[];
  provider: PrintProvider;
  title: string;
  /** The order's contract terms (spec part 2 section 9), one clause per entry. */
  clauses: string[];
  creditClause: string;
  tax: PrintTax;
  customer: { company: string; name: string; phone: string; email: string };
  /** Quote date: the day the order was created. */
  quoteDate: IsoDateString;
}

/** One sample's line in the sample QC report (columns of spec part 2 section 9). */
export interface QualityReportRow {
  /** 送样编号: the code on the tube (sendTempCode). */
  sendTempCode: string;
  /** 样本编号: the customer's own sample number; '' when none was given (libraries). */
  sampleId: string;
  sampleName: string;
  sampleType: string;
  /** ng/μl; '' when not measured. */
  concentration: string;
  volume: string;
  totalAmount: string;
  qpcrConcentration: string;
  od260280: string;
  rinDin: string;
  libraryLength: string;
  /** 合格 / 风险 / 不合格 of the total amount. */
  totalGrade: string;
  qualityGrade: string;
  remarks: string;
}

/** The sample QC report of an order (/quality_report). */
export interface QualityReport {
  title: string;
  projectName: string;
  contractNo: string;
  orderNo: string;
  customerName: string;
  customerUnit: string;
  internalProjectNo: string;
  receiptDate: IsoDateString | null;
  reportDate: IsoDateString;
  tester: string;
  testedAt: IsoDateString | null;
  reviewer: string;
  reviewedAt: IsoDateString | null;
  rows: QualityReportRow[];
  readme: QualityReadmeItem[];
  contactEmail: string;
}

export interface LegalTextQuery {
  type: LegalTextTypeValue;
}
