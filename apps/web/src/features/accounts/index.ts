export { ChoiceLoginLayer } from './components/choice-login-layer';
export { LoginForm } from './components/login-form';
export { RegisterExtraForm } from './components/register-extra-form';
export { RegisterFlow } from './components/register-flow';
