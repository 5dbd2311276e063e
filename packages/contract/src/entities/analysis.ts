import type { IsoDateString, ListResponse, MoneyString } from './common.js';

export interface AnalysisType {
  goodsId: number;
  goodsName: string;
  goodsImg: string;
  skuId: number;
  /** Price per G of data: the caller's contract price where a contract covers the SKU, else the list price. */
  unitPrice: MoneyString;
  /** The species the analysis takes ('通用' for any). */
  species: string;
  /** Whether the analysis takes a panel BED (targeted regions). */
  needsPanelBed?: boolean;
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
  /** 再次分析: the analysis record whose inputs are ordered again. */
  reorderOf?: number;
}

export interface SubmitAnalysisResponse {
  postOk: boolean;
  /** The first analysis order's number (one order per analysis type). */
  orderNo: string;
  /** Every analysis order created, one per analysis type. */
  orderNos?: string[];
  totalPrice: MoneyString;
}

export interface GenomeOption {
  key: string;
  value: string;
  species?: string;
}

export interface OutFileTypeOption {
  key: string;
  value: string;
}

/** The output files an analysis can deliver (GetOutFileTypes). */
export const ANALYSIS_OUT_FILE_TYPES: readonly OutFileTypeOption[] = [
  { key: 'FASTQ_CLEAN', value: '质控后数据（clean FASTQ）' },
  { key: 'BAM', value: '比对结果（BAM）' },
  { key: 'VCF', value: '变异检测结果（VCF）' },
  { key: 'EXPRESSION', value: '表达定量矩阵（TSV）' },
  { key: 'REPORT', value: '分析报告（HTML）' },
];

export const AnalysisStatus = {
  Queued: 'queued',
  Running: 'running',
  Done: 'done',
} as const;

export type AnalysisStatusValue = (typeof AnalysisStatus)[keyof typeof AnalysisStatus];

export const ANALYSIS_STATUS_LABELS: Record<AnalysisStatusValue, string> = {
  [AnalysisStatus.Queued]: '排队中',
  [AnalysisStatus.Running]: '分析中',
  [AnalysisStatus.Done]: '已完成',
};

/** Validation and refusal texts of the analysis calls (spec part 2 section 5 where it gives one). */
export const ANALYSIS_MESSAGES = {
  dataRequired: '请至少选择一条数据!',
  typeRequired: '请至少选择一个分析类型',
  genomeRequired: '请选择参考基因组',
  outFileRequired: '请至少选择一个输出文件类型',
  typeUnknown: '分析类型不存在',
  genomeUnknown: '参考基因组不存在',
  outFileUnknown: '输出文件类型不正确',
  libraryNotFound: '数据不存在',
  noDeliveredData: '所选文库尚无交付数据，不能分析',
  panelBedTooLong: 'Panel BED 不能超过300个字符',
  tooManyLibraries: '一次最多选择200条数据',
} as const;

/** A library as the analysis received it: with the R1/R2 pair found among the delivered files. */
export interface AnalysisInput extends AnalysisLibrary {
  orderNo: string;
  libraryName: string;
  r1: string;
  r2: string;
}

export interface AnalysisQuoteLine {
  goodsId: number;
  skuId: number;
  goodsName: string;
  unitPrice: MoneyString;
  /** The G the price counts: per library max(1, yields rounded to 1 decimal), summed. */
  chargedYields: number;
  totalPrice: MoneyString;
}

/** GetAnalysisQuote: the server's price and pre-filled inputs before 提交. */
export interface AnalysisQuote {
  lines: AnalysisQuoteLine[];
  totalPrice: MoneyString;
  /** Credit still available to the caller before this order (never negative). */
  availableCredit: MoneyString;
  /** The order would pass the credit limit: it is placed but waits for the PM (185 rules). */
  overCredit: boolean;
  libraries: AnalysisInput[];
}

export type AnalysisQuoteRequest = Pick<SubmitAnalysisRequest, 'goodsList' | 'libraryList'>;

export interface AnalysisRecordQuery {
  id: number;
}

/** One analysis record in full: inputs, status and, when done, the result files of its order. */
export interface AnalysisRecord {
  id: number;
  orderNo: string;
  goodsId: number;
  skuId: number;
  goodsName: string;
  status: AnalysisStatusValue;
  statusLabel: string;
  genome: string;
  panelBed: string;
  outFileType: string[];
  libraries: AnalysisInput[];
  yields: number;
  unitPrice: MoneyString;
  totalPrice: MoneyString;
  createTime: IsoDateString;
  startedAt: IsoDateString | null;
  doneAt: IsoDateString | null;
  memberName?: string;
}

export interface AdminAnalysisListQuery {
  status?: string;
  page?: number;
}

export type AdminAnalysisList = ListResponse<AnalysisRecord>;

export interface AdminAnalysisActionRequest {
  id: number;
}
