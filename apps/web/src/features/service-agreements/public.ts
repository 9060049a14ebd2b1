/** What other features may use of the service-agreements feature (the lint rule allows no deeper import). */
export { serviceAgreementKeys } from './api/service-agreement-keys';
