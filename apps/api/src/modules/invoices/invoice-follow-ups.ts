import { balanceDue } from '@tradeworks/contracts/line-items';
import { toCents } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import { syncInvoiceFollowUps as syncFollowUpTexts } from '../messages/public';
import { portalHomeUrl } from '../portal/public';
import { findInvoice, type InvoiceRow } from './invoices.repository';

/** Why an invoice's follow-ups stop, or null while a balance is due. */
function stopReason(invoice: InvoiceRow): string | null {
  if (invoice.status === 'paid') return 'Invoice paid';
  if (invoice.status === 'cancelled') return 'Invoice cancelled';
  if (invoice.status === 'draft') return 'Invoice not sent';
  if (toCents(balanceDue(invoice.total, invoice.amountPaid)) <= 0n) return 'Invoice paid';
  return null;
}

/**
 * Every change of an invoice's standing (sent, a payment or refund, paid, cancelled) passes here, in its
 * transaction: the invoice follow-up texts are queued with the balance as it stands, or taken back
 * (messages/document-follow-ups.ts).
 */
export async function syncInvoiceFollowUps(scope: TenantScope, id: string, now = new Date()): Promise<void> {
  const invoice = await findInvoice(scope, id);
  if (!invoice) return;
  await syncFollowUpTexts(
    scope,
    {
      id,
      number: invoice.invoiceNumber,
      clientId: invoice.clientId,
      amountDue: balanceDue(invoice.total, invoice.amountPaid),
      dueDate: invoice.dueDate,
      sentAt: invoice.sentAt,
      stopReason: stopReason(invoice),
      link: (await portalHomeUrl(scope)) ?? '',
    },
    now,
  );
}
