import type { MoneyString } from './common.js';

export interface AnalysisType {
  goodsId: number;
  goodsName: string;
  goodsImg: string;
  skuId: number;
  /** Price per G of data. */
  unitPrice: MoneyString;
  species: string;
}

export interface AnalysisGoods {
  goodsId: number;
  skuId: number;
}

export interface AnalysisLibrary {
  orderId: number;
  libraryId: number;
  childId: number;
  childName: string;
  species: string;
  /** Data yield in G; the price uses max(1, round to 1 decimal). */
  yields: number;
}

export interface SubmitAnalysisRequest {
  genome: string;
  panelBed?: string;
  outFileType: string[];
  goodsList: AnalysisGoods[];
  libraryList: AnalysisLibrary[];
}

export interface SubmitAnalysisResponse {
  postOk: boolean;
  orderNo: string;
  totalPrice: MoneyString;
}

export interface GenomeOption {
  key: string;
  value: string;
}

export interface OutFileTypeOption {
  key: string;
  value: string;
}
