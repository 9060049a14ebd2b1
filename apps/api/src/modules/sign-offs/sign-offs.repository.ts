import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { jobSignOffs } from '../../db/schema';

/** The customer's sign-off of a completed job: one row per job (a second Complete replaces it). */
export async function upsertSignOff(
  { tx, tenantId }: TenantScope,
  values: Omit<typeof jobSignOffs.$inferInsert, 'tenantId' | 'createdAt'>,
): Promise<void> {
  await tx
    .insert(jobSignOffs)
    .values({ ...values, tenantId })
    .onConflictDoUpdate({ target: [jobSignOffs.tenantId, jobSignOffs.jobId], set: values });
}

export async function findSignOff({ tx, tenantId }: TenantScope, jobId: string) {
  const [row] = await tx
    .select()
    .from(jobSignOffs)
    .where(and(eq(jobSignOffs.tenantId, tenantId), eq(jobSignOffs.jobId, jobId)));
  return row;
}
