import type { z } from 'zod';
import type { portalServiceRequestSchema } from '@tradeworks/contracts/portal';
import type { PortalServiceRequestSent } from '@tradeworks/contracts/portal-photos';
import { PortalErrors } from './portal.errors';
import type { PortalAccess } from '../../http/portal-auth';
import { recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { insertJob, loadServiceJob } from '../dispatching/public';
import { emitWebhookEvent } from '../webhooks/public';
import { jobPlace } from '../clients/public';
import { findClient, resolveClientLocation } from '../clients/public';
import { addDays, localDate, tenantTimeZone, zonedInstant } from '../../platform/tenant-clock';
import type { AcceptedPhoto } from './portal-photo-upload';
import { savePortalPhotos } from './portal-photos.service';
import { inPortal, requireFeature } from './portal-scope';

/**
 * "Request service": a pending job for the office to schedule (it shows among the pending jobs the dashboard
 * and dispatch list), at the client's chosen (else default) location, on the client's first preferred day (9:00 local) or tomorrow.
 * The photos the client attached are stored with the job in the same transaction.
 */
export function requestService(
  portal: PortalAccess,
  data: z.output<typeof portalServiceRequestSchema>,
  photos: AcceptedPhoto[] = [],
): Promise<PortalServiceRequestSent> {
  requireFeature(portal, 'quoteRequests');
  return inPortal(portal, async (scope) => {
    const client = (await findClient(scope, portal.clientId))!;
    const zone = await tenantTimeZone(scope);
    // "Today" and "tomorrow" are the organization's days (the server's clock is UTC).
    const today = localDate(new Date(), zone);
    if (data.preferredDate && data.preferredDate < today) {
      throw PortalErrors.preferredDatePast();
    }
    const day = data.preferredDate ?? addDays(today, 1);
    const jobNumber = await nextNumber(scope, 'service_job');
    const preferred = [
      data.preferredDate && `Preferred day: ${data.preferredDate}`,
      data.preferredTimes && `Preferred times: ${data.preferredTimes}`,
    ]
      .filter(Boolean)
      .join('\n');
    const id = await insertJob(scope, {
      jobNumber,
      clientId: client.id,
      clientName: client.name,
      serviceType: data.serviceType,
      status: 'pending',
      priority: 'medium',
      scheduledDate: zonedInstant(day, '09:00', zone),
      ...jobPlace(await resolveClientLocation(scope, { clientId: client.id, locationId: data.locationId })),
      description: data.description,
      notes: ['Requested by the client in the customer portal.', preferred].filter(Boolean).join('\n'),
    });
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: id,
      action: 'portal_request',
      summary: `${client.name} requested ${data.serviceType} in the customer portal (job ${jobNumber})`,
      changes: {
        serviceType: data.serviceType,
        preferredDate: data.preferredDate ?? null,
        photos: photos.length,
      },
    });
    const saved = await savePortalPhotos(scope, {
      jobId: id,
      jobNumber,
      clientId: client.id,
      clientName: client.name,
      photos,
    });
    await emitWebhookEvent(scope, 'job.created', () => loadServiceJob(scope, id));
    return {
      photos: saved,
      jobNumber,
      message: `Thank you! We received your request (${jobNumber}) and will contact you to confirm a time.`,
    };
  });
}
