// The three print pages, each in a module (and a chunk) of its own: only the sample sheet draws barcodes.
export { OrderPrintPage } from './order-print-page';
export { QualityReportPage } from './quality-report-page';
export { SamplePrintPage } from './sample-print-page';
