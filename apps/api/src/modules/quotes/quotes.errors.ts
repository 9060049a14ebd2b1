import { QUOTE_OPTION_MESSAGES } from '@tradeworks/contracts/quote-options';
import { conflict, forbidden, notFound, validation } from '../../http/app-error';

const TOTAL_TOO_LARGE = 'The total is too large';

/** Coded errors of quotes: editing, status changes, deposits, conversion and the client's approval. */
export const QuoteErrors = {
  notFound: () => notFound('Quote'),
  notEditable: (quoteNumber: string, status: string) =>
    conflict(`Quote ${quoteNumber} is ${status}; only draft quotes can be edited`),
  notSendable: (quoteNumber: string, status: string) =>
    conflict(`Quote ${quoteNumber} cannot be sent while ${status}`),
  expiredBeforeApproval: (quoteNumber: string, when: string) =>
    conflict(`Quote ${quoteNumber} expired${when}. Re-send it to renew it before approving.`),
  approveOnlySent: (quoteNumber: string, status: string) =>
    conflict(`Only sent quotes can be approved; quote ${quoteNumber} is ${status}`),
  statusRefused: (quoteNumber: string, status: string, target: string) =>
    conflict(`Quote ${quoteNumber} is ${status} and cannot be changed to ${target}`),
  archiveOnlyApproved: (quoteNumber: string, status: string) =>
    conflict(`Only approved quotes can be archived; quote ${quoteNumber} is ${status}`),
  convertedNotDeletable: (quoteNumber: string) =>
    conflict(`Quote ${quoteNumber} was converted to an invoice and cannot be deleted`),
  approvedNotDeletable: (quoteNumber: string) =>
    conflict(`Quote ${quoteNumber} is approved and cannot be deleted; archive it instead`),
  alreadyConverted: (quoteNumber: string, invoice: string) =>
    conflict(`Quote ${quoteNumber} was already converted to invoice ${invoice}`),
  convertOnlyApproved: (quoteNumber: string, status: string) =>
    conflict(`Only approved quotes can be converted to an invoice; quote ${quoteNumber} is ${status}`),
  answerBlocked: (message: string) => conflict(message),
  unknownOption: () =>
    validation(QUOTE_OPTION_MESSAGES.unknownOption, {
      acceptedOptionIds: QUOTE_OPTION_MESSAGES.unknownOption,
    }),
  totalTooLarge: () => validation(TOTAL_TOO_LARGE, { total: TOTAL_TOO_LARGE }),
  depositOverTotal: (message: string) => validation(message, { depositValue: message }),
  depositOverpaid: (message: string) => validation(message, { amount: message }),
  depositConverted: () => conflict(QUOTE_OPTION_MESSAGES.depositConverted),
  noDeposit: () => conflict(QUOTE_OPTION_MESSAGES.noDeposit),
  depositNotYet: () => conflict(QUOTE_OPTION_MESSAGES.depositNotYet),
  depositPaid: () => conflict(QUOTE_OPTION_MESSAGES.depositPaid),
  cannotCreateInvoices: () => forbidden('You do not have permission to create invoices'),
  cannotEditQuotes: () => forbidden('You do not have permission to edit quotes'),
};
