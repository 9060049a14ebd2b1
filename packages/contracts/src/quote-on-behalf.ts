import { z } from 'zod';
import { MANUAL_PAYMENT_METHODS, PAYMENT_MESSAGES, paymentAmountSchema } from './payments';
import { QUOTE_OPTION_MESSAGES } from './quote-options';

/**
 * What the office records for a client on a sent quote when the client answers by phone or pays by cash or
 * check: the optional lines they chose (approving the quote as the portal does) and a deposit taken by hand.
 */

export const QUOTE_ON_BEHALF_ACTIONS = ['recordChoice', 'recordDeposit'] as const;
export type QuoteOnBehalfAction = (typeof QUOTE_ON_BEHALF_ACTIONS)[number];

/** POST /api/quotes/{id}/client-choice — the optional lines the client chose (none is a valid choice). */
export const quoteClientChoiceSchema = z.object({
  acceptedOptionIds: z
    .array(z.uuid({ error: QUOTE_OPTION_MESSAGES.unknownOption }), {
      error: 'Accepted options must be a list of line ids',
    })
    .max(500, QUOTE_OPTION_MESSAGES.unknownOption),
});
export type QuoteClientChoiceBody = z.input<typeof quoteClientChoiceSchema>;
export type QuoteClientChoiceData = z.output<typeof quoteClientChoiceSchema>;

/** POST /api/quotes/{id}/deposit-payments — a deposit paid by cash, check or ACH; amount defaults to the due. */
export const quoteDepositPaymentSchema = z.object({
  amount: paymentAmountSchema.optional(),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  date: z.iso.date({ error: PAYMENT_MESSAGES.date }).optional(),
  reference: z.string().trim().max(100, PAYMENT_MESSAGES.reference).optional(),
  notes: z.string().trim().max(1000, PAYMENT_MESSAGES.notes).optional(),
});
export type QuoteDepositPaymentBody = z.input<typeof quoteDepositPaymentSchema>;
export type QuoteDepositPaymentData = z.output<typeof quoteDepositPaymentSchema>;

/** Over what is due: the same sentence shape as an invoice overpayment. */
export const depositOverpaymentMessage = (due: string, quoteNumber: string) =>
  `Amount exceeds the deposit due of $${due} on quote ${quoteNumber}`;

export const QUOTE_ON_BEHALF_MESSAGES = {
  choiceRecorded: 'Client choice recorded',
  choiceFailed: 'Failed to record the client’s choice.',
  depositRecorded: 'Deposit recorded',
  depositFailed: 'Failed to record the deposit.',
} as const;
