import {
  LOGO_MAX_BYTES,
  type CompanySettings,
  type CompanySettingsData,
  type LogoUpload,
} from '@tradeworks/contracts/admin-settings';
import { companySettings } from '../../db/schema';
import { AdminSettingsErrors } from './admin-settings.errors';
import { createSingleton, singletonSettings, updateSingleton } from './singleton-settings';
import { findSingleton, type SingletonTable } from './singleton-settings.repository';
import { inTenant, type SettingsCtx } from './settings-context';

type Row = typeof companySettings.$inferSelect;
const def: SingletonTable<Row> = {
  table: companySettings,
  entity: 'company_settings',
  label: 'Company details',
};

const toCompany = (row: Row): CompanySettings => ({
  id: row.id,
  companyName: row.companyName,
  businessType: row.businessType,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  phone: row.phone,
  email: row.email,
  website: row.website,
  taxId: row.taxId,
  licenseNumber: row.licenseNumber,
  insurancePolicyNumber: row.insurancePolicyNumber,
  logo: row.logo,
  updatedAt: row.updatedAt.toISOString(),
});

// null until the first save: the form then creates (POST).
const company = singletonSettings<Row, CompanySettings, CompanySettingsData>(def, toCompany);
export const getCompanySettings = company.get;
export const createCompanySettings = company.create;
export const updateCompanySettings = company.update;

/** PNG or JPEG by its first bytes (what the PDF renderer can draw), whatever the browser claimed. */
function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * POST /api/admin/company/logo: the image is stored in the database as a data: URL (it moves with backups and
 * works with several servers); the next quote, invoice or purchase-order PDF prints it.
 */
export function uploadCompanyLogo(ctx: SettingsCtx & { data: LogoUpload }): Promise<CompanySettings> {
  const bytes = Buffer.from(ctx.data.data, 'base64');
  if (bytes.length === 0) throw AdminSettingsErrors.logoMissing();
  if (bytes.length > LOGO_MAX_BYTES) throw AdminSettingsErrors.logoTooLarge();
  const type = sniffImage(bytes);
  if (!type || type !== ctx.data.contentType) throw AdminSettingsErrors.logoType();
  const logo = `data:${type};base64,${bytes.toString('base64')}`;
  return inTenant(ctx, async (scope) => {
    const existing = await findSingleton(scope, def);
    const audit = { logo: `${type}, ${bytes.length} bytes` };
    const row = existing
      ? await updateSingleton(scope, def, { logo }, () => audit)
      : await createSingleton(scope, def, { logo }, audit);
    return toCompany(row);
  });
}

export function deleteCompanyLogo(ctx: SettingsCtx): Promise<CompanySettings | null> {
  return inTenant(ctx, async (scope) => {
    const existing = await findSingleton(scope, def);
    if (!existing) return null;
    if (!existing.logo) return toCompany(existing);
    return toCompany(await updateSingleton(scope, def, { logo: null }, () => ({ logo: 'removed' })));
  });
}
