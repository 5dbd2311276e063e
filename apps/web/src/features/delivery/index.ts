export { deliveryCredentialQueryOptions, useDeliveryCredential } from './api/get-delivery-credential';
export { OssDownloadLayer } from './components/oss-download-layer';
export { QualityDownloadLayer } from './components/quality-download-layer';
export { decodeCredential } from './lib/credential';
