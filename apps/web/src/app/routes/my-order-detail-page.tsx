import { useSearchParams } from 'react-router-dom';
import { OrderDetailView } from '@/features/orders';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /my_order/detail?orderNo (订单详情). */
export function MyOrderDetailPage() {
  useDocumentTitle('订单详情');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  return <OrderDetailView key={orderNo} orderNo={orderNo} />;
}
