import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/query-keys';
import type { DeliveryLab } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** The labs (派送地址) that can take samples for the chosen skus; DESIGN.md gives a plain list of {name}. */
export async function getDeliveryLabs(skuIds: string, signal?: AbortSignal): Promise<DeliveryLab[]> {
  const body = await apiData<DeliveryLab[] | { list: DeliveryLab[] } | null>('GetDeliveryLabs', {
    query: { skuIds },
    signal,
  });
  const labs = Array.isArray(body) ? body : (body?.list ?? []);
  return labs.filter((lab) => typeof lab.name === 'string' && lab.name.trim() !== '');
}

export function deliveryLabsQueryOptions(skuIds: string) {
  return queryOptions({
    queryKey: ordersKeys.deliveryLabs(skuIds),
    queryFn: ({ signal }) => getDeliveryLabs(skuIds, signal),
    enabled: skuIds !== '',
    staleTime: 5 * 60_000,
  });
}

export function useDeliveryLabs(skuIds: string) {
  return useQuery(deliveryLabsQueryOptions(skuIds));
}
