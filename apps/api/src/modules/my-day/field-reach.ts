import type { TenantScope } from '../../db/client';
import type { RouteContext, TenantContext } from '../../http/route';
import { findLinkedTechnician, findUserDisplayName } from './my-day.repository';

/**
 * Whose field records a caller reaches (DESIGN §9): a member (built-in role) is a technician and sees and changes
 * only their own jobs' checklists, photos and time — through the technician linked to them, or nothing when none
 * is; the office roles (owner, admin, manager, and a super admin inside the organization) reach everyone's.
 */
export interface FieldCaller extends TenantContext {
  technicianOnly: boolean;
}

export type FieldReach =
  | { office: true; technicianId: string | null; name: string | null }
  | { office: false; technicianId: string | null; name: string | null };

export function fieldCallerOf<Q, B, P>(ctx: RouteContext<Q, B, P>): FieldCaller {
  return { ...ctx.tenant, technicianOnly: ctx.session.tenant?.role === 'member' };
}

/**
 * The caller's reach inside the transaction (an indexed lookup of the linked technician), with the name their
 * changes are shown under: their technician's, else their own.
 */
export async function fieldReach(
  scope: TenantScope,
  caller: { technicianOnly: boolean },
): Promise<FieldReach> {
  const technician = scope.userId ? await findLinkedTechnician(scope, scope.userId) : undefined;
  const name = technician?.name ?? (scope.userId ? await findUserDisplayName(scope, scope.userId) : null);
  const technicianId = technician?.id ?? null;
  return caller.technicianOnly ? { office: false, technicianId, name } : { office: true, technicianId, name };
}

/** Whether a record of this technician (a job's, a time entry's) is within the caller's reach. */
export const reaches = (reach: FieldReach, technicianId: string | null): boolean =>
  reach.office || (reach.technicianId !== null && reach.technicianId === technicianId);
