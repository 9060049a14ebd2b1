import type { Tracking } from '@tradeworks/contracts/tracking';
import type { Database } from '../../db/client';
import { hashToken } from '../../platform/auth/tokens';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { MessageErrors } from './messages.errors';
import { findLiveTrackingLink } from './tracking.repository';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/track/{token}: the public tracking page's facts. Unknown, expired, completed, cancelled or
 * reassigned all answer the same 404, so the page tells a guesser nothing; nothing but the company, the
 * technician's first name, the status and the ETA leaves the server.
 */
export async function getTracking(db: Database, token: string, now = new Date()): Promise<Tracking> {
  if (!TOKEN.test(token)) throw MessageErrors.trackingNotFound();
  const link = await db.platform((tx) => findLiveTrackingLink(tx, hashToken(token), now));
  if (!link) throw MessageErrors.trackingNotFound();
  const { companyName, timeZone } = await db.tenant(
    { tenantId: link.tenant_id, userId: null },
    async (scope) => ({
      companyName: (await getCompanyProfile(scope)).name,
      timeZone: await tenantTimeZone(scope),
    }),
  );
  return {
    companyName,
    technicianFirstName: link.technician_name.trim().split(/\s+/)[0] ?? '',
    status: link.job_status === 'in-progress' ? 'arrived' : 'on-the-way',
    eta: link.eta ? new Date(link.eta).toISOString() : null,
    etaSource: link.eta_source,
    timeZone,
    expiresAt: new Date(link.expires_at).toISOString(),
  };
}
