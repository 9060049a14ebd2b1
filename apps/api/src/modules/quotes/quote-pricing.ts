import type { LineItemData } from '@tradeworks/contracts/line-items';
import { toCents } from '@tradeworks/contracts/money';
import type { TaxBasis } from '@tradeworks/contracts/tax-lines';
import {
  computeQuoteTotals,
  depositOverTotalMessage,
  type DepositType,
} from '@tradeworks/contracts/quote-options';
import type { PricedDocument } from '../sales-documents/public';
import { QuoteErrors } from './quotes.errors';

export interface QuoteDepositRequest {
  type: DepositType;
  value: string | null;
}

/**
 * Server-side truth for a quote's figures: every line priced, the quote's total made of the lines that are
 * not optional, and a fixed deposit no larger than that total (a percentage can never exceed it).
 */
export function priceQuote(
  lines: LineItemData[],
  tax: TaxBasis,
  deposit: QuoteDepositRequest,
): PricedDocument {
  const totals = computeQuoteTotals(lines, tax);
  if (!totals.withAllOptions.fits) throw QuoteErrors.totalTooLarge();
  if (deposit.type === 'amount' && deposit.value && toCents(deposit.value) > toCents(totals.base.total)) {
    throw QuoteErrors.depositOverTotal(depositOverTotalMessage(totals.base.total));
  }
  return {
    lines: lines.map((line, index) => ({ ...line, total: totals.lineTotals[index] })),
    subtotal: totals.base.subtotal,
    taxAmount: totals.base.taxAmount,
    taxLines: totals.base.taxLines,
    total: totals.base.total,
  };
}
