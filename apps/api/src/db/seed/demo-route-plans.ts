import { createHash } from 'node:crypto';
import { routePlans } from '../schema';
import { newId } from '../schema/columns';
import type { TenantSeed } from './demo-context';

/**
 * Optimize Routes' history: a preview the office made a month ago for that day once its work was done (nothing
 * left to plan), never applied. Applied plans carry the undo state; a preview carries only its answer.
 */
export async function seedRoutePlans(seed: TenantSeed): Promise<void> {
  const { scope, clock } = seed;
  const date = clock.date(-30);
  await scope.tx.insert(routePlans).values({
    tenantId: scope.tenantId,
    id: newId(),
    planDate: date,
    result: {
      message: 'Planned 0 jobs for 0 technicians.',
      efficiencyImprovement: 0,
      plan: {
        date,
        routes: [],
        unplaced: [],
        baselineDriveMinutes: 0,
        driveMinutes: 0,
        baseline: 'nearest-neighbour',
      },
    },
    writes: { placed: 0, jobs: [] },
    // The fingerprint of a day without open jobs (as optimize-routes computes it).
    fingerprint: createHash('sha256').update('').digest('hex'),
    createdAt: clock.ago(30),
  });
}
