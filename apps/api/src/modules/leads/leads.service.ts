import type { Lead, LeadListQuery, LeadPatch } from '@tradeworks/contracts/leads';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { LeadErrors } from './leads.errors';
import {
  findLead,
  findLeadListRow,
  isMember,
  listLeads,
  updateLeadRow,
  type LeadListRow,
} from './leads.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toLead(row: LeadListRow): Lead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    lostReason: row.lostReason,
    clientId: row.clientId,
    clientStatus: row.clientStatus,
    jobId: row.jobId,
    serviceName: row.serviceName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    description: row.description,
    preferredTimes: row.preferredTimes,
    source: row.source,
    pageUrl: row.pageUrl,
    campaign: row.campaign,
    awaitingConfirmation: row.awaitingConfirmation,
    windowStart: iso(row.windowStart),
    windowEnd: iso(row.windowEnd),
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    nextFollowUp: row.nextFollowUp,
    duplicates: row.duplicates,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadLead(scope: TenantScope, id: string): Promise<Lead> {
  const row = await findLeadListRow(scope, id);
  if (!row) throw LeadErrors.notFound();
  return toLead(row);
}

export function listLeadsPage(options: TenantContext & { query: LeadListQuery }): Promise<Page<Lead>> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const page = await listLeads(scope, query);
    return { ...page, items: page.items.map(toLead) };
  });
}

/** Status (lost needs a reason; any other status clears it), assignee and next follow-up; audited. */
export function updateLead(options: TenantContext & { id: string; data: LeadPatch }): Promise<Lead> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const before = await findLead(scope, id, { lock: true });
    if (!before) throw LeadErrors.notFound();
    const status = data.status ?? before.status;
    const lostReason =
      status === 'lost' ? (data.lostReason !== undefined ? data.lostReason : before.lostReason) : null;
    if (status === 'lost' && !lostReason) throw LeadErrors.lostReason();
    if (data.assigneeId && !(await isMember(scope, data.assigneeId))) throw LeadErrors.assignee();
    const values = {
      status,
      lostReason,
      ...(data.assigneeId !== undefined ? { assigneeId: data.assigneeId } : {}),
      ...(data.nextFollowUp !== undefined ? { nextFollowUp: data.nextFollowUp } : {}),
    };
    const changes = changedFields(before as unknown as Record<string, unknown>, values);
    if (Object.keys(changes).length) {
      await updateLeadRow(scope, id, values);
      await recordAudit(scope, {
        entity: 'lead',
        entityId: id,
        action: 'update',
        summary: `Lead ${before.reference} (${before.name}) updated`,
        changes,
      });
    }
    return loadLead(scope, id);
  });
}
