export { OrderPrintPage, QualityReportPage, SamplePrintPage } from './components/print-pages';
