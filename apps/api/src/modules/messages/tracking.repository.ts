import { and, eq, sql } from 'drizzle-orm';
import type { TenantScope, Tx } from '../../db/client';
import { trackingLinks } from '../../db/schema';

export interface OnMyWayJob {
  id: string;
  clientId: string;
  status: string;
  latitude: number | null;
  longitude: number | null;
  plannedArrival: Date | null;
  technicianName: string;
}

/** The job a technician sets off for, with what the on-my-way text and its ETA need. */
export async function findOnMyWayJob(
  scope: TenantScope,
  jobId: string,
  technicianId: string,
): Promise<OnMyWayJob | undefined> {
  const { rows } = await scope.tx.execute<{
    id: string;
    client_id: string;
    status: string;
    latitude: string | null;
    longitude: string | null;
    planned_arrival: Date | string | null;
    technician_name: string;
  }>(sql`
    select j.id, j.client_id, j.status, j.latitude, j.longitude, j.planned_arrival, t.name as technician_name
    from service_jobs j
    join technicians t on t.tenant_id = j.tenant_id and t.id = ${technicianId}
    where j.tenant_id = ${scope.tenantId} and j.id = ${jobId}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    clientId: row.client_id,
    status: row.status,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    plannedArrival: row.planned_arrival ? new Date(row.planned_arrival) : null,
    technicianName: row.technician_name,
  };
}

export async function insertTrackingLink(
  scope: TenantScope,
  link: Omit<typeof trackingLinks.$inferInsert, 'tenantId' | 'id' | 'createdAt'>,
): Promise<void> {
  await scope.tx.insert(trackingLinks).values({ ...link, tenantId: scope.tenantId });
}

/**
 * Platform lookup (the public page has only the token): the link's organization while it still answers —
 * not expired, its job still with the technician who set off and not yet finished — with the technician's
 * photo (theirs, else their sign-in's picture) and the job's planned arrival (the fallback ETA).
 */
export async function findLiveTrackingLink(tx: Tx, tokenHash: string, now: Date) {
  const { rows } = await tx.execute<{
    tenant_id: string;
    job_status: 'assigned' | 'in-progress';
    technician_name: string;
    technician_photo: string | null;
    eta: Date | string | null;
    eta_source: 'location' | 'route' | null;
    position_at: Date | string | null;
    planned_arrival: Date | string | null;
    expires_at: Date | string;
    position_latitude: string | null;
    position_longitude: string | null;
    job_latitude: string | null;
    job_longitude: string | null;
  }>(sql`
    select l.tenant_id, j.status as job_status, t.name as technician_name,
      coalesce(nullif(t.avatar, ''), u.profile_image_url) as technician_photo,
      l.eta, l.eta_source, l.position_at, j.planned_arrival, l.expires_at,
      l.latitude as position_latitude, l.longitude as position_longitude,
      j.latitude as job_latitude, j.longitude as job_longitude
    from tracking_links l
    join service_jobs j on j.tenant_id = l.tenant_id and j.id = l.job_id
    join technicians t on t.tenant_id = l.tenant_id and t.id = l.technician_id
    left join users u on u.id = t.user_id
    where l.token_hash = ${tokenHash} and l.expires_at > ${now.toISOString()}
      and j.technician_id = l.technician_id and j.status in ('assigned', 'in-progress')`);
  return rows[0];
}

/** The live links of a technician on the way to a job (normally one), locked for the position update. */
export async function findEnRouteLinks(scope: TenantScope, jobId: string, technicianId: string, now: Date) {
  const { rows } = await scope.tx.execute<{
    id: string;
    position_at: Date | string | null;
    latitude: string | null;
    longitude: string | null;
    planned_arrival: Date | string | null;
  }>(sql`
    select l.id, l.position_at, j.latitude, j.longitude, j.planned_arrival
    from tracking_links l
    join service_jobs j on j.tenant_id = l.tenant_id and j.id = l.job_id
    where l.tenant_id = ${scope.tenantId} and l.job_id = ${jobId} and l.technician_id = ${technicianId}
      and l.expires_at > ${now.toISOString()} and j.technician_id = l.technician_id
      and j.status = 'assigned' and j.en_route_at is not null
    for update of l`);
  return rows;
}

export async function updateLinkPosition(
  scope: TenantScope,
  id: string,
  update: {
    latitude: number;
    longitude: number;
    positionAt: Date;
    eta: Date | null;
    etaSource: string | null;
  },
): Promise<void> {
  await scope.tx
    .update(trackingLinks)
    .set({
      latitude: update.latitude.toFixed(6),
      longitude: update.longitude.toFixed(6),
      positionAt: update.positionAt,
      eta: update.eta,
      etaSource: update.etaSource,
    })
    .where(and(eq(trackingLinks.tenantId, scope.tenantId), eq(trackingLinks.id, id)));
}
