import { useDocumentTitle } from '@/lib/use-document-title';
import { QualityReportView, QUALITY_REPORT_TITLE } from './quality-report-view';
import { useOrderNo } from './use-order-no';

/** /quality_report: the lab's quality report of an order. */
export function QualityReportPage() {
  const orderNo = useOrderNo();
  useDocumentTitle(orderNo ? `${QUALITY_REPORT_TITLE}-${orderNo}` : QUALITY_REPORT_TITLE);
  return <QualityReportView key={orderNo} orderNo={orderNo} />;
}
