import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** What the webhook channel reads of each claimed delivery: the event and its endpoint. */
export type DeliveryToSend = {
  tenant_id: string;
  id: string;
  attempts: number;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload: unknown;
  url: string;
  secret_sealed: string;
  enabled: boolean;
};

/** The claimed deliveries with their endpoints' address, sealed secret and switch. */
export async function findDeliveriesToSend(tx: Tx, ids: string[]): Promise<DeliveryToSend[]> {
  const { rows } = await tx.execute<DeliveryToSend>(sql`
    select d.tenant_id, d.id, d.attempts, d.endpoint_id, d.event_id, d.event_type, d.payload,
      e.url, e.secret_sealed, e.enabled
    from webhook_deliveries d
    join webhook_endpoints e on e.tenant_id = d.tenant_id and e.id = d.endpoint_id
    where d.id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`}`);
  return rows;
}

interface EndpointOf {
  tenantId: string;
  endpointId: string;
}

/** A delivered event ends the endpoint's run of given-up deliveries. */
export async function clearFailureStreak(tx: Tx, row: EndpointOf): Promise<void> {
  await tx.execute(sql`update webhook_endpoints set failure_streak = 0
    where tenant_id = ${row.tenantId} and id = ${row.endpointId} and failure_streak <> 0`);
}

/**
 * Counts a given-up delivery against its endpoint; the `disableAfter`-th in a row turns it off with `reason`.
 * Answers the endpoint's address and whether this call turned it off.
 */
export async function countGivenUpDelivery(
  tx: Tx,
  row: EndpointOf,
  disableAfter: number,
  reason: string,
): Promise<{ url: string; failure_streak: number; disabled: boolean } | undefined> {
  const { rows } = await tx.execute<{ url: string; failure_streak: number; disabled: boolean }>(sql`
    update webhook_endpoints set failure_streak = failure_streak + 1,
      enabled = case when failure_streak + 1 >= ${disableAfter} then false else enabled end,
      disabled_reason = case when failure_streak + 1 >= ${disableAfter} and enabled
        then ${reason} else disabled_reason end
    where tenant_id = ${row.tenantId} and id = ${row.endpointId}
    returning url, failure_streak, (failure_streak = ${disableAfter}) as disabled`);
  return rows[0];
}

/** The e-mail addresses of the organization's owners and admins. */
export async function listOwnerAndAdminEmails(tx: Tx, tenantId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ email: string }>(sql`
    select u.email from memberships m join users u on u.id = m.user_id
    where m.tenant_id = ${tenantId} and m.status = 'accepted' and m.role in ('owner', 'admin')`);
  return rows.map((r) => r.email);
}
