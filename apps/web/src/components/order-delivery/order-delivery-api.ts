import { queryOptions } from '@tanstack/react-query';
import { orderDeliveryKeys } from '@/lib/query-keys';
import {
  DownloadListType,
  type DownloadItem,
  type DownloadListTypeValue,
  type OrderSampleScheduleResponse,
} from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/**
 * Calls behind the shared order-delivery pieces (progress strip, data delivery panel, download layers). They
 * live beside the components rather than in a feature because the orders, samples and delivery features all
 * render these pieces and features must not import one another.
 */
export async function getOrderSampleSchedule(
  orderNo: string,
  signal?: AbortSignal,
): Promise<OrderSampleScheduleResponse> {
  const body = await apiData<OrderSampleScheduleResponse | null>('GetOrderSampleSch', {
    query: { orderNo },
    silent: true,
    signal,
  });
  return body && Array.isArray(body.list) ? body : { list: [], totalNum: 0 };
}

export function orderScheduleQueryOptions(memberId: number | null, orderNo: string) {
  return queryOptions({
    queryKey: orderDeliveryKeys.schedule(memberId, orderNo),
    queryFn: ({ signal }) => getOrderSampleSchedule(orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    retry: false,
  });
}

/** The order's delivered files (type 1) or QC reports (type 2), each with a signed link that expires. */
export async function getDownloadList(
  orderNo: string,
  type: DownloadListTypeValue,
  signal?: AbortSignal,
): Promise<DownloadItem[]> {
  const body = await apiData<DownloadItem[] | null>('GetDownloadList', {
    query: { orderNo, type },
    silent: true,
    signal,
  });
  return Array.isArray(body) ? body : [];
}

// Links are re-fetched a minute before the first of them expires, so a click never meets a dead link.
const LINK_REFRESH_MARGIN_MS = 60_000;
const DEFAULT_REFRESH_MS = 10 * 60_000;

export function linkRefreshInterval(items: readonly DownloadItem[] | undefined, now = Date.now()): number {
  const expiries = (items ?? [])
    .map((item) => (item.expiresAt ? Date.parse(item.expiresAt) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  if (expiries.length === 0) return DEFAULT_REFRESH_MS;
  return Math.max(5_000, Math.min(...expiries) - now - LINK_REFRESH_MARGIN_MS);
}

export function downloadListQueryOptions(
  memberId: number | null,
  orderNo: string,
  type: DownloadListTypeValue = DownloadListType.Data,
) {
  return queryOptions({
    queryKey: orderDeliveryKeys.downloads(memberId, orderNo, type),
    queryFn: ({ signal }) => getDownloadList(orderNo, type, signal),
    enabled: memberId !== null && orderNo !== '',
    retry: false,
    refetchInterval: (query) => linkRefreshInterval(query.state.data),
  });
}

/** "1.2 GB" style sizes for file lists. */
export function formatFileSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}
