import {
  DEFAULT_PAGE_SIZE,
  ORDER_LIST_MAX_PAGE_SIZE,
  ORDER_STATUS_ALL,
  ORDER_STATUS_TABS,
  type OrderStatusValue,
} from '@seqportal/contract';

export interface OrderListParams {
  status: OrderStatusValue | typeof ORDER_STATUS_ALL;
  page: number;
  pageSize: number;
}

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 ? Math.min(value, max) : fallback;
}

/** /my_order?status&page&pageSize: anything unknown falls back to the 全部 tab, page 1, 10 per page. */
export function readOrderListParams(params: URLSearchParams): OrderListParams {
  const statusText = params.get('status');
  const tab = ORDER_STATUS_TABS.find((candidate) => String(candidate.status) === statusText);
  return {
    status: tab ? tab.status : ORDER_STATUS_ALL,
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, ORDER_LIST_MAX_PAGE_SIZE),
  };
}

/** The query string for the list, leaving out the defaults so a plain /my_order stays plain. */
export function orderListSearch({ status, page, pageSize }: OrderListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (status !== ORDER_STATUS_ALL) query.status = String(status);
  if (page > 1) query.page = String(page);
  if (pageSize !== DEFAULT_PAGE_SIZE) query.pageSize = String(pageSize);
  return query;
}
