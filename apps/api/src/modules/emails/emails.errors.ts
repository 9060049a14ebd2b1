import { EMAIL_DOCUMENT_LABELS, type EmailDocumentKind } from '@tradeworks/contracts/emails';
import { conflict, notFound } from '../../http/app-error';

/** Coded errors of the e-mail log. */
export const EmailErrors = {
  notFound: () => notFound('Email'),
  /** The quote, invoice or purchase order whose e-mails were asked for. */
  documentNotFound: (kind: EmailDocumentKind) => notFound(EMAIL_DOCUMENT_LABELS[kind]),
  notFailed: () => conflict('Only a failed e-mail can be sent again'),
};
