import type { JobChanges } from '@tradeworks/contracts/my-day';
import type { TenantContext } from '../../http/route';
import { listJobChangesSince, readClockLessSeconds } from './job-changes.repository';

/** Commits can land out of start-time order (created_at is the transaction's start): re-read this far back. */
export const CHANGE_FEED_OVERLAP_SECONDS = 30;
const MAX_CHANGES = 200;

/**
 * GET /api/service-jobs/changes?since=<cursor>: what changed in jobs, technicians and route plans since the
 * cursor, read from the audit log (written in the same transaction as every change, so it is complete and
 * shared by every server process). The answer overlaps the last 30 s on purpose — a transaction that started
 * earlier may commit later — and the client skips ids it has seen. Newest first, at most 200: a client only
 * needs to know that something new happened.
 */
export function listJobChanges({
  db,
  tenantId,
  userId,
  since,
}: TenantContext & { since?: string }): Promise<JobChanges> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const horizon = await readClockLessSeconds(scope, CHANGE_FEED_OVERLAP_SECONDS);
    const from = since ?? horizon;
    const rows = await listJobChangesSince(scope, from, MAX_CHANGES + 1);
    const cursor = new Date(Math.max(Date.parse(from), Date.parse(horizon)));
    return {
      // Milliseconds only (a JS Date): flooring moves the cursor back, so nothing is skipped.
      cursor: cursor.toISOString(),
      changes: rows.slice(0, MAX_CHANGES).map((r) => ({
        id: r.id,
        entity: r.entity as JobChanges['changes'][number]['entity'],
        entityId: r.entity_id,
        action: r.action,
        at: new Date(r.at).toISOString(),
      })),
      more: rows.length > MAX_CHANGES,
    };
  });
}
