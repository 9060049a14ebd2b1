import { drawAcUnitPhoto } from '../../platform/images/png-image';
import { auditLog, serviceJobPhotos, serviceJobs } from '../schema';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';

/**
 * A service request a client sent from the customer portal yesterday, with a photo of the noisy unit: the
 * pending job the office still has to schedule, its photo (a small PNG drawn in code) and the audit rows the
 * portal writes for the request and the upload.
 */
export async function seedPortalRequest(seed: TenantSeed, clients: DemoClient[]): Promise<void> {
  const { scope, clock, numbers } = seed;
  const client = clients.find((c) => c.email && c.latitude) ?? clients[0];
  if (!client) return;
  const createdAt = clock.ago(1.2);
  const jobNumber = numbers.next('service_job', createdAt);
  const [job] = await scope.tx
    .insert(serviceJobs)
    .values({
      tenantId: scope.tenantId,
      jobNumber,
      clientId: client.id,
      clientName: client.name,
      serviceType: 'AC repair',
      status: 'pending',
      priority: 'medium',
      scheduledDate: clock.at(2, 9),
      address: `${client.address}, ${client.city}, ${client.state} ${client.zipCode}`,
      latitude: client.latitude,
      longitude: client.longitude,
      description: 'The outdoor unit rattles loudly when it starts and there is a rust streak on the casing.',
      notes: `Requested by the client in the customer portal.\nPreferred times: weekday mornings`,
      createdAt,
    })
    .returning({ id: serviceJobs.id });
  const content = drawAcUnitPhoto();
  const [photo] = await scope.tx
    .insert(serviceJobPhotos)
    .values({
      tenantId: scope.tenantId,
      jobId: job.id,
      clientId: client.id,
      fileName: 'outdoor-unit.png',
      contentType: 'image/png',
      sizeBytes: content.length,
      content,
      createdAt,
    })
    .returning({ id: serviceJobPhotos.id });
  // The client acted, not a staff member: no user on these rows.
  await scope.tx.insert(auditLog).values([
    {
      tenantId: scope.tenantId,
      userId: null,
      entity: 'service_job',
      entityId: job.id,
      action: 'portal_request',
      summary: `${client.name} requested AC repair in the customer portal (job ${jobNumber})`,
      changes: { serviceType: 'AC repair', preferredDate: null, photos: 1 },
      createdAt,
    },
    {
      tenantId: scope.tenantId,
      userId: null,
      entity: 'service_job',
      entityId: job.id,
      action: 'portal_photo_upload',
      summary: `${client.name} attached 1 photo to job ${jobNumber} in the customer portal`,
      changes: {
        photos: [
          { id: photo.id, fileName: 'outdoor-unit.png', contentType: 'image/png', sizeBytes: content.length },
        ],
      },
      createdAt,
    },
  ]);
}
