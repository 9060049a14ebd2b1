import type { CustomerPortalData, CustomerPortalSettings } from '@tradeworks/contracts/admin-settings';
import { customerPortalSettings } from '../../db/schema';
import { singletonSettings } from './singleton-settings';
import type { SingletonTable } from './singleton-settings.repository';

type Row = typeof customerPortalSettings.$inferSelect;
const def: SingletonTable<Row> = {
  table: customerPortalSettings,
  entity: 'customer_portal_settings',
  label: 'Customer portal settings',
};

const toPortal = (row: Row): CustomerPortalSettings => ({
  id: row.id,
  isEnabled: row.isEnabled,
  portalTitle: row.portalTitle,
  logoUrl: row.logoUrl,
  primaryColor: row.primaryColor,
  secondaryColor: row.secondaryColor,
  allowQuoteRequests: row.allowQuoteRequests,
  allowInvoiceViewing: row.allowInvoiceViewing,
  allowPayments: row.allowPayments,
  allowServiceHistory: row.allowServiceHistory,
  allowAppointmentBooking: row.allowAppointmentBooking,
  customCss: row.customCss,
  welcomeMessage: row.welcomeMessage,
  updatedAt: row.updatedAt.toISOString(),
});

// null until the first save; the form shows the spec's defaults (PORTAL_DEFAULTS) meanwhile. On the first
// save absent fields take the column defaults, which are the spec's.
const portal = singletonSettings<Row, CustomerPortalSettings, CustomerPortalData>(def, toPortal);
export const getCustomerPortalSettings = portal.get;
export const createCustomerPortalSettings = portal.create;
export const updateCustomerPortalSettings = portal.update;
