import { computeDocumentTotals, type LineItemData } from '@tradeworks/contracts/line-items';
import type { TaxBasis, TaxLine } from '@tradeworks/contracts/tax-lines';
import { SalesDocumentErrors } from './sales-documents.errors';
import type { PricedLine } from './line-items.repository';

export interface PricedDocument {
  lines: PricedLine[];
  subtotal: string;
  taxAmount: string;
  taxLines: TaxLine[];
  total: string;
}

/** Server-side truth for every figure of a quote or invoice; whatever totals the client sent are ignored. */
export function priceDocument(lines: LineItemData[], tax: TaxBasis): PricedDocument {
  const totals = computeDocumentTotals(lines, tax);
  if (!totals.fits) throw SalesDocumentErrors.totalTooLarge();
  return {
    lines: lines.map((line, index) => ({ ...line, total: totals.lineTotals[index] })),
    subtotal: totals.subtotal,
    taxAmount: totals.taxAmount,
    taxLines: totals.taxLines,
    total: totals.total,
  };
}
