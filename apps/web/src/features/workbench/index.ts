export { WorkbenchPanels } from './components/workbench-panels';
