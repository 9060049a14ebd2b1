import {
  BUSINESS_HOURS_WINDOWS,
  type Technician,
  type TechnicianCreateData,
  type TechnicianListQuery,
  type TechnicianUpdateData,
} from '@tradeworks/contracts/technicians';
import type { JobCandidate, LinkableUser } from '@tradeworks/contracts/technicians';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { listAssignableTechnicians, listJobCandidates } from './assignable-technicians';
import { toTechnician } from './technician-view';
import {
  listLinkableUsers,
  businessHours,
  deleteTechnicianRow,
  findTechnician,
  insertTechnician,
  isTenantMember,
  listTechnicians,
  technicianHasJobs,
  technicianOfUser,
  updateTechnicianRow,
  type TechnicianInsert,
} from './technicians.repository';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { DispatchingErrors } from './dispatching.errors';

export async function today(scope: TenantScope) {
  const zone = await tenantTimeZone(scope);
  return dayBounds(localDate(new Date(), zone), zone);
}

export function listTechniciansPage(
  options: TenantContext & { query: TechnicianListQuery },
): Promise<Page<Technician>> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    if (query.forJob) return listAssignableTechnicians(scope, query.forJob, query);
    const page = await listTechnicians(scope, query, await today(scope));
    return { items: page.items.map(toTechnician), total: page.total };
  });
}

export async function loadTechnician(scope: TenantScope, id: string): Promise<Technician> {
  const row = await findTechnician(scope, id, await today(scope));
  if (!row) throw DispatchingErrors.technicianNotFound();
  return toTechnician(row);
}

/** The Assign dialog's technicians for a start time, each with why they cannot take the job, if so. */
export function jobCandidates(
  options: TenantContext & { jobId: string; at?: string; duration?: number },
): Promise<JobCandidate[]> {
  const { db, tenantId, userId, jobId, ...when } = options;
  return db.tenant({ tenantId, userId }, (scope) => listJobCandidates(scope, jobId, when));
}

/** The members a technician can be linked to, with the technician each one is already linked to. */
export function listLinkableUsersFor(options: TenantContext & { search?: string }): Promise<LinkableUser[]> {
  const { db, tenantId, userId, search } = options;
  return db.tenant({ tenantId, userId }, (scope) => listLinkableUsers(scope, search || undefined));
}

export function getTechnician(options: TenantContext & { id: string }): Promise<Technician> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, (scope) => loadTechnician(scope, id));
}

/** The linked user must be a member of this organization and not another technician already. */
async function checkUserLink(scope: TenantScope, userId: string | null | undefined, selfId?: string) {
  if (!userId) return;
  if (!(await isTenantMember(scope, userId))) throw DispatchingErrors.userNotMember();
  const holder = await technicianOfUser(scope, userId);
  if (holder && holder !== selfId) throw DispatchingErrors.userTaken();
}

function storedFields(data: Partial<TechnicianCreateData>): Partial<Omit<TechnicianInsert, 'tenantId'>> {
  const { currentJobs: _ignored, ...fields } = data;
  return fields;
}

export function createTechnician(
  options: TenantContext & { data: TechnicianCreateData },
): Promise<Technician> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await checkUserLink(scope, data.userId);
    // The working day defaults to the organization's business hours (8–5 standard, 7–7 extended, 24 h).
    const hours = (await businessHours(scope)) as keyof typeof BUSINESS_HOURS_WINDOWS | null;
    const window = BUSINESS_HOURS_WINDOWS[hours ?? 'standard'] ?? BUSINESS_HOURS_WINDOWS.standard;
    const workStart = data.workStart ?? window.workStart;
    const workEnd = data.workEnd ?? window.workEnd;
    if (workEnd <= workStart) throw DispatchingErrors.workWindow();
    const id = await insertTechnician(scope, {
      ...(storedFields(data) as Omit<TechnicianInsert, 'tenantId'>),
      workStart,
      workEnd,
    });
    await recordAudit(scope, {
      entity: 'technician',
      entityId: id,
      action: 'create',
      summary: `Technician ${data.name} added`,
      changes: { name: data.name, maxJobs: data.maxJobs, skills: data.skills },
    });
    return loadTechnician(scope, id);
  });
}

export function updateTechnician(
  options: TenantContext & { id: string; data: TechnicianUpdateData },
): Promise<Technician> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const current = await findTechnician(scope, id, await today(scope), true);
    if (!current) throw DispatchingErrors.technicianNotFound();
    if (data.userId !== undefined && data.userId !== current.userId)
      await checkUserLink(scope, data.userId, id);
    const set = storedFields(data);
    const workStart = set.workStart ?? current.workStart.slice(0, 5);
    const workEnd = set.workEnd ?? current.workEnd.slice(0, 5);
    if (workEnd <= workStart) throw DispatchingErrors.workWindow();
    const changes = changedFields(current, set);
    await updateTechnicianRow(scope, id, set);
    const deactivated = set.isActive === false && current.isActive;
    await recordAudit(scope, {
      entity: 'technician',
      entityId: id,
      action: deactivated ? 'deactivate' : 'update',
      summary: `Technician ${set.name ?? current.name} ${deactivated ? 'deactivated' : 'updated'}`,
      changes,
    });
    return loadTechnician(scope, id);
  });
}

/** Deleting would lose job history: a technician with jobs answers 409 (deactivate instead). */
export function deleteTechnician(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const current = await findTechnician(scope, id, await today(scope), true);
    if (!current) throw DispatchingErrors.technicianNotFound();
    if (await technicianHasJobs(scope, id)) throw DispatchingErrors.technicianHasJobs();
    await deleteTechnicianRow(scope, id);
    await recordAudit(scope, {
      entity: 'technician',
      entityId: id,
      action: 'delete',
      summary: `Technician ${current.name} deleted`,
    });
  });
}
