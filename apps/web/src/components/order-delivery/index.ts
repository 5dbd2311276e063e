/**
 * Order progress and data delivery pieces shared by the order detail (orders), the sample detail (samples) and
 * the data centre/download layers (delivery). Render them; do not copy them.
 */
export { AnalysisSamplesPanel } from './analysis-samples-panel';
export { DataDeliveryPanel, NO_FILE_AVAILABLE } from './data-delivery-panel';
export { DownloadFileList } from './download-file-list';
export { LiveSampleProgress, type LiveSampleProgressProps } from './live-sample-progress';
export { LiveStatusChip } from './live-status-chip';
export {
  downloadListQueryOptions,
  formatFileSize,
  getDownloadList,
  orderScheduleQueryOptions,
} from './order-delivery-api';
export { ProgressStrip, toStripSteps, type StripStep } from './progress-strip';
export { useLiveOrder } from './use-live-order';
export { describeLiveEvent } from './live-event-text';
