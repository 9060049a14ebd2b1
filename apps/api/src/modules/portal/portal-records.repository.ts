import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { invoices, payments, quotes, serviceJobs, technicians } from '../../db/schema';
import { invoiceStatusSql, quoteStatusIs } from '../sales-documents/public';

/** What the portal lists of an invoice (the status as the staff screens derive it). */
const invoiceSummary = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  status: invoiceStatusSql,
  total: invoices.total,
  amountPaid: invoices.amountPaid,
  dueDate: invoices.dueDate,
};

/** Visits of the client: upcoming (not done, from a day ago) by date, or past (completed) newest first. */
export function listClientVisitRows(
  { tx, tenantId }: TenantScope,
  clientId: string,
  which: 'upcoming' | 'past',
  limit: number,
) {
  const upcoming = which === 'upcoming';
  return tx
    .select({
      id: serviceJobs.id,
      jobNumber: serviceJobs.jobNumber,
      serviceType: serviceJobs.serviceType,
      status: serviceJobs.status,
      scheduledDate: serviceJobs.scheduledDate,
      completedAt: serviceJobs.completedAt,
      notes: serviceJobs.notes,
      technicianName: technicians.name,
    })
    .from(serviceJobs)
    .leftJoin(
      technicians,
      and(eq(technicians.tenantId, serviceJobs.tenantId), eq(technicians.id, serviceJobs.technicianId)),
    )
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        eq(serviceJobs.clientId, clientId),
        upcoming
          ? and(
              notInArray(serviceJobs.status, ['completed', 'cancelled']),
              gte(serviceJobs.scheduledDate, sql`now() - interval '1 day'`),
            )
          : eq(serviceJobs.status, 'completed'),
      ),
    )
    .orderBy(upcoming ? asc(serviceJobs.scheduledDate) : desc(serviceJobs.scheduledDate))
    .limit(limit);
}

/** The client's quotes waiting for an answer, newest sent first (at most 20). */
export function listOpenQuoteRows({ tx, tenantId }: TenantScope, clientId: string) {
  return tx
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      total: quotes.total,
      validUntil: quotes.validUntil,
      sentAt: quotes.sentAt,
    })
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.clientId, clientId), quoteStatusIs('sent')))
    .orderBy(desc(quotes.sentAt))
    .limit(20);
}

/** The client's invoices matching `where`, in `order`, at most `limit`. */
function clientInvoiceRows(
  { tx, tenantId }: TenantScope,
  clientId: string,
  query: { where: SQL[]; order: SQL; limit: number },
) {
  return tx
    .select(invoiceSummary)
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.clientId, clientId), ...query.where))
    .orderBy(query.order)
    .limit(query.limit);
}

/** The client's issued invoices with a balance, soonest due first (at most 20). */
export function listUnpaidInvoiceRows(scope: TenantScope, clientId: string) {
  return clientInvoiceRows(scope, clientId, {
    where: [inArray(invoices.status, ['sent', 'overdue']), sql`${invoices.total} > ${invoices.amountPaid}`],
    order: asc(invoices.dueDate),
    limit: 20,
  });
}

/** The client's issued invoices (drafts left out), newest first; a client has few, capped at 200. */
export function listIssuedInvoiceRows(scope: TenantScope, clientId: string) {
  return clientInvoiceRows(scope, clientId, {
    where: [inArray(invoices.status, ['sent', 'overdue', 'paid', 'cancelled'])],
    order: desc(invoices.createdAt),
    limit: 200,
  });
}

/**
 * The client's portal card payments still pending at the provider for an invoice, or for a quote's deposit
 * not yet invoiced; `note` tells which kind of portal payment.
 */
export function listPendingPortalPayments(
  { tx, tenantId }: TenantScope,
  clientId: string,
  target: { invoiceId: string } | { quoteId: string },
  note: string,
) {
  return tx
    .select({ id: payments.id, intentId: payments.stripePaymentIntentId })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        'invoiceId' in target
          ? eq(payments.invoiceId, target.invoiceId)
          : and(eq(payments.quoteId, target.quoteId), isNull(payments.invoiceId)),
        eq(payments.clientId, clientId),
        eq(payments.status, 'pending'),
        eq(payments.notes, note),
        isNotNull(payments.stripePaymentIntentId),
      ),
    );
}
