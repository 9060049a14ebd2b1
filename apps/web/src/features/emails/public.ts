/** What other features may use from the e-mail area. */
export { confirmAndSendEmail } from './lib/send-dialog-store';
export { DocumentEmailHistory } from './components/document-email-history';
export { EmailTemplatesCard } from './components/email-templates-card';
