import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';

/** What a member of a suspended, pending or cancelled organization is told (403) until it is active again. */
export function inactiveTenantMessage(status: string): string {
  switch (status) {
    case 'suspended':
      return 'This organization is suspended. Contact your platform administrator to restore access.';
    case 'cancelled':
      return 'This organization has been cancelled. Contact your platform administrator to restore access.';
    case 'pending':
      return 'This organization is pending activation. Contact your platform administrator.';
    default:
      return `This organization is ${status}.`;
  }
}

export const SUPER_ADMIN_ENTRY_DISABLED =
  'Super admins may not act inside organizations they are not a member of (platform settings).';

/** One audit row per super admin and organization per this window, not one per request. */
const ENTRY_AUDIT_WINDOW_MS = 30 * 60 * 1000;
const lastEntryAudit = new Map<string, number>();

/**
 * A super admin entering an organization without a membership (the console's login-as-tenant link
 * `/?tenant={slug}`). Refused when the platform setting forbids it; otherwise written to that
 * organization's own activity, so its members see that a platform operator was inside. Their changes
 * there carry their user id, and the activity views mark super admins as such.
 */
export async function superAdminEntry(
  tx: Tx,
  userId: string,
  tenant: { id: string; name: string },
): Promise<string | null> {
  const [settings] = await tx
    .select({ allowed: platformSettings.superAdminTenantAccess })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  if (settings && !settings.allowed) return SUPER_ADMIN_ENTRY_DISABLED;
  const key = `${userId}:${tenant.id}`;
  const now = Date.now();
  if ((lastEntryAudit.get(key) ?? 0) > now - ENTRY_AUDIT_WINDOW_MS) return null;
  lastEntryAudit.set(key, now);
  if (lastEntryAudit.size > 10_000) lastEntryAudit.clear();
  await recordAudit(
    { tx, tenantId: tenant.id, userId },
    {
      entity: 'tenant',
      entityId: tenant.id,
      action: 'super_admin_access',
      summary: `Super admin entered ${tenant.name}`,
    },
  );
  return null;
}
