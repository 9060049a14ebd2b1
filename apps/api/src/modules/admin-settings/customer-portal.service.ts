import type { CustomerPortalData, CustomerPortalSettings } from '@tradeworks/contracts/admin-settings';
import { customerPortalSettings } from '../../db/schema';
import {
  changedFields,
  createSingleton,
  findSingleton,
  updateSingleton,
  type SingletonTable,
} from './singleton-settings';
import { inTenant, type SettingsCtx } from './settings-context';

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

/** null until the first save; the form shows the spec's defaults (PORTAL_DEFAULTS) meanwhile. */
export function getCustomerPortalSettings(ctx: SettingsCtx): Promise<CustomerPortalSettings | null> {
  return inTenant(ctx, async (scope) => {
    const row = await findSingleton(scope, def);
    return row ? toPortal(row) : null;
  });
}

export function createCustomerPortalSettings(
  ctx: SettingsCtx & { data: CustomerPortalData },
): Promise<CustomerPortalSettings> {
  // Absent fields take the column defaults, which are the spec's.
  return inTenant(ctx, async (scope) =>
    toPortal(await createSingleton(scope, def, ctx.data, { ...ctx.data })),
  );
}

export function updateCustomerPortalSettings(
  ctx: SettingsCtx & { data: CustomerPortalData },
): Promise<CustomerPortalSettings> {
  return inTenant(ctx, async (scope) =>
    toPortal(await updateSingleton(scope, def, ctx.data, (before) => changedFields(before, ctx.data))),
  );
}
