import { createHash } from 'node:crypto';
import { toE164 } from '@tradeworks/contracts/phone';
import { TRACKING_LINK_HOURS } from '@tradeworks/contracts/tracking';
import { smsMessages, trackingLinks } from '../schema';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';
import type { DemoJob, DemoTechnician } from './demo-field';

const HOUR_MS = 3_600_000;

/**
 * On-my-way history: the latest completed jobs' clients got an on-my-way text (captured: the demo has no
 * Twilio account) with a tracking link, which stopped answering when the job was completed. Tokens come from
 * the seed's random numbers; only their hashes are stored, as in the app.
 */
export async function seedTracking(
  seed: TenantSeed,
  clients: DemoClient[],
  field: { technicians: DemoTechnician[]; jobs: DemoJob[] },
): Promise<void> {
  const { scope, rand, staff } = seed;
  const phones = new Map(clients.map((c) => [c.id, toE164(c.phone, 'US')]));
  const names = new Map(field.technicians.map((t) => [t.id, t.name.split(' ')[0]]));
  const jobs = field.jobs
    .filter((j) => j.status === 'completed' && j.completedAt && j.technicianId && phones.get(j.clientId))
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())
    .slice(0, 3);
  for (const job of jobs) {
    // Set off half an hour before the work began (about two hours before it was completed).
    const arrived = new Date(job.completedAt!.getTime() - 1.5 * HOUR_MS);
    const setOff = new Date(arrived.getTime() - 0.5 * HOUR_MS);
    const token = Buffer.from(Array.from({ length: 32 }, () => Math.floor(rand.next() * 256))).toString(
      'base64url',
    );
    const firstName = clients.find((c) => c.id === job.clientId)?.name.split(' ')[0] ?? '';
    await scope.tx.insert(trackingLinks).values({
      tenantId: scope.tenantId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      jobId: job.id,
      technicianId: job.technicianId!,
      eta: arrived,
      etaSource: 'route',
      expiresAt: new Date(setOff.getTime() + TRACKING_LINK_HOURS * HOUR_MS),
      createdAt: setOff,
    });
    await scope.tx.insert(smsMessages).values({
      tenantId: scope.tenantId,
      direction: 'outbound',
      clientId: job.clientId,
      toNumber: phones.get(job.clientId)!,
      body: `Hi ${firstName}, ${names.get(job.technicianId!)} is on the way and should arrive soon. Follow along: https://app.example.com/track/${token}`,
      status: 'captured',
      kind: 'on_my_way',
      urgent: true,
      dedupeKey: `on_my_way:${job.id}:${job.technicianId}:${setOff.toISOString()}`,
      relatedEntity: 'service_job',
      relatedId: job.id,
      sentBy: staff.tech.id,
      sentAt: setOff,
      createdAt: setOff,
    });
  }
}
