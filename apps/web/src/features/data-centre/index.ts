export { BioanalyticalListLayer, FastqDownloadLayer } from './components/analysis-layers';
export { BioanalyticalLayer } from './components/bioanalytical-layer';
export { DataCentrePage } from './components/data-centre-page';
