import type { PortalFeatures } from '@tradeworks/contracts/portal';
import type { TenantScope } from '../../db/client';
import { PortalErrors } from './portal.errors';
import type { PortalAccess, PortalSettingsRow } from '../../http/portal-auth';

/** What each allow-flag of Customer Portal settings switches on. */
export function portalFeatures(settings: PortalSettingsRow): PortalFeatures {
  return {
    // "allowQuoteRequests also governs requests": quotes and service requests share the flag.
    quotes: settings.allowQuoteRequests,
    quoteRequests: settings.allowQuoteRequests,
    invoices: settings.allowInvoiceViewing,
    payments: settings.allowInvoiceViewing && settings.allowPayments,
    serviceHistory: settings.allowServiceHistory,
    booking: settings.allowAppointmentBooking,
  };
}

/** A feature switched off answers 404, as if its routes did not exist. */
export function requireFeature(portal: PortalAccess, feature: keyof PortalFeatures): void {
  if (!portalFeatures(portal.settings)[feature]) throw PortalErrors.featureOff();
}

/**
 * A transaction of the session's tenant with no staff user (audit rows carry no user: the client acted).
 * Services read only rows of `portal.clientId` and answer 404 for anything else.
 */
export function inPortal<T>(portal: PortalAccess, fn: (scope: TenantScope) => Promise<T>): Promise<T> {
  return portal.db.tenant({ tenantId: portal.tenantId, userId: null }, fn);
}
