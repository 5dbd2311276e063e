/** Filter of the billing detail table (spec part 2 section 4); the numbering is the server's, not the tab order. */
export const BillingDetailFilter = {
  All: 0,
  Completed: 1,
  InProgress: 2,
} as const;

export type BillingDetailFilterValue = (typeof BillingDetailFilter)[keyof typeof BillingDetailFilter];

export const BILLING_DETAIL_FILTER_LABELS: Record<BillingDetailFilterValue, string> = {
  [BillingDetailFilter.All]: '全部',
  [BillingDetailFilter.Completed]: '已完成',
  [BillingDetailFilter.InProgress]: '进行中',
};

/** Workbench chart period; 0 means the explicit `enterTime` range is used instead. */
export const ChartPeriod = {
  Custom: 0,
  Year: 1,
  Month: 2,
  Week: 3,
} as const;

export type ChartPeriodValue = (typeof ChartPeriod)[keyof typeof ChartPeriod];

export const DEFAULT_CHART_PERIOD: ChartPeriodValue = ChartPeriod.Week;

export const CHART_PERIOD_LABELS: Record<ChartPeriodValue, string> = {
  [ChartPeriod.Custom]: '自定义',
  [ChartPeriod.Year]: '年',
  [ChartPeriod.Month]: '月',
  [ChartPeriod.Week]: '周',
};

/** Data centre tabs: delivered data and analysis records (GetDataList `dataType`). */
export const DataType = {
  Delivered: 1,
  Analysis: 2,
} as const;

export type DataTypeValue = (typeof DataType)[keyof typeof DataType];

export const DATA_TYPE_LABELS: Record<DataTypeValue, string> = {
  [DataType.Delivered]: '已经交付数据',
  [DataType.Analysis]: '分析记录',
};
