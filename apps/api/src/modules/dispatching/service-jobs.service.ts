import type {
  ServiceJob,
  ServiceJobCreateData,
  ServiceJobDetail,
  ServiceJobListQuery,
  ServiceJobUpdateData,
} from '@tradeworks/contracts/service-jobs';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { jobPlace, toLocationRef } from '../clients/public';
import { findLocation, type LocationRow } from '../clients/public';
import { findClient, resolveClientLocation } from '../clients/public';
import { findServicesByIds } from '../services/public';
import { jobEquipment, setJobEquipment } from '../equipment/public';
import { syncJobChecklists } from '../checklists/public';
import { toServiceJob, toServiceJobDetail } from './job-view';
import {
  deleteJobRow,
  findJob,
  insertJob,
  listJobs,
  listJobServices,
  replaceJobServices,
  countTechnicianJobs,
  updateJobRow,
  type JobInsert,
  type JobWithTechnician,
} from './service-jobs.repository';
import { findTechnician } from './technicians.repository';
import {
  dayBounds,
  localDate,
  rangeBound,
  resolveInstant,
  tenantTimeZone,
} from '../../platform/tenant-clock';
import { DispatchingErrors } from './dispatching.errors';
import { emitWebhookEvent } from '../webhooks/public';

export const CLIENT_NOT_FOUND = 'Selected client was not found';

export function listServiceJobsPage(
  options: TenantContext & { query: ServiceJobListQuery },
): Promise<Page<ServiceJob>> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const toInstant = query.to
      ? /^\d{4}-\d{2}-\d{2}$/.test(query.to)
        ? rangeBound(query.to, zone, 'to')
        : new Date(Date.parse(query.to) + 1)
      : undefined;
    const page = await listJobs(scope, {
      ...query,
      fromInstant: query.from ? rangeBound(query.from, zone, 'from') : undefined,
      toInstant,
      todayStart: dayBounds(localDate(new Date(), zone), zone).start,
    });
    return { ...page, items: page.items.map(toServiceJob) };
  });
}

export async function loadServiceJob(scope: TenantScope, id: string): Promise<ServiceJobDetail> {
  const row = await findJob(scope, id);
  if (!row) throw DispatchingErrors.jobNotFound();
  const [services, location, equipment] = await Promise.all([
    listJobServices(scope, id),
    findLocation(scope, row.locationId),
    jobEquipment(scope, row),
  ]);
  return toServiceJobDetail(row, {
    services: services.map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      basePrice: s.basePrice,
      quantity: s.quantity,
    })),
    location: toLocationRef(location!),
    equipment,
  });
}

export function getServiceJob(options: TenantContext & { id: string }): Promise<ServiceJobDetail> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, (scope) => loadServiceJob(scope, id));
}

/** The job's client (same tenant, composite key): a missing or other tenant's client is a 400 on clientId. */
async function requireClient(scope: TenantScope, clientId: string) {
  const client = await findClient(scope, clientId);
  if (!client) throw DispatchingErrors.clientNotFound(CLIENT_NOT_FOUND);
  return { id: client.id, name: client.name };
}

/** Services must be the tenant's and active; answers their names in order. */
async function checkServices(scope: TenantScope, lines: Array<{ serviceId: string }>): Promise<string[]> {
  const found = await findServicesByIds(scope, [...new Set(lines.map((l) => l.serviceId))]);
  return lines.map((line, i) => {
    const service = found.get(line.serviceId);
    if (!service || service.status !== 'active') {
      throw DispatchingErrors.serviceInactive(i);
    }
    return service.name;
  });
}

/**
 * Where the job is: its location, and the location's address and coordinates — unless the body types an
 * address of its own (kept, without coordinates unless given; later edits of the location leave it alone).
 */
function place(
  data: Pick<ServiceJobUpdateData, 'address' | 'latitude' | 'longitude'>,
  location: LocationRow,
) {
  const own = jobPlace(location);
  if (data.address && data.address !== own.address) {
    return {
      locationId: location.id,
      address: data.address,
      latitude: data.latitude ?? null,
      longitude: data.longitude ?? null,
      addressOverridden: true,
    };
  }
  return {
    ...own,
    latitude: data.latitude ?? own.latitude,
    longitude: data.longitude ?? own.longitude,
    addressOverridden: false,
  };
}

/** A new job is pending, numbered JOB-YYYY-NNNN (gap-free per tenant), at the client's default location unless named. */
export function createServiceJob(
  options: TenantContext & { data: ServiceJobCreateData },
): Promise<ServiceJobDetail> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, data.clientId);
    const location = await resolveClientLocation(scope, {
      clientId: client.id,
      locationId: data.locationId,
    });
    const serviceNames = await checkServices(scope, data.services);
    const zone = await tenantTimeZone(scope);
    const jobNumber = await nextNumber(scope, 'service_job');
    const id = await insertJob(scope, {
      jobNumber,
      clientId: client.id,
      clientName: client.name,
      serviceType: data.serviceType ?? serviceNames[0],
      priority: data.priority,
      status: 'pending',
      scheduledDate: resolveInstant(data.scheduledDate, zone),
      estimatedDuration: data.estimatedDuration,
      ...place(data, location),
      description: data.description ?? null,
      notes: data.notes ?? null,
      windowStart: data.windowStart ? new Date(data.windowStart) : null,
      windowEnd: data.windowEnd ? new Date(data.windowEnd) : null,
      requiredSkills: data.requiredSkills,
      anytime: data.anytime,
    });
    await replaceJobServices(scope, id, data.services);
    await setJobEquipment(scope, { id, locationId: location.id }, data.equipmentIds);
    await syncJobChecklists(scope, [id]);
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: id,
      action: 'create',
      summary: `Job ${jobNumber} created for ${client.name}`,
      changes: {
        priority: data.priority,
        scheduledDate: data.scheduledDate,
        locationId: location.id,
        services: data.services.length,
        ...(data.equipmentIds.length ? { equipmentIds: data.equipmentIds } : {}),
      },
    });
    const detail = await loadServiceJob(scope, id);
    await emitWebhookEvent(scope, 'job.created', detail);
    return detail;
  });
}

/** Details of a job that is not finished; the status moves only through the action routes. */
export function updateServiceJob(
  options: TenantContext & { id: string; data: ServiceJobUpdateData },
): Promise<ServiceJobDetail> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const job = await findJob(scope, id, true);
    if (!job) throw DispatchingErrors.jobNotFound();
    if (job.status === 'completed' || job.status === 'cancelled')
      throw DispatchingErrors.notEditable(job.jobNumber, job.status);
    const set: Partial<JobInsert> = {};
    const clientChanged = data.clientId !== undefined && data.clientId !== job.clientId;
    if (clientChanged) {
      const client = await requireClient(scope, data.clientId!);
      Object.assign(set, { clientId: client.id, clientName: client.name });
    }
    const moved = data.locationId != null && data.locationId !== job.locationId;
    if (data.address !== undefined || clientChanged || moved) {
      const location = await resolveClientLocation(scope, {
        clientId: set.clientId ?? job.clientId,
        locationId: data.locationId,
        currentId: clientChanged ? null : job.locationId,
      });
      // A job moved to another location (or client) follows it, unless the body types an address too.
      Object.assign(set, place(data, location));
    } else {
      if (data.latitude !== undefined) set.latitude = data.latitude;
      if (data.longitude !== undefined) set.longitude = data.longitude;
    }
    const locationId = set.locationId ?? job.locationId;
    if (data.services !== undefined) {
      const names = await checkServices(scope, data.services);
      if (data.serviceType === undefined && names.length) set.serviceType = names[0];
      await replaceJobServices(scope, id, data.services);
      await syncJobChecklists(scope, [id]);
    }
    if (data.serviceType) set.serviceType = data.serviceType;
    if (data.priority !== undefined) set.priority = data.priority;
    if (data.scheduledDate !== undefined) {
      const zone = await tenantTimeZone(scope);
      set.scheduledDate = resolveInstant(data.scheduledDate, zone);
      // A new booked time replaces the optimiser's planned arrival, so every screen shows the booked time.
      if (set.scheduledDate.getTime() !== job.scheduledDate.getTime()) set.plannedArrival = null;
      if (job.status === 'assigned' && job.technicianId)
        await checkDayHasRoom(scope, job, set.scheduledDate, zone);
    }
    if (data.estimatedDuration !== undefined) set.estimatedDuration = data.estimatedDuration;
    if (data.description !== undefined) set.description = data.description;
    if (data.notes !== undefined) set.notes = data.notes;
    if (data.requiredSkills !== undefined) set.requiredSkills = data.requiredSkills;
    if (data.anytime !== undefined) set.anytime = data.anytime;
    if (data.windowStart !== undefined)
      set.windowStart = data.windowStart ? new Date(data.windowStart) : null;
    if (data.windowEnd !== undefined) set.windowEnd = data.windowEnd ? new Date(data.windowEnd) : null;
    const windowStart = set.windowStart !== undefined ? set.windowStart : job.windowStart;
    const windowEnd = set.windowEnd !== undefined ? set.windowEnd : job.windowEnd;
    if (!windowStart !== !windowEnd || (windowStart && windowEnd && windowEnd <= windowStart)) {
      throw DispatchingErrors.windowOrder();
    }
    const changes = changedFields(job, set);
    // Nothing changed (e.g. only unknown or ignored fields): no write, no audit entry.
    if (!Object.keys(changes).length && !data.services && !data.equipmentIds)
      return loadServiceJob(scope, id);
    await updateJobRow(scope, id, set);
    if (data.equipmentIds || locationId !== job.locationId)
      await setJobEquipment(scope, { id, locationId }, data.equipmentIds);
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: id,
      action: 'update',
      summary: `Job ${job.jobNumber} updated`,
      changes: {
        ...changes,
        ...(data.services ? { services: data.services.length } : {}),
        ...(data.equipmentIds ? { equipmentIds: data.equipmentIds } : {}),
      },
    });
    return loadServiceJob(scope, id);
  });
}

/** Moving an assigned job to another day must not overbook its technician (same lock as assigning). */
async function checkDayHasRoom(scope: TenantScope, job: JobWithTechnician, when: Date, zone: string) {
  const day = dayBounds(localDate(when, zone), zone);
  const technician = await findTechnician(scope, job.technicianId!, day, true);
  if (!technician) return;
  const count = await countTechnicianJobs(scope, technician.id, day, job.id);
  if (count >= technician.maxJobs)
    throw DispatchingErrors.atCapacity(technician.name, count, technician.maxJobs);
}

/** Only jobs no one has worked on can be deleted; the rest keep their history (cancel instead). */
export function deleteServiceJob(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const job = await findJob(scope, id, true);
    if (!job) throw DispatchingErrors.jobNotFound();
    if (job.status !== 'pending' && job.status !== 'cancelled')
      throw DispatchingErrors.notDeletable(job.jobNumber, job.status);
    if (job.invoiceId) throw DispatchingErrors.invoicedNotDeletable(job.jobNumber);
    await deleteJobRow(scope, id);
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: id,
      action: 'delete',
      summary: `Job ${job.jobNumber} deleted`,
    });
  });
}
