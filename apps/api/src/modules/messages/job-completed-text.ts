import type { TenantScope } from '../../db/client';
import { portalHomeUrl } from '../portal/public';
import { automationContext, queueAutomatedText, type AutomationOutcome } from './automation-texts';

/**
 * A job was completed (the office or the technician's Complete, in that transaction): when the automation is
 * on, the client gets a thank-you with the job number and the portal's address (`{link}`, empty while the
 * portal is off). Not urgent: completed in quiet hours, it goes when they end. Once per job (its key).
 */
export async function queueJobCompletedText(
  scope: TenantScope,
  job: { id: string; jobNumber: string; clientId: string },
): Promise<AutomationOutcome> {
  const context = await automationContext(scope);
  if (!context.automations.job_completed.enabled) return 'off';
  return queueAutomatedText(
    scope,
    {
      kind: 'job_completed',
      clientId: job.clientId,
      values: { job_number: job.jobNumber, link: (await portalHomeUrl(scope)) ?? '' },
      dedupeKey: `job_completed:${job.id}`,
      relatedEntity: 'service_job',
      relatedId: job.id,
    },
    context,
  );
}
