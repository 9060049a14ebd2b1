import type { z } from 'zod';
import { TAX_MESSAGES } from '@tradeworks/contracts/tax';
import { conflict, notFound, validation } from '../../http/app-error';
import { zodFieldErrors } from '../../http/zod-errors';

const KIND_WORDS: Record<string, string> = {
  quotes: 'quotes',
  invoices: 'invoices',
  jobs: 'service jobs',
  payments: 'payments',
  agreements: 'service agreements',
};

/** Coded errors of clients and their saved payment methods. */
export const ClientErrors = {
  notFound: () => notFound('Client'),
  certificateRequired: () =>
    validation(TAX_MESSAGES.certificateRequired, { taxExemptCertificate: TAX_MESSAGES.certificateRequired }),
  /** 409: a client with business history is kept; the user is told to mark it inactive instead. */
  hasHistory: (name: string, kinds: string[]) => {
    const words = kinds.map((k) => KIND_WORDS[k] ?? k);
    const list =
      words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
    return conflict(
      `${name} cannot be deleted because the client has ${list}. Mark the client inactive instead to keep their history.`,
    );
  },
  paymentMethodNotFound: () => notFound('Payment method'),
  paymentMethodOfAnotherCustomer: () => validation('This payment method belongs to another customer'),
  /** 400: what the payment provider returned is not a payment method we can keep. */
  paymentMethodInvalid: (error: z.ZodError) => validation(error.issues[0].message, zodFieldErrors(error)),
  inactiveNotDefault: () => conflict('An inactive payment method cannot be the default'),
};
