export { AppShell } from './components/app-shell';
export { UserCentreLayout } from './components/user-centre-layout';
