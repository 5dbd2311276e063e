export { LayerHost } from './components/layer-host';
