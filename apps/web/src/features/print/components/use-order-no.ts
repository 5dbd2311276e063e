import { useSearchParams } from 'react-router-dom';

/*
 * The print pages read the order number from ?orderNo. Each view is keyed by it, so that changing the query
 * (another order in the same tab) starts that order's document afresh rather than showing the previous one.
 */
export function useOrderNo(): string {
  const [params] = useSearchParams();
  return params.get('orderNo')?.trim() ?? '';
}
