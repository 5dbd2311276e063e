export { AgreementLayer } from './components/agreement-layer';
export { ChoiceLoginLayer } from './components/choice-login-layer';
export { LoginForm } from './components/login-form';
export { PrivacyLayer } from './components/privacy-layer';
export { RegisterExtraForm } from './components/register-extra-form';
export { RegisterFlow } from './components/register-flow';
