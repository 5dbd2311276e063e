import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderPrintView, ORDER_PRINT_TITLE } from './order-print-view';
import { QualityReportView, QUALITY_REPORT_TITLE } from './quality-report-view';
import { SamplePrintView, SAMPLE_SHEET_TITLE } from './sample-print-view';

function useOrderNo(): string {
  const [params] = useSearchParams();
  return params.get('orderNo')?.trim() ?? '';
}

/*
 * The print pages read the order number from ?orderNo. Each view is keyed by it, so that changing the query
 * (another order in the same tab) starts that order's document afresh rather than showing the previous one.
 */

export function SamplePrintPage() {
  const orderNo = useOrderNo();
  useDocumentTitle(orderNo ? `${SAMPLE_SHEET_TITLE}-${orderNo}` : SAMPLE_SHEET_TITLE);
  return <SamplePrintView key={orderNo} orderNo={orderNo} />;
}

export function OrderPrintPage() {
  const orderNo = useOrderNo();
  useDocumentTitle(orderNo ? `${ORDER_PRINT_TITLE}-${orderNo}` : ORDER_PRINT_TITLE);
  return <OrderPrintView key={orderNo} orderNo={orderNo} />;
}

export function QualityReportPage() {
  const orderNo = useOrderNo();
  useDocumentTitle(orderNo ? `${QUALITY_REPORT_TITLE}-${orderNo}` : QUALITY_REPORT_TITLE);
  return <QualityReportView key={orderNo} orderNo={orderNo} />;
}
