import { and, eq, sql } from 'drizzle-orm';
import type { CalendarFeedKind } from '@tradeworks/contracts/calendar-feeds';
import type { TenantScope, Tx } from '../../db/client';
import { calendarFeeds, technicians } from '../../db/schema';
import type { CalendarJob } from './job-calendar';

export interface CalendarFeedRow {
  kind: CalendarFeedKind;
  tokenSealed: string;
  createdAt: Date;
  lastFetchedAt: Date | null;
}

/** The caller's feeds in the organization (at most one per kind). */
export function listFeedsOf({ tx, tenantId }: TenantScope, userId: string): Promise<CalendarFeedRow[]> {
  return tx
    .select({
      kind: sql<CalendarFeedKind>`${calendarFeeds.kind}`,
      tokenSealed: calendarFeeds.tokenSealed,
      createdAt: calendarFeeds.createdAt,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
    })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId)));
}

/** The active technician linked to a user in the organization (technicians_user_key: at most one). */
export async function linkedTechnician(
  { tx, tenantId }: TenantScope,
  userId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await tx
    .select({ id: technicians.id, name: technicians.name })
    .from(technicians)
    .where(
      and(eq(technicians.tenantId, tenantId), eq(technicians.userId, userId), eq(technicians.isActive, true)),
    );
  return row;
}

/** Makes the user's feed of a kind, or replaces its token (the old URL stops answering at once). */
export async function upsertFeed(
  { tx, tenantId }: TenantScope,
  values: { userId: string; kind: CalendarFeedKind; tokenHash: string; tokenSealed: string },
): Promise<string> {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ ...values, tenantId })
    .onConflictDoUpdate({
      target: [calendarFeeds.tenantId, calendarFeeds.userId, calendarFeeds.kind],
      set: {
        tokenHash: values.tokenHash,
        tokenSealed: values.tokenSealed,
        createdAt: sql`now()`,
        lastFetchedAt: null,
      },
    })
    .returning({ id: calendarFeeds.id });
  return row.id;
}

export type FeedOwner = {
  tenant_id: string;
  feed_id: string;
  user_id: string;
  kind: CalendarFeedKind;
  tenant_status: string;
  role: string;
  custom_permissions: string[] | null;
};

/**
 * Platform lookup (a calendar app has only the URL): the feed of a token hash with its owner's accepted
 * membership and custom role, so access is judged as it stands now (a person who left, or lost the schedule,
 * gets nothing). No row: unknown token, or the owner is no longer a member.
 */
export async function findFeedOwner(tx: Tx, tokenHash: string): Promise<FeedOwner | undefined> {
  const { rows } = await tx.execute<FeedOwner>(sql`
    select f.tenant_id, f.id as feed_id, f.user_id, f.kind, t.status as tenant_status, m.role,
      pr.permissions as custom_permissions
    from calendar_feeds f
    join tenants t on t.id = f.tenant_id
    join memberships m on m.tenant_id = f.tenant_id and m.user_id = f.user_id and m.status = 'accepted'
    left join permission_roles pr on pr.tenant_id = t.id and pr.is_active
      and (pr.id = m.custom_role_id or (m.custom_role_id is null and pr.role = m.role::text))
    where f.token_hash = ${tokenHash}`);
  return rows[0];
}

export async function touchFeed({ tx, tenantId }: TenantScope, feedId: string): Promise<void> {
  await tx
    .update(calendarFeeds)
    .set({ lastFetchedAt: sql`now()` })
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.id, feedId)));
}

/**
 * The jobs scheduled in [from, to), one technician's (service_jobs_technician_idx) or everyone's
 * (service_jobs_scheduled_idx), oldest first, at most `limit`. Cancelled jobs stay in, so subscribers see
 * them cancelled rather than silently gone.
 */
export async function jobsInSpan(
  { tx, tenantId }: TenantScope,
  span: { from: Date; to: Date; technicianId: string | null; limit: number },
): Promise<CalendarJob[]> {
  const { rows } = await tx.execute<{
    id: string;
    job_number: string;
    client_name: string;
    service_type: string;
    status: CalendarJob['status'];
    scheduled_date: Date | string;
    estimated_duration: number;
    address: string | null;
    description: string | null;
    technician_name: string | null;
    created_at: Date | string;
    updated_at: Date | string;
  }>(sql`
    select j.id, j.job_number, j.client_name, j.service_type, j.status, j.scheduled_date,
      j.estimated_duration, j.address, j.description, t.name as technician_name, j.created_at, j.updated_at
    from service_jobs j
    left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
    where j.tenant_id = ${tenantId}
      ${span.technicianId ? sql`and j.technician_id = ${span.technicianId}` : sql``}
      and j.scheduled_date >= ${span.from.toISOString()} and j.scheduled_date < ${span.to.toISOString()}
    order by j.scheduled_date, j.id
    limit ${span.limit}`);
  return rows.map((r) => ({
    id: r.id,
    jobNumber: r.job_number,
    clientName: r.client_name,
    serviceType: r.service_type,
    status: r.status,
    scheduledDate: new Date(r.scheduled_date),
    estimatedDuration: r.estimated_duration,
    address: r.address,
    description: r.description,
    technicianName: r.technician_name,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
}
