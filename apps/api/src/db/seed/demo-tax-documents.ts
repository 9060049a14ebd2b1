import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { computeDocumentTotals } from '@tradeworks/contracts/line-items';
import { computeQuoteTotals } from '@tradeworks/contracts/quote-options';
import { combinedRate, type TaxComponent } from '@tradeworks/contracts/tax-lines';
import { invoiceLineItems, invoices, quoteLineItems, quotes } from '../schema';
import type { TenantSeed } from './demo-context';

/** How many of the newest open quotes and unpaid invoices the demo taxes with its Austin group. */
const RETAXED = 3;

/**
 * Some recent documents taxed by a tax group (issue 31), so their pages, PDFs and the portal show one tax
 * line per component: the newest open quotes (no deposit, not converted) and unpaid draft or sent
 * invoices are priced again with the group's components, exactly as the API prices them.
 */
export async function taxRecentDocuments(
  seed: TenantSeed,
  group: { id: string; components: TaxComponent[] },
): Promise<void> {
  const { tx, tenantId } = seed.scope;
  const taxRate = combinedRate(group.components);
  const openQuotes = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.tenantId, tenantId),
        inArray(quotes.status, ['draft', 'sent']),
        eq(quotes.depositType, 'none'),
        isNull(quotes.convertedInvoiceId),
      ),
    )
    .orderBy(desc(quotes.createdAt), asc(quotes.id))
    .limit(RETAXED);
  for (const { id } of openQuotes) {
    const lines = await tx
      .select({
        quantity: quoteLineItems.quantity,
        rate: quoteLineItems.rate,
        taxable: quoteLineItems.taxable,
        isOptional: quoteLineItems.isOptional,
      })
      .from(quoteLineItems)
      .where(and(eq(quoteLineItems.tenantId, tenantId), eq(quoteLineItems.quoteId, id)))
      .orderBy(asc(quoteLineItems.sortOrder));
    const { base } = computeQuoteTotals(lines, group.components);
    await tx
      .update(quotes)
      .set({
        taxGroupId: group.id,
        taxRate,
        subtotal: base.subtotal,
        taxAmount: base.taxAmount,
        taxLines: base.taxLines,
        total: base.total,
      })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, id)));
  }

  const unpaid = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        inArray(invoices.status, ['draft', 'sent']),
        eq(invoices.amountPaid, '0'),
        isNull(invoices.quoteId),
      ),
    )
    .orderBy(desc(invoices.createdAt), asc(invoices.id))
    .limit(RETAXED);
  for (const { id } of unpaid) {
    const lines = await tx
      .select({
        quantity: invoiceLineItems.quantity,
        rate: invoiceLineItems.rate,
        taxable: invoiceLineItems.taxable,
      })
      .from(invoiceLineItems)
      .where(and(eq(invoiceLineItems.tenantId, tenantId), eq(invoiceLineItems.invoiceId, id)))
      .orderBy(asc(invoiceLineItems.sortOrder));
    const totals = computeDocumentTotals(lines, group.components);
    await tx
      .update(invoices)
      .set({
        taxGroupId: group.id,
        taxRate,
        subtotal: totals.subtotal,
        taxAmount: totals.taxAmount,
        taxLines: totals.taxLines,
        total: totals.total,
      })
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)));
  }
}
