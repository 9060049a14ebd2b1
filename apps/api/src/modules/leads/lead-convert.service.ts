import type { LeadConvertResult } from '@tradeworks/contracts/leads';
import { quoteCreateSchema } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { jobPlace, resolveClientLocation } from '../clients/public';
import { insertJob, loadServiceJob } from '../dispatching/public';
import { emitWebhookEvent } from '../webhooks/public';
import { createQuoteInScope } from '../quotes/public';
import { LeadErrors } from './leads.errors';
import { activateLeadClient, findLead, updateLeadRow, type LeadRow } from './leads.repository';
import { loadLead } from './leads.service';

const MINUTE = 60_000;

/** A draft quote with one line for what the visitor asked for; the office prices it. */
function quoteFor(scope: TenantScope, lead: LeadRow) {
  const description = [lead.serviceName, lead.description].filter(Boolean).join(': ') || 'Service request';
  return createQuoteInScope(
    scope,
    quoteCreateSchema.parse({
      clientId: lead.clientId,
      lineItems: [{ itemType: 'custom', description: description.slice(0, 500), quantity: 1, rate: 0 }],
      notes: `From lead ${lead.reference}.`,
    }),
  );
}

/** The booking's job, or (office confirmation) a pending, unassigned job in the booked window. */
async function jobFor(scope: TenantScope, lead: LeadRow): Promise<string> {
  if (lead.jobId) return lead.jobId;
  if (!lead.windowStart || !lead.windowEnd) throw LeadErrors.noWindow();
  const client = { id: lead.clientId };
  const jobNumber = await nextNumber(scope, 'service_job');
  const id = await insertJob(scope, {
    jobNumber,
    clientId: client.id,
    clientName: lead.name,
    serviceType: lead.serviceName ?? 'Service visit',
    status: 'pending',
    priority: 'medium',
    scheduledDate: lead.windowStart,
    estimatedDuration: Math.round((lead.windowEnd.getTime() - lead.windowStart.getTime()) / MINUTE),
    ...jobPlace(await resolveClientLocation(scope, { clientId: client.id })),
    description: lead.description,
    notes: `Booked online (reference ${lead.reference}), confirmed by the office.`,
  });
  await emitWebhookEvent(scope, 'job.created', () => loadServiceJob(scope, id));
  return id;
}

/**
 * One step from lead to customer: the lead client becomes active, and a draft quote (lead status quoted) or
 * the job (status won: the booking's own job, or one made in the booked window when the office had to
 * confirm it) is made. A won lead, or a quoted one asked for another quote, is refused (409).
 */
export function convertLead(
  options: TenantContext & { id: string; to: 'quote' | 'job' },
): Promise<LeadConvertResult> {
  const { db, tenantId, userId, id, to } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const lead = await findLead(scope, id, { lock: true });
    if (!lead) throw LeadErrors.notFound();
    if (lead.status === 'won' || (lead.status === 'quoted' && to === 'quote'))
      throw LeadErrors.alreadyConverted();
    const activated = await activateLeadClient(scope, lead.clientId);
    const quoteId = to === 'quote' ? await quoteFor(scope, lead) : null;
    const jobId = to === 'job' ? await jobFor(scope, lead) : lead.jobId;
    await updateLeadRow(scope, id, {
      status: to === 'quote' ? 'quoted' : 'won',
      lostReason: null,
      jobId,
      awaitingConfirmation: false,
    });
    await recordAudit(scope, {
      entity: 'lead',
      entityId: id,
      action: 'convert',
      summary: `Lead ${lead.reference} (${lead.name}) converted to a ${to}`,
      changes: { to, quoteId, jobId, clientActivated: activated },
    });
    const view = await loadLead(scope, id);
    return { lead: view, clientId: lead.clientId, quoteId, jobId };
  });
}
