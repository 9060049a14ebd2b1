import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { companySettings, tenants } from '../../db/schema';
import { readGeneralSetting } from '../settings/general-setting.repository';
// The tenant's clock (its `timezone` setting) is kept with the dispatch module's other local-time rules.
import { tenantTimeZone } from '../tenant-clock';

/** The sender block of every document: Admin Settings → Company when filled in, else the tenant's name. */
export interface CompanyProfile {
  name: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  /** A data: URL (PNG or JPEG); remote logos are not fetched when rendering. */
  logo: string | null;
  /** The tenant's IANA time zone: a document's moments (created, paid) are printed as that day there. */
  timeZone?: string;
  /** General setting `invoice_footer`: printed at the bottom of every invoice (PDF). */
  invoiceFooter?: string | null;
}

export async function getCompanyProfile(scope: TenantScope): Promise<CompanyProfile> {
  const [settings] = await scope.tx
    .select()
    .from(companySettings)
    .where(eq(companySettings.tenantId, scope.tenantId));
  const [tenant] = await scope.tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  const cityLine = [settings?.city, [settings?.state, settings?.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    name: settings?.companyName || tenant?.name || 'Company',
    addressLines: [settings?.address, cityLine].filter((line): line is string => Boolean(line)),
    phone: settings?.phone ?? null,
    email: settings?.email ?? null,
    website: settings?.website ?? null,
    logo: settings?.logo ?? null,
    timeZone: await tenantTimeZone(scope),
    invoiceFooter: await invoiceFooter(scope),
  };
}

async function invoiceFooter(scope: TenantScope): Promise<string | null> {
  return (await readGeneralSetting(scope, 'invoice_footer'))?.trim() || null;
}
