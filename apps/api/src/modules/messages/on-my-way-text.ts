import { formatInZone } from '@tradeworks/contracts/zone-clock';
import type { DevicePosition } from '@tradeworks/contracts/field-moment';
import { TRACKING_LINK_HOURS } from '@tradeworks/contracts/tracking';
import type { TenantScope } from '../../db/client';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { automationContext, queueAutomatedText, type AutomationOutcome } from './automation-texts';
import { estimateEta } from './tracking-eta';
import { findOnMyWayJob, insertTrackingLink } from './tracking.repository';

export interface OnMyWay {
  jobId: string;
  technicianId: string;
  /** The tap on the device (the offline queue sends it later) and its position, if shared. */
  at: Date;
  position: DevicePosition;
  /** PUBLIC_URL (or the loopback address in development); null: the text goes without a tracking link. */
  linkBase: string | null;
}

/**
 * The technician tapped On my way (my-day, in its transaction): when the automation is on, the client gets a
 * text with the ETA and a link to `/track/{token}` — urgent, so quiet hours do not hold it. Once per
 * technician setting off for the job: the my-day action refuses a second On my way (and one after Start), an
 * offline queue's replay is answered from its idempotency record, and the text's key names the tap.
 * The tracking link is stored only when the text was queued.
 */
export async function queueOnMyWayText(scope: TenantScope, tap: OnMyWay): Promise<AutomationOutcome> {
  const context = await automationContext(scope);
  if (!context.automations.on_my_way.enabled) return 'off';
  const job = await findOnMyWayJob(scope, tap.jobId, tap.technicianId);
  if (!job) return 'off';
  const estimate = estimateEta({
    at: tap.at,
    position: tap.position,
    destination: job,
    plannedArrival: job.plannedArrival,
  });
  const zone = await tenantTimeZone(scope);
  const token = newToken();
  const outcome = await queueAutomatedText(
    scope,
    {
      kind: 'on_my_way',
      clientId: job.clientId,
      values: {
        technician_first_name: job.technicianName.split(' ')[0],
        eta: estimate.eta
          ? formatInZone(estimate.eta, zone, { hour: 'numeric', minute: '2-digit' })
          : 'shortly',
        tracking_link: tap.linkBase ? `${tap.linkBase}/track/${token}` : '',
      },
      dedupeKey: `on_my_way:${job.id}:${tap.technicianId}:${tap.at.toISOString()}`,
      relatedEntity: 'service_job',
      relatedId: job.id,
      urgent: true,
      sentBy: scope.userId,
    },
    context,
  );
  if (outcome === 'queued') {
    await insertTrackingLink(scope, {
      tokenHash: hashToken(token),
      jobId: job.id,
      technicianId: tap.technicianId,
      eta: estimate.eta,
      etaSource: estimate.source,
      latitude: tap.position.latitude?.toString() ?? null,
      longitude: tap.position.longitude?.toString() ?? null,
      positionAt: tap.position.latitude != null && tap.position.longitude != null ? tap.at : null,
      expiresAt: new Date(tap.at.getTime() + TRACKING_LINK_HOURS * 3_600_000),
    });
  }
  return outcome;
}
