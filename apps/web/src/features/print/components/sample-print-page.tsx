import { useDocumentTitle } from '@/lib/use-document-title';
import { SamplePrintView, SAMPLE_SHEET_TITLE } from './sample-print-view';
import { useOrderNo } from './use-order-no';

/** /sample_print: the only print page with barcodes, so the only one whose chunk carries bwip-js (issue 22). */
export function SamplePrintPage() {
  const orderNo = useOrderNo();
  useDocumentTitle(orderNo ? `${SAMPLE_SHEET_TITLE}-${orderNo}` : SAMPLE_SHEET_TITLE);
  return <SamplePrintView key={orderNo} orderNo={orderNo} />;
}
