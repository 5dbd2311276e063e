import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderPrintView, ORDER_PRINT_TITLE } from './order-print-view';
import { useOrderNo } from './use-order-no';

/** /order_print: the order with its contract clauses. */
export function OrderPrintPage() {
  const orderNo = useOrderNo();
  useDocumentTitle(orderNo ? `${ORDER_PRINT_TITLE}-${orderNo}` : ORDER_PRINT_TITLE);
  return <OrderPrintView key={orderNo} orderNo={orderNo} />;
}
