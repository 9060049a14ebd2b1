import { AUTOMATION_SKIP_REASONS, type ReviewTrigger } from '@tradeworks/contracts/messaging-settings';
import { toCents } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import { automationContext, queueAutomatedText, type AutomationOutcome } from './automation-texts';
import { reviewRequestedSince } from './visit-texts.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** What earned the review request: a completed job, or a paid invoice. */
export interface ReviewEvent {
  trigger: ReviewTrigger;
  /** The job (completed) or the invoice (paid). */
  relatedEntity: 'service_job' | 'invoice';
  relatedId: string;
  clientId: string;
  /** What the work was worth: the job's services at their prices, or the invoice's total (exact decimal). */
  value: string;
}

/**
 * A job was completed or an invoice paid (in that transaction): when review requests are on and this is the
 * organization's trigger, the client is asked for a review its delay in hours later, once per job or invoice.
 * Not filtered by anything the client said. Kept as skipped, with the reason, when the work was worth less
 * than the minimum or the client was asked (or is due to be asked) within the period; consent (a STOP, or no
 * opt-in where the organization requires one: review requests are marketing) is decided by the SMS channel
 * when the text is due, and quiet hours hold it.
 */
export async function queueReviewRequest(
  scope: TenantScope,
  event: ReviewEvent,
  now = new Date(),
): Promise<AutomationOutcome> {
  const context = await automationContext(scope);
  const automation = context.automations.review_request;
  const settings = context.settings;
  if (!automation.enabled || (settings?.reviewTrigger ?? 'completed') !== event.trigger) return 'off';
  const dueAt = new Date(now.getTime() + (automation.offsets[0] ?? 2) * HOUR_MS);
  const minimum = settings?.reviewMinJobValue;
  const period = settings?.reviewOncePerDays ?? 90;
  const skipReason = !settings?.reviewUrl
    ? AUTOMATION_SKIP_REASONS.noReviewUrl
    : minimum && toCents(event.value) < toCents(minimum)
      ? AUTOMATION_SKIP_REASONS.belowMinimum
      : (await reviewRequestedSince(scope, event.clientId, new Date(dueAt.getTime() - period * DAY_MS)))
        ? AUTOMATION_SKIP_REASONS.recentReview
        : undefined;
  return queueAutomatedText(
    scope,
    {
      kind: 'review_request',
      clientId: event.clientId,
      values: {},
      dueAt,
      dedupeKey: `review_request:${event.relatedEntity}:${event.relatedId}`,
      relatedEntity: event.relatedEntity,
      relatedId: event.relatedId,
      skipReason,
    },
    context,
  );
}
