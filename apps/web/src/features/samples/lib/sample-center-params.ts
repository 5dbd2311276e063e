import type { SampleListQuery } from '@seqportal/contract';
import { readRangeEnd, toEnterTime } from '@/components/date-range';

/** The sample centre's filters as they stand in its URL (/sample_center?page&keyWords&status&start&end). */
export interface SampleCenterFilters {
  page: number;
  keyWords: string;
  status: string;
  /** YYYY-MM-DD or ''. */
  start: string;
  end: string;
}

export function readSampleCenterFilters(search: URLSearchParams): SampleCenterFilters {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    keyWords: (search.get('keyWords') ?? '').trim(),
    status: search.get('status') ?? '',
    start: readRangeEnd(search.get('start')),
    end: readRangeEnd(search.get('end')),
  };
}

export function toSampleListQuery(filters: SampleCenterFilters): SampleListQuery {
  const query: SampleListQuery = { pageIndex: filters.page };
  if (filters.status !== '') query.status = filters.status;
  if (filters.keyWords !== '') query.keyWords = filters.keyWords;
  // GetSampleList's enterTime: open ends filled with 2000-01-01 / 3000-12-31 (spec part 1 section 7).
  const enterTime = toEnterTime({ start: filters.start, end: filters.end });
  if (enterTime) query.enterTime = enterTime;
  return query;
}
