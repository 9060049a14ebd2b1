import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { serviceJobServices, serviceLineItems } from '../schema';
import type { Catalogue } from './demo-catalogue';
import type { JobUsage, TenantSeed } from './demo-context';
import type { DemoJob } from './demo-field';

/**
 * Completed jobs carry the catalogue service they were booked as (when the catalogue has it), and a
 * package's part components are the parts the job used — so the parts' 'Usage' history links to real jobs,
 * as completing a job in the app would have written it.
 */
export async function seedJobMaterials(
  seed: TenantSeed,
  catalogue: Catalogue,
  jobs: DemoJob[],
): Promise<JobUsage[]> {
  const { scope } = seed;
  const byName = new Map(catalogue.services.map((s) => [s.name, s]));
  const done = jobs.filter((j) => j.status === 'completed' && j.completedAt && byName.has(j.serviceType));
  if (!done.length) return [];
  await scope.tx.insert(serviceJobServices).values(
    done.map((job) => ({
      tenantId: scope.tenantId,
      jobId: job.id,
      serviceId: byName.get(job.serviceType)!.id,
      quantity: '1',
    })),
  );
  const parts = await scope.tx
    .select({
      serviceId: serviceLineItems.serviceId,
      inventoryId: serviceLineItems.inventoryId,
      quantity: serviceLineItems.quantity,
    })
    .from(serviceLineItems)
    .where(
      and(
        eq(serviceLineItems.tenantId, scope.tenantId),
        inArray(
          serviceLineItems.serviceId,
          done.map((j) => byName.get(j.serviceType)!.id),
        ),
        isNotNull(serviceLineItems.inventoryId),
      ),
    );
  return done.flatMap((job) =>
    parts
      .filter((p) => p.serviceId === byName.get(job.serviceType)!.id)
      .map((p) => ({
        inventoryId: p.inventoryId!,
        quantity: Math.ceil(Number(p.quantity) - 1e-9),
        at: job.completedAt!,
        jobId: job.id,
        jobNumber: job.jobNumber,
      })),
  );
}
