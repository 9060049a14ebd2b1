import { and, eq } from 'drizzle-orm';
import type { TenantScope, Tx } from '../../db/client';
import { bookingSettings, tenants } from '../../db/schema';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;

export async function findBookingSettings(scope: TenantScope): Promise<BookingSettingsRow | undefined> {
  const [row] = await scope.tx
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.tenantId, scope.tenantId));
  return row;
}

/** Creates the organization's row on its first save, updates it afterwards (one row per tenant). */
export async function upsertBookingSettings(
  scope: TenantScope,
  values: Partial<Omit<typeof bookingSettings.$inferInsert, 'tenantId' | 'id'>>,
): Promise<BookingSettingsRow> {
  const [row] = await scope.tx
    .insert(bookingSettings)
    .values({ ...values, tenantId: scope.tenantId })
    .onConflictDoUpdate({ target: bookingSettings.tenantId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function tenantSlug(scope: TenantScope): Promise<string> {
  const [row] = await scope.tx
    .select({ slug: tenants.slug })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  return row!.slug;
}

/** The active organization with this address name (slug), read outside any tenant (the public pages' entry). */
export async function findActiveTenantBySlug(tx: Tx, slug: string) {
  const [tenant] = await tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(and(eq(tenants.slug, slug), eq(tenants.status, 'active')));
  return tenant;
}
