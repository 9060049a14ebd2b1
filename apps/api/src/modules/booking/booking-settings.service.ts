import {
  BOOKING_DEFAULTS,
  type BookingSettings,
  type BookingSettingsPatch,
} from '@tradeworks/contracts/booking';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import {
  findBookingSettings,
  tenantSlug,
  upsertBookingSettings,
  type BookingSettingsRow,
} from './booking-settings.repository';

function toSettings(row: BookingSettingsRow | undefined, slug: string): BookingSettings {
  if (!row) return { ...BOOKING_DEFAULTS, holidays: [], slug, updatedAt: null };
  return {
    enabled: row.enabled,
    daysAhead: row.daysAhead,
    requireConfirmation: row.requireConfirmation,
    holidays: row.holidays,
    phone: row.phone,
    slug,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organization's booking settings; the defaults (off) until the first save. */
export function getBookingSettings({ db, tenantId, userId }: TenantContext): Promise<BookingSettings> {
  return db.tenant({ tenantId, userId }, async (scope) =>
    toSettings(await findBookingSettings(scope), await tenantSlug(scope)),
  );
}

/** Saves the fields given; the audit entry names what changed. */
export function updateBookingSettings(
  options: TenantContext & { data: BookingSettingsPatch },
): Promise<BookingSettings> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const before = await findBookingSettings(scope);
    const current = before ?? { ...BOOKING_DEFAULTS };
    const changes = changedFields(current as Record<string, unknown>, data as Record<string, unknown>);
    if (before && !Object.keys(changes).length) return toSettings(before, await tenantSlug(scope));
    const row = await upsertBookingSettings(scope, data);
    await recordAudit(scope, {
      entity: 'booking_settings',
      entityId: row.id,
      action: before ? 'update' : 'create',
      summary: before ? 'Online booking settings updated' : 'Online booking settings saved',
      changes,
    });
    return toSettings(row, await tenantSlug(scope));
  });
}
