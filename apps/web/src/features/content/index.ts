export { legalTextQueryOptions, useLegalText } from './api/get-legal-text';
export { AboutUsView } from './components/about-us-view';
export { ContactUsView } from './components/contact-us-view';
export { PrivacyTermsPage, PurchaseTermsPage, ServiceAgreementPage } from './components/legal-page';
export {
  hasAcceptedServiceTerms,
  PrivacyTermsLayer,
  ServiceAgreementLayer,
  ServiceTermsLayer,
} from './components/legal-layers';
export { LegalTextView } from './components/legal-text-view';
export { VerificationCodeLayer } from './components/verification-code-layer';
