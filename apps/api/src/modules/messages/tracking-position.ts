import type { EnRoutePositionResult } from '@tradeworks/contracts/tracking';
import type { TenantScope } from '../../db/client';
import { estimateEta } from './tracking-eta';
import { findEnRouteLinks, updateLinkPosition } from './tracking.repository';

export interface EnRoutePing {
  jobId: string;
  technicianId: string;
  /** When the device took the position (the server's now when it did not say). */
  at: Date;
  latitude: number;
  longitude: number;
}

/**
 * My Day's position while the technician is on the way (POST /api/my-day/jobs/{id}/position): the job's live
 * tracking link keeps it as the last position and reckons the ETA again from it. A position older than the one
 * kept (a late retry) changes nothing. Not audited: it is a reading of the phone, every couple of minutes, not
 * a change anyone made to the job; the link keeps only the last one.
 */
export async function recordEnRoutePosition(
  scope: TenantScope,
  ping: EnRoutePing,
  now = new Date(),
): Promise<EnRoutePositionResult> {
  const links = await findEnRouteLinks(scope, ping.jobId, ping.technicianId, now);
  let tracked = false;
  for (const link of links) {
    if (link.position_at && new Date(link.position_at) >= ping.at) continue;
    const estimate = estimateEta({
      at: ping.at,
      position: { latitude: ping.latitude, longitude: ping.longitude },
      destination: {
        latitude: link.latitude === null ? null : Number(link.latitude),
        longitude: link.longitude === null ? null : Number(link.longitude),
      },
      plannedArrival: link.planned_arrival ? new Date(link.planned_arrival) : null,
    });
    await updateLinkPosition(scope, link.id, {
      latitude: ping.latitude,
      longitude: ping.longitude,
      positionAt: ping.at,
      eta: estimate.eta,
      etaSource: estimate.source,
    });
    tracked = true;
  }
  return { tracked };
}
