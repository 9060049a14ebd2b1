import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { enqueueEmail } from '../../platform/mail/outbox';
import {
  clearFailureStreak,
  countGivenUpDelivery,
  listOwnerAndAdminEmails,
} from './webhook-outbox.repository';

/** Deliveries given up in a row (each after 3 days of tries) before an endpoint is turned off. */
export const DISABLE_AFTER_GIVEN_UP = 5;
export const AUTO_DISABLED_REASON = 'Turned off after repeated failed deliveries';

interface Delivery {
  tenantId: string;
  endpointId: string;
}

/** A delivered event: the endpoint's run of failures is over. */
export async function noteSucceeded(db: Database, row: Delivery): Promise<void> {
  await db.tenant({ tenantId: row.tenantId, userId: null }, ({ tx }) => clearFailureStreak(tx, row));
}

/**
 * A delivery given up after its last try. The fifth in a row turns the endpoint off (no more deliveries
 * are queued for it) and e-mails the organization's owners and admins, in one transaction with the audit row.
 */
export async function noteGivenUp(db: Database, row: Delivery): Promise<void> {
  await db.tenant({ tenantId: row.tenantId, userId: null }, async (scope) => {
    const endpoint = await countGivenUpDelivery(scope.tx, row, DISABLE_AFTER_GIVEN_UP, AUTO_DISABLED_REASON);
    if (!endpoint?.disabled) return;
    await recordAudit(scope, {
      entity: 'webhook',
      entityId: row.endpointId,
      action: 'update',
      summary: `Webhook ${endpoint.url} turned off after ${DISABLE_AFTER_GIVEN_UP} failed deliveries`,
    });
    for (const email of await listOwnerAndAdminEmails(scope.tx, row.tenantId)) {
      await enqueueEmail(scope.tx, row.tenantId, {
        to: email,
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
