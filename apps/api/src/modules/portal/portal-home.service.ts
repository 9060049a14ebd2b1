import type { PortalBranding, PortalHome, PortalVisit } from '@tradeworks/contracts/portal';
import type { TenantScope } from '../../db/client';
import type { PortalAccess, PortalTenant } from '../../http/portal-auth';
import type { Database } from '../../db/client';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { isCardPaymentConfiguredFor } from '../../platform/payments/stripe-config';
import { isoOrNull } from '../../http/iso-or-null';
import { toLocationRef } from '../clients/public';
import { listLocations } from '../clients/public';
import { toPortalInvoiceSummary } from './portal-invoices.service';
import { inPortal, portalFeatures } from './portal-scope';
import { listClientVisitRows, listOpenQuoteRows, listUnpaidInvoiceRows } from './portal-records.repository';

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
  const rows = await listClientVisitRows(scope, clientId, which, limit);
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
    const openQuotes = features.quotes ? await listOpenQuoteRows(scope, portal.clientId) : [];
    const unpaid = features.invoices ? await listUnpaidInvoiceRows(scope, portal.clientId) : [];
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
