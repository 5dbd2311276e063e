import { useSearchParams } from 'react-router-dom';
import { PaytypeView } from '@/features/orders';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /paytype?orderNo (下单成功). */
export function PaytypePage() {
  useDocumentTitle('下单成功');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  // Keyed so that another order's success page starts its own countdown.
  return <PaytypeView key={orderNo} orderNo={orderNo} />;
}
