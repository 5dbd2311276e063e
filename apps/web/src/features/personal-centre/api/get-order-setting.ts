import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalCentreKeys } from '@/lib/query-keys';
import type { OrderSettingsResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** Order defaults; companyset is null until they were saved once (ordering then answers 182). */
export async function getOrderSetting(signal?: AbortSignal): Promise<OrderSettingsResponse> {
  return apiData<OrderSettingsResponse>('GetOrderSetting', { signal });
}

export function orderSettingQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: personalCentreKeys.orderSettingOf(memberId),
    queryFn: ({ signal }) => getOrderSetting(signal),
    enabled: memberId !== null,
    // The layer must show what is stored now, not what another tab saw a minute ago.
    staleTime: 0,
  });
}

export function useOrderSetting(memberId: number | null) {
  return useQuery(orderSettingQueryOptions(memberId));
}
