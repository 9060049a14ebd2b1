import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { enqueueEmail } from '../../platform/mail/outbox';

/** Deliveries given up in a row (each after 3 days of tries) before an endpoint is turned off. */
export const DISABLE_AFTER_GIVEN_UP = 5;
export const AUTO_DISABLED_REASON = 'Turned off after repeated failed deliveries';

interface Delivery {
  tenantId: string;
  endpointId: string;
}

/** A delivered event: the endpoint's run of failures is over. */
export async function noteSucceeded(db: Database, row: Delivery): Promise<void> {
  await db.tenant({ tenantId: row.tenantId, userId: null }, ({ tx }) =>
    tx.execute(sql`update webhook_endpoints set failure_streak = 0
      where tenant_id = ${row.tenantId} and id = ${row.endpointId} and failure_streak <> 0`),
  );
}

/**
 * A delivery given up after its last try. The fifth in a row turns the endpoint off (no more deliveries
 * are queued for it) and e-mails the organization's owners and admins, in one transaction with the audit row.
 */
export async function noteGivenUp(db: Database, row: Delivery): Promise<void> {
  await db.tenant({ tenantId: row.tenantId, userId: null }, async (scope) => {
    const { rows } = await scope.tx.execute<{ url: string; failure_streak: number; disabled: boolean }>(sql`
      update webhook_endpoints set failure_streak = failure_streak + 1,
        enabled = case when failure_streak + 1 >= ${DISABLE_AFTER_GIVEN_UP} then false else enabled end,
        disabled_reason = case when failure_streak + 1 >= ${DISABLE_AFTER_GIVEN_UP} and enabled
          then ${AUTO_DISABLED_REASON} else disabled_reason end
      where tenant_id = ${row.tenantId} and id = ${row.endpointId}
      returning url, failure_streak, (failure_streak = ${DISABLE_AFTER_GIVEN_UP}) as disabled`);
    const endpoint = rows[0];
    if (!endpoint?.disabled) return;
    await recordAudit(scope, {
      entity: 'webhook',
      entityId: row.endpointId,
      action: 'update',
      summary: `Webhook ${endpoint.url} turned off after ${DISABLE_AFTER_GIVEN_UP} failed deliveries`,
    });
    const admins = await scope.tx.execute<{ email: string }>(sql`
      select u.email from memberships m join users u on u.id = m.user_id
      where m.tenant_id = ${row.tenantId} and m.status = 'accepted' and m.role in ('owner', 'admin')`);
    for (const admin of admins.rows) {
      await enqueueEmail(scope.tx, row.tenantId, {
        to: admin.email,
        subject: 'A webhook was turned off',
        text:
          `Tradeworks could not deliver events to ${endpoint.url}: ${DISABLE_AFTER_GIVEN_UP} events in a row ` +
          'failed after three days of retries, so the webhook was turned off and no more events are sent ' +
          'to it. Settings → Integrations → Webhooks shows each delivery with the answer received; fix the ' +
          'receiver, turn the webhook back on, and redeliver the events it missed.',
        relatedEntity: 'webhook',
        relatedId: row.endpointId,
      });
    }
  });
}
