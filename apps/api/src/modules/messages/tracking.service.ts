import { TRACKING_POSITION_STALE_MINUTES, type Tracking } from '@tradeworks/contracts/tracking';
import type { Database } from '../../db/client';
import { hashToken } from '../../platform/auth/tokens';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { MessageErrors } from './messages.errors';
import { trackingMap, type TileServer } from './tracking-map';
import { findLiveTrackingLink } from './tracking.repository';
import { isoOrNull } from '../../http/iso-or-null';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/track/{token}: the public tracking page's facts. Unknown, expired, completed, cancelled or
 * reassigned all answer the same 404, so the page tells a guesser nothing; nothing but the company, the
 * technician's first name and photo, the status and the ETA (with when its position was taken) leaves the
 * server — never the exact position: with a tile server configured, a rounded one for the map (tracking-map.ts).
 */
export async function getTracking(
  db: Database,
  token: string,
  now = new Date(),
  tiles: TileServer = {},
): Promise<Tracking> {
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
  const eta = currentEta(link, now);
  const num = (v: string | null) => (v === null ? null : Number(v));
  const point = (lat: string | null, lon: string | null) =>
    lat === null || lon === null ? null : { latitude: num(lat)!, longitude: num(lon)! };
  return {
    companyName,
    technicianFirstName: link.technician_name.trim().split(/\s+/)[0] ?? '',
    technicianPhotoUrl: publicPhoto(link.technician_photo),
    status: link.job_status === 'in-progress' ? 'arrived' : 'on-the-way',
    ...eta,
    timeZone,
    expiresAt: new Date(link.expires_at).toISOString(),
    map: trackingMap(tiles, {
      onTheWay: link.job_status === 'assigned',
      freshPosition: eta.etaSource === 'location' && !isStale(eta.positionAt, now),
      position: point(link.position_latitude, link.position_longitude),
      destination: point(link.job_latitude, link.job_longitude),
    }),
  };
}

/** Only an https address goes to the page (its CSP allows https images); anything else shows the initial. */
function publicPhoto(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

type LinkEta = Pick<
  NonNullable<Awaited<ReturnType<typeof findLiveTrackingLink>>>,
  'eta' | 'eta_source' | 'position_at' | 'planned_arrival'
>;

/** A position older than TRACKING_POSITION_STALE_MINUTES (or none) no longer says where the technician is. */
function isStale(positionAt: string | null, now: Date): boolean {
  return (
    positionAt === null ||
    now.getTime() - new Date(positionAt).getTime() > TRACKING_POSITION_STALE_MINUTES * 60_000
  );
}

/**
 * The stored ETA (reckoned at the last position); once that position is stale — the phone stopped sending —
 * the planned route's arrival when it is still ahead, else the last estimate.
 */
function currentEta(link: LinkEta, now: Date): Pick<Tracking, 'eta' | 'etaSource' | 'positionAt'> {
  const positionAt = link.eta_source === 'location' ? isoOrNull(link.position_at) : null;
  const stale = positionAt !== null && isStale(positionAt, now);
  const planned = link.planned_arrival ? new Date(link.planned_arrival) : null;
  if (stale && planned && planned > now)
    return { eta: planned.toISOString(), etaSource: 'route', positionAt: null };
  return { eta: isoOrNull(link.eta), etaSource: link.eta_source, positionAt };
}
