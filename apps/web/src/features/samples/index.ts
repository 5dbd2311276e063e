export { SampleCenterPage } from './components/sample-center-page';
export { SampleDetailPage } from './components/sample-detail-page';
export { SampleInfoConfigLayer } from './components/sample-info-config-layer';
export { SampleInfoErrorLayer } from './components/sample-info-error-layer';
export { SampleInfoMainLayer } from './components/sample-info-main-layer';
export { SampleInputLayer } from './components/sample-input-layer';
export { SampleSelectLayer } from './components/sample-select-layer';
export { WorkbenchPage } from './components/workbench-page';
