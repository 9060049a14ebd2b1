import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@tradeworks/contracts/invoices';
import type { QuoteStatus } from '@tradeworks/contracts/quotes';
import { invoices, quotes } from '../../db/schema';

/*
 * The one place where time turns stored states into what people read (DESIGN.md §6): a sent quote past
 * validUntil is expired, a sent invoice past its due date is overdue. Lists, details, filters and summaries
 * all use these expressions, so no background job has to flip rows and nothing can disagree.
 * Each filter predicate says the same as `<status expression> = status`, written so the status indexes
 * serve it (checked against the CASE expression in document-status.test.ts).
 */

const quoteLapsed = sql`(${quotes.status} = 'sent' and ${quotes.validUntil} < now())`;
const invoiceLapsed = sql`(${invoices.status} = 'sent' and ${invoices.dueDate} < current_date)`;

/** The status a quote reads as. */
export const quoteStatusSql = sql<QuoteStatus>`(case when ${quoteLapsed} then 'expired' else ${quotes.status}::text end)`;

/** The status an invoice reads as. */
export const invoiceStatusSql = sql<InvoiceStatus>`(case when ${invoiceLapsed} then 'overdue' else ${invoices.status}::text end)`;

/** Quotes reading as `status`. */
export function quoteStatusIs(status: QuoteStatus): SQL {
  if (status === 'expired') return or(eq(quotes.status, 'expired'), quoteLapsed)!;
  if (status === 'sent') {
    return sql`(${quotes.status} = 'sent' and (${quotes.validUntil} is null or ${quotes.validUntil} >= now()))`;
  }
  return eq(quotes.status, status);
}

/** Invoices reading as `status`. */
export function invoiceStatusIs(status: InvoiceStatus): SQL {
  if (status === 'overdue') return or(eq(invoices.status, 'overdue'), invoiceLapsed)!;
  if (status === 'sent') {
    return sql`(${invoices.status} = 'sent' and (${invoices.dueDate} is null or ${invoices.dueDate} >= current_date))`;
  }
  return eq(invoices.status, status);
}
