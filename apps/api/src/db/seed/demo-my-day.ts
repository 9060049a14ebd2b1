import { FIRST_LOCATION_NAME } from '@tradeworks/contracts/service-locations';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys, technicians } from '../schema';
import { toMyDayJob } from '../../modules/my-day/my-day-view';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';
import type { DemoJob, DemoTechnician } from './demo-field';

/**
 * The technician's day: the field account is linked to the first technician (in a small organization the
 * owner is that technician), and their phone's last completions left their Idempotency-Key records behind
 * (the answers a replay of the offline queue would get).
 */
export async function seedMyDay(
  seed: TenantSeed,
  clients: DemoClient[],
  field: { technicians: DemoTechnician[]; jobs: DemoJob[] },
): Promise<void> {
  const { scope, staff, clock } = seed;
  let technician = field.technicians.find((t) => t.userId);
  if (!technician) {
    technician = { ...field.technicians[0], userId: staff.tech.id };
    await scope.tx
      .update(technicians)
      .set({ userId: staff.tech.id })
      .where(and(eq(technicians.tenantId, scope.tenantId), eq(technicians.id, technician.id)));
  }
  const phones = new Map(clients.map((c) => [c.id, c.phone]));
  const completed = field.jobs
    .filter((j) => j.technicianId === technician.id && j.status === 'completed' && j.completedAt)
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())
    .slice(0, 2);
  if (!completed.length) return;
  await scope.tx.insert(idempotencyKeys).values(
    completed.map((job, i) => ({
      tenantId: scope.tenantId,
      key: `demo-${seed.slug}-complete-${i + 1}`,
      userId: technician.userId,
      request: `POST /api/my-day/jobs/${job.id}/complete`,
      statusCode: 200,
      // The replayed answer of a completion; the demo's completed jobs are at their client's first location.
      response: toMyDayJob(
        {
          ...job,
          clientPhone: phones.get(job.clientId) ?? null,
          locationName: FIRST_LOCATION_NAME,
          accessNotes: null,
          contactName: null,
          contactPhone: null,
        },
        [],
      ),
      createdAt: job.completedAt ?? clock.ago(1),
    })),
  );
}
