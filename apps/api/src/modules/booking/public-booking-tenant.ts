import type { Database } from '../../db/client';
import {
  findActiveTenantBySlug,
  findBookingSettings,
  type BookingSettingsRow,
} from './booking-settings.repository';
import { PublicBookingErrors } from './public-booking.errors';

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export interface BookingTenant {
  tenantId: string;
  name: string;
  settings: BookingSettingsRow;
}

/** The active organization of `slug` with online booking on; 404 otherwise (off looks like absent). */
export async function findBookingTenant(db: Database, slug: string): Promise<BookingTenant> {
  if (!SLUG.test(slug)) throw PublicBookingErrors.notFound();
  const tenant = await db.platform((tx) => findActiveTenantBySlug(tx, slug));
  if (!tenant) throw PublicBookingErrors.notFound();
  const settings = await db.tenant({ tenantId: tenant.id, userId: null }, (scope) =>
    findBookingSettings(scope),
  );
  if (!settings?.enabled) throw PublicBookingErrors.notFound();
  return { tenantId: tenant.id, name: tenant.name, settings };
}
