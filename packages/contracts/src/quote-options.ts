import { z } from 'zod';
import { decimalField } from './decimal-field';
import {
  computeDocumentTotals,
  LINE_ITEM_MESSAGES,
  MAX_MONEY_CENTS,
  type DocumentTotals,
} from './line-items';
import { centsToString, divRound, toCents, toScaled } from './money';
import type { TaxBasis } from './tax-lines';

/**
 * Optional quote lines and the deposit a quote requests on approval (issue 19). Optional lines stay outside
 * the quote's total until the client ticks them when approving in the portal; the deposit is none, a fixed
 * amount, or a percentage of the approved total — all in exact cents (money.ts).
 */

export const DEPOSIT_TYPES = ['none', 'amount', 'percent'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

export const QUOTE_OPTION_MESSAGES = {
  depositType: 'Deposit must be one of: none, amount, percent',
  depositAmountRequired: 'Deposit amount is required',
  depositAmountPositive: 'Deposit amount must be greater than 0',
  depositPercentRequired: 'Deposit percentage is required',
  depositPercentRange: 'Deposit percentage must be between 1 and 100',
  depositTypeRequired: 'Choose how the deposit is requested (none, amount or percent)',
  baseLineRequired: 'A quote needs at least one line that is not optional',
  unknownOption: 'Choose only optional items of this quote',
  depositPaid: 'The deposit of this quote is already paid',
  noDeposit: 'This quote does not request a deposit',
  depositNotYet: 'The deposit can be paid once the quote is approved',
  depositConverted: 'This quote was already invoiced; please pay the invoice instead',
} as const;

/** "Deposit amount cannot be more than the quote total of $100.00" */
export const depositOverTotalMessage = (total: string) =>
  `Deposit amount cannot be more than the quote total of $${total}`;

/** A fixed deposit: money, more than 0 (the ≤ total rule needs the priced quote, so the server checks it). */
export const depositAmountSchema = decimalField({
  scale: 2,
  label: 'Deposit amount',
  invalid: LINE_ITEM_MESSAGES.number,
  required: QUOTE_OPTION_MESSAGES.depositAmountRequired,
  min: { units: 0n, inclusive: false, message: QUOTE_OPTION_MESSAGES.depositAmountPositive },
  max: { units: MAX_MONEY_CENTS, message: LINE_ITEM_MESSAGES.tooLarge },
});

/** A percentage deposit: 1 to 100 with up to 2 decimals ("33.33"). */
export const depositPercentSchema = decimalField({
  scale: 2,
  label: 'Deposit percentage',
  invalid: LINE_ITEM_MESSAGES.number,
  required: QUOTE_OPTION_MESSAGES.depositPercentRequired,
  min: { units: 100n, inclusive: true, message: QUOTE_OPTION_MESSAGES.depositPercentRange },
  max: { units: 10_000n, message: QUOTE_OPTION_MESSAGES.depositPercentRange },
});

/** The two raw body fields; `normalizeDeposit` checks them together. */
export const depositFields = {
  depositType: z.enum(DEPOSIT_TYPES, { error: QUOTE_OPTION_MESSAGES.depositType }).optional(),
  depositValue: z.union([z.number(), z.string()]).nullish(),
};

type DepositInput = { depositType?: DepositType; depositValue?: number | string | null };
export type DepositData = { depositType?: DepositType; depositValue?: string | null };

/**
 * Checks the value against its type and normalises it ("25" → "25.00"); 'none' clears the value. Without a
 * type nothing changes (a PATCH that leaves the deposit alone), unless a value was sent on its own.
 */
export function normalizeDeposit(input: DepositInput, ctx: z.RefinementCtx): DepositData {
  const { depositType, depositValue } = input;
  if (depositType === undefined) {
    if (depositValue !== undefined && depositValue !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['depositType'],
        message: QUOTE_OPTION_MESSAGES.depositTypeRequired,
      });
    }
    return {};
  }
  if (depositType === 'none') return { depositType, depositValue: null };
  const schema = depositType === 'amount' ? depositAmountSchema : depositPercentSchema;
  const required =
    depositType === 'amount'
      ? QUOTE_OPTION_MESSAGES.depositAmountRequired
      : QUOTE_OPTION_MESSAGES.depositPercentRequired;
  const parsed = schema.safeParse(depositValue ?? '');
  if (!parsed.success) {
    const message =
      depositValue === null || depositValue === undefined ? required : parsed.error.issues[0].message;
    ctx.addIssue({ code: 'custom', path: ['depositValue'], message });
    return {};
  }
  return { depositType, depositValue: parsed.data };
}

/** The deposit in cents of a quote total: a fixed amount (never above the total) or a percentage, rounded. */
export function depositCents(type: DepositType, value: string | null, totalCents: bigint): bigint {
  if (type === 'none' || !value) return 0n;
  if (type === 'amount') {
    const cents = toCents(value);
    return cents > totalCents ? totalCents : cents;
  }
  // value has 2 decimals: percent × 100 units; cents × units / 10,000, half away from zero.
  return divRound(totalCents * toScaled(value, 2), 10_000n);
}

export const depositAmount = (type: DepositType, value: string | null, total: string): string | null =>
  type === 'none' || !value ? null : centsToString(depositCents(type, value, toCents(total)));

/** "25%" or "$150.00" as the quote's screens and PDF describe the request. */
export function describeDeposit(type: DepositType, value: string | null): string | null {
  if (type === 'none' || !value) return null;
  const plain = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  return type === 'percent' ? `${plain}%` : `$${value}`;
}

type QuoteLine = {
  id?: string;
  quantity: number | string;
  rate: number | string;
  isOptional?: boolean;
  taxable?: boolean | null;
};

export interface QuoteTotals {
  /** Each line's total, optional ones included. */
  lineTotals: string[];
  /** The quote without its optional lines: what the quote's total is. */
  base: DocumentTotals;
  /** Subtotal of the optional lines alone. */
  optionsSubtotal: string;
  /** The total if the client took every optional line. */
  withAllOptions: DocumentTotals;
}

/** The one totals calculation of a quote with optional lines (the same rounding as every document). */
export function computeQuoteTotals(lines: ReadonlyArray<QuoteLine>, taxRate: TaxBasis): QuoteTotals {
  const all = computeDocumentTotals(lines, taxRate);
  const base = computeDocumentTotals(
    lines.filter((line) => !line.isOptional),
    taxRate,
  );
  const optionCents = lines.reduce(
    (sum, line, index) => (line.isOptional ? sum + toCents(all.lineTotals[index]) : sum),
    0n,
  );
  return {
    lineTotals: all.lineTotals,
    base,
    optionsSubtotal: centsToString(optionCents),
    withAllOptions: all,
  };
}

/** The totals of what the client approved: every required line plus the optional lines they ticked. */
export function computeSelectedTotals(
  lines: ReadonlyArray<QuoteLine>,
  taxRate: TaxBasis,
  acceptedIds: ReadonlyArray<string>,
): DocumentTotals {
  const accepted = new Set(acceptedIds);
  return computeDocumentTotals(
    lines.filter((line) => !line.isOptional || (line.id !== undefined && accepted.has(line.id))),
    taxRate,
  );
}

/** Where a quote's deposit stands (staff quote page, portal). */
export const DEPOSIT_STATUSES = ['none', 'requested', 'part_paid', 'paid'] as const;
export const quoteDepositSchema = z.object({
  type: z.enum(DEPOSIT_TYPES),
  /** "25.00" (percent) or "150.00" (amount); null when none. */
  value: z.string().nullable(),
  /** The deposit in money, of the approved total once approved, of the quote's total before. */
  amount: z.string().nullable(),
  /** Completed card payments of the deposit less refunds. */
  paid: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The invoice the paid deposit was credited to when the quote was converted. */
  creditedInvoiceNumber: z.string().nullable(),
});
export type QuoteDeposit = z.output<typeof quoteDepositSchema>;

/** The client's signed selection (customer portal approval). */
export const quoteAcceptanceSchema = z.object({
  acceptedOptionIds: z.array(z.string()),
  approvedSubtotal: z.string(),
  approvedTaxAmount: z.string(),
  approvedTotal: z.string(),
  signerName: z.string().nullable(),
  respondedAt: z.string(),
  /** SHA-256 over the quote, the selection, the totals, the deposit and the signer: what the signature covers. */
  digest: z.string().nullable(),
});
export type QuoteAcceptance = z.output<typeof quoteAcceptanceSchema>;
