import type { PropertyTypeValue } from '../enums/cart.js';
import type { SampleKindLabel, TemplateTypeValue } from '../enums/template-type.js';
import type { MoneyString } from './common.js';
import type { SkuCount } from './orders.js';
import type { BiologicalSample, LaneRequest, LibrarySample, SubLibrary } from './sample-info.js';

export type ContractPaymentMode = 'credit' | 'prepaid';

export interface ContractItem {
  skuId: number;
}

/** A signed contract (spec part 2 section 3); `contractID__c` keeps the CRM field spelling. */
export interface Contract {
  id: number;
  name: string;
  contractID__c: string;
  items: ContractItem[];
  /** The contract's agreed value. */
  totalPrice?: MoneyString;
  /** What remains of a prepaid contract; null for a credit contract (its orders draw on the credit limit). */
  balance?: MoneyString | null;
  /** `prepaid`: orders take their amount from `balance` when created; `credit`: from the credit limit when placed. */
  paymentMode?: ContractPaymentMode;
  /** The chosen contract in the ordering screens. */
  select?: boolean;
}

export interface ContractProduct {
  skuId: number;
  name: string;
  title: string;
  unitPrice: MoneyString;
  goodsImg: string;
  /** Library unless stated otherwise. */
  templateType: TemplateTypeValue;
  select: boolean;
  count: number;
}

export interface ContractWithProducts extends Contract {
  productList: ContractProduct[];
}

export interface SyncProductShoppingCatRequest {
  contractId: number;
  skuList: SkuCount[];
}

/** Either wkList or ybList is filled, by the kind of the synced products. */
export interface SyncResult {
  wkList?: LibrarySample[];
  ybList?: BiologicalSample[];
  sampleType: SampleKindLabel;
  sampleList: Array<LibrarySample | BiologicalSample>;
}

export interface BatchSubmitOrderRequest {
  type: number;
  propertyType: PropertyTypeValue;
  contractId: number;
}

export interface BatchSubmitOrderResponse {
  orderNo: string;
}

export interface SaveSyncProductRequest {
  orderNo: string;
  ybList: BiologicalSample[];
  wkList: LibrarySample[];
  lanList: LaneRequest[];
  zwkList: SubLibrary[];
}

export interface ContractTemplateQuery {
  /** Comma-joined sku ids. */
  skuId: string;
  contractId: number;
}

export interface ContractTemplateResponse {
  path: string;
}

export interface ContractTemplate {
  id: number;
  name: string;
  path: string;
}

/** SyncProduct: the products of one contract of the caller, as sample rows to fill in. */
export interface SyncProductQuery {
  contractId: number;
}

/** DownLoadExcel: which sample sheet template to download (LIBRARY by default). */
export interface DownLoadExcelQuery {
  templateType?: TemplateTypeValue;
}

/** ParseContractSheet (/place_order): an uploaded batch sheet checked and priced against one contract. */
export interface ContractSheetRequest {
  /** Storage path of the uploaded file, from 'coi' onwards (what uploadExcel answers). */
  Path: string;
  contractId: number;
}

export interface ContractSheetCellError {
  sheet: string;
  /** 1-based row of the sheet; 0 for an error of the whole file. */
  row: number;
  /** Column letter; '' when the column is missing. */
  column: string;
  title: string;
  message: string;
}

/** One sample × service of the sheet: a biological sample row or a library (with its sub-library rows). */
export interface ContractSheetRow {
  kind: 'yb' | 'wk';
  /** Position in ybList or wkList of the whole sheet. */
  index: number;
  sheet: string;
  /** The first sheet row of the sample or library. */
  row: number;
  name: string;
  skuCode: string;
  goodsName: string | null;
  /** Contract price; null when the product is not in the contract. */
  unitPrice: MoneyString | null;
  status: 'ok' | 'error';
  errors: ContractSheetCellError[];
}

export interface ContractSheetResult {
  contractId: number;
  templateType: TemplateTypeValue | null;
  rows: ContractSheetRow[];
  validCount: number;
  errorCount: number;
  /** Sum of the valid rows' contract prices. */
  validTotal: MoneyString;
  /** The prepaid contract's balance (null for a credit contract): whether the valid rows fit. */
  balance: MoneyString | null;
  /** Errors of the whole file or of lane rows, which belong to no sample row. */
  otherErrors: ContractSheetCellError[];
  /** What SubmitOrder (propertyType 1, this contract) takes to order the valid rows. */
  order: {
    skuList: SkuCount[];
    ybList: BiologicalSample[];
    wkList: LibrarySample[];
    lanList: LaneRequest[];
  };
  /** A one-hour link to the sheet annotated: error cells red with the reason as a comment, a status column. */
  annotatedPath: string;
}
