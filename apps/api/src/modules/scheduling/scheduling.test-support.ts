import type { TestContext, TestTenant, TestUser } from '../../test/test-context';
import { createJob } from '../dispatching/dispatching.test-support';

/** Test support (not a test file): a job created and assigned through the dispatch API. */

/** An ISO instant `days` from today at hh:mm UTC (a test tenant's time zone is UTC). */
export function at(days: number, time: string): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  const [h, m] = time.split(':').map(Number);
  d.setUTCHours(h, m, 0, 0);
  return d.toISOString();
}

export async function assignedJob(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  clientId: string,
  technicianId: string,
  start: string,
  minutes: number,
  extra: Record<string, unknown> = {},
) {
  const job = await createJob(t, user, tenant, clientId, {
    scheduledDate: start,
    estimatedDuration: minutes,
    ...extra,
  });
  const res = await t.request(user, 'POST', `/api/service-jobs/${job.id}/assign`, {
    tenant,
    body: { technicianId, scheduledDate: start, estimatedDuration: minutes },
  });
  if (res.statusCode !== 200) throw new Error(`assign: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; jobNumber: string };
}
