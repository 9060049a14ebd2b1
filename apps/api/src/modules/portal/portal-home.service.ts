import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { PortalBranding, PortalHome, PortalVisit } from '@tradeworks/contracts/portal';
import type { TenantScope } from '../../db/client';
import { invoices, quotes, serviceJobs, technicians } from '../../db/schema';
import type { PortalAccess, PortalTenant } from '../../http/portal-auth';
import type { Database } from '../../db/client';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { isCardPaymentConfiguredFor } from '../../platform/payments/stripe-config';
import { isoOrNull } from '../../http/iso-or-null';
import { invoiceStatusSql, quoteStatusIs } from '../sales-documents/public';
import { toLocationRef } from '../clients/public';
import { listLocations } from '../clients/public';
import { toPortalInvoiceSummary } from './portal-invoices.service';
import { inPortal, portalFeatures } from './portal-scope';

/** The portal's brand (public: the sign-in page shows it too) and the organization's clock for its times. */
export async function portalBranding(db: Database, portal: PortalTenant): Promise<PortalBranding> {
  const { company, timeZone, cardPayments } = await db.tenant(
    { tenantId: portal.tenantId, userId: null },
    async (scope) => ({
      company: await getCompanyProfile(scope),
      timeZone: await tenantTimeZone(scope),
      cardPayments: await isCardPaymentConfiguredFor(scope.tx, scope.tenantId),
    }),
  );
  const s = portal.settings;
  return {
    companyName: company.name,
    portalTitle: s.portalTitle,
    logoUrl: s.logoUrl,
    primaryColor: s.primaryColor,
    secondaryColor: s.secondaryColor,
    welcomeMessage: s.welcomeMessage,
    hasCustomCss: Boolean(s.customCss?.trim()),
    features: portalFeatures(s),
    timeZone,
    cardPayments,
    companyPhone: company.phone,
    companyEmail: company.email,
  };
}

/** Visits of the client: upcoming (not done, from now) or past (completed), with the technician. */
export async function clientVisits(
  scope: TenantScope,
  clientId: string,
  which: 'upcoming' | 'past',
  limit: number,
): Promise<PortalVisit[]> {
  const upcoming = which === 'upcoming';
  const rows = await scope.tx
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
        eq(serviceJobs.tenantId, scope.tenantId),
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
  return rows.map((r) => ({
    id: r.id,
    jobNumber: r.jobNumber,
    serviceType: r.serviceType,
    status: r.status,
    scheduledDate: (r.completedAt && !upcoming ? r.completedAt : r.scheduledDate).toISOString(),
    technicianName: r.technicianName ?? null,
    // Office notes are internal until the visit is done; then they are the visit's report.
    notes: upcoming ? null : r.notes,
  }));
}

export function portalHome(portal: PortalAccess): Promise<PortalHome> {
  const features = portalFeatures(portal.settings);
  return inPortal(portal, async (scope) => {
    const openQuotes = features.quotes
      ? await scope.tx
          .select({
            id: quotes.id,
            quoteNumber: quotes.quoteNumber,
            total: quotes.total,
            validUntil: quotes.validUntil,
            sentAt: quotes.sentAt,
          })
          .from(quotes)
          .where(
            and(
              eq(quotes.tenantId, portal.tenantId),
              eq(quotes.clientId, portal.clientId),
              quoteStatusIs('sent'),
            ),
          )
          .orderBy(desc(quotes.sentAt))
          .limit(20)
      : [];
    const unpaid = features.invoices
      ? await scope.tx
          .select({
            id: invoices.id,
            invoiceNumber: invoices.invoiceNumber,
            status: invoiceStatusSql,
            total: invoices.total,
            amountPaid: invoices.amountPaid,
            dueDate: invoices.dueDate,
          })
          .from(invoices)
          .where(
            and(
              eq(invoices.tenantId, portal.tenantId),
              eq(invoices.clientId, portal.clientId),
              inArray(invoices.status, ['sent', 'overdue']),
              sql`${invoices.total} > ${invoices.amountPaid}`,
            ),
          )
          .orderBy(asc(invoices.dueDate))
          .limit(20)
      : [];
    return {
      clientName: portal.clientName,
      locations: (await listLocations(scope, portal.clientId, { limit: 50, offset: 0 })).items.map((row) =>
        toLocationRef(row.location),
      ),
      openQuotes: openQuotes.map((q) => ({
        ...q,
        status: 'sent',
        validUntil: isoOrNull(q.validUntil),
        sentAt: isoOrNull(q.sentAt),
      })),
      unpaidInvoices: unpaid.map(toPortalInvoiceSummary),
      upcomingVisits: await clientVisits(scope, portal.clientId, 'upcoming', 10),
    };
  });
}
