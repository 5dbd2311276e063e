import { ENTER_TIME_OPEN_END, ENTER_TIME_OPEN_START, type SampleListQuery } from '@seqportal/contract';

/** The sample centre's filters as they stand in its URL (/sample_center?page&keyWords&status&start&end). */
export interface SampleCenterFilters {
  page: number;
  keyWords: string;
  status: string;
  /** YYYY-MM-DD or ''. */
  start: string;
  end: string;
}

export const DATE_ORDER_MESSAGE = '您选择的结束日期早于开始日期';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readSampleCenterFilters(search: URLSearchParams): SampleCenterFilters {
  const page = Number(search.get('page'));
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    keyWords: (search.get('keyWords') ?? '').trim(),
    status: search.get('status') ?? '',
    start: date('start'),
    end: date('end'),
  };
}

/** 'start~end' with an open end filled by 2000-01-01 or 3000-12-31 (spec part 1 section 7); absent when both are. */
export function enterTimeOf(start: string, end: string): string | undefined {
  if (start === '' && end === '') return undefined;
  return `${start || ENTER_TIME_OPEN_START}~${end || ENTER_TIME_OPEN_END}`;
}

export function toSampleListQuery(filters: SampleCenterFilters): SampleListQuery {
  const query: SampleListQuery = { pageIndex: filters.page };
  if (filters.status !== '') query.status = filters.status;
  if (filters.keyWords !== '') query.keyWords = filters.keyWords;
  const enterTime = enterTimeOf(filters.start, filters.end);
  if (enterTime) query.enterTime = enterTime;
  return query;
}
