/** What other features may use from the e-mail area. */
export { confirmAndSendEmail, type SendEmailRequest } from './lib/send-dialog-store';
export { SendEmailDialogHost } from './components/send-email-dialog-host';
export { DocumentEmailHistory } from './components/document-email-history';
export { EmailTemplatesCard } from './components/email-templates-card';
export { emailKeys } from './api/email-keys';
