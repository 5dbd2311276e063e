export { LabPage } from './components/lab-page';
